import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.ts';

// The statement log of LOG_SQL, on PGlite, and on the PostgreSQL server too when TEST_DATABASE_URL is set.
describe('the statement log', () => {
  const statements: string[] = [];
  let database: Database;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    database = await openDatabase(url ? { url } : { memory: true }, { onStatement: (text) => statements.push(text) });
  });
  afterAll(async () => database.close());

  const logged = async (work: () => Promise<unknown>) => {
    statements.length = 0;
    await work().catch(() => undefined);
    return [...statements];
  };

  it('reports every statement of a transaction, its BEGIN and COMMIT included, by text without the parameters', async () => {
    const texts = await logged(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${'a secret someone typed'}::text as said`);
        await tx.execute(sql`select 2 as two`);
      }),
    );
    expect(texts).toEqual(['begin', 'select $1::text as said', 'select 2 as two', 'commit']);
  });

  it('reports the ROLLBACK of a transaction that fails', async () => {
    const texts = await logged(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 as one`);
        throw new Error('changed my mind');
      }),
    );
    expect(texts).toEqual(['begin', 'select 1 as one', 'rollback']);
  });

  it('reports a statement outside a transaction once', async () => {
    expect(await logged(() => database.db.execute(sql`select 1 as one`))).toEqual(['select 1 as one']);
  });
});
