import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { freshServerDatabase } from '../../testing/processes.ts';
import { postLedgerTransaction, unbalancedTransactions } from './index.ts';
import { ledgerLines, ledgerTransactions } from './schema.ts';

/** The ledger's deferred balance constraint on a PostgreSQL server, as on PGlite (ledger.test.ts). */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
// The *.pg.test.ts files run only when the run has a PostgreSQL server (vitest.config.ts).
if (!serverUrl) throw new Error('ledger.pg.test.ts needs TEST_DATABASE_URL: a PostgreSQL server to run on.');

let server: { url: string; drop(): Promise<void> };
let database: Database;

beforeAll(async () => {
  server = await freshServerDatabase(serverUrl);
  database = await openDatabase({ url: server.url });
  await database.migrate();
});

afterAll(async () => {
  await database.close();
  await server.drop();
});

describe('the ledger on PostgreSQL', () => {
  it('commits balanced lines written over several statements and refuses unbalanced ones at commit', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      const [created] = await tx.insert(ledgerTransactions).values({ kind: 'test', reference: 'split', currency: 'EUR' }).returning();
      await tx.insert(ledgerLines).values({ transactionId: created!.id, account: 'bank', currency: 'EUR', amountMinor: 250 });
      await tx.insert(ledgerLines).values({ transactionId: created!.id, account: 'platform_fees', currency: 'EUR', amountMinor: -250 });
    });
    await expect(
      db.transaction(async (tx) => {
        const [created] = await tx.insert(ledgerTransactions).values({ kind: 'test', reference: 'raw', currency: 'EUR' }).returning();
        await tx.insert(ledgerLines).values([
          { transactionId: created!.id, account: 'bank', currency: 'EUR', amountMinor: 100 },
          { transactionId: created!.id, account: 'platform_fees', currency: 'EUR', amountMinor: -99 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await queryRows(db, sql`select 1 from ledger_transactions where reference = 'raw'`)).toEqual([]);
    await expect(db.execute(sql`delete from ledger_lines`)).rejects.toThrow();
    await db.transaction((tx) =>
      postLedgerTransaction(tx, {
        kind: 'test',
        reference: 'api',
        currency: 'EUR',
        lines: [
          { account: 'host_payable', hostId: 1, amountMinor: -500 },
          { account: 'provider_clearing', amountMinor: 500 },
        ],
      }),
    );
    expect(await unbalancedTransactions(db)).toEqual([]);
  });
});
