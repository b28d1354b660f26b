import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, runNamed, type Database } from './client.ts';

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

// runNamed: each text its own named statement, run again with new values; on PGlite the name is ignored.
describe('named statements', () => {
  let database: Database;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    database = await openDatabase(url ? { url } : { memory: true }, { max: 1 });
  });
  afterAll(async () => database.close());

  const doubled = (value: number) => database.db.select({ n: sql<number>`${value}::int * 2`.mapWith(Number) }).from(sql`(select 1) as one`);
  const tripled = (value: number) => database.db.select({ n: sql<number>`${value}::int * 3`.mapWith(Number) }).from(sql`(select 1) as one`);

  it('answers each run with its own values, and never mixes two texts under one prefix', async () => {
    const answers: number[] = [];
    for (const value of [1, 2, 3]) {
      const [twice] = await runNamed('test', doubled(value));
      const [thrice] = await runNamed('test', tripled(value));
      answers.push(twice?.n ?? -1, thrice?.n ?? -1);
    }
    expect(answers).toEqual([2, 3, 4, 6, 6, 9]);
  });

  it('starts no parallel workers (set on each PostgreSQL connection; PGlite has none)', async () => {
    const [setting] = await queryRows<{ max_parallel_workers_per_gather: string }>(database.db, sql`show max_parallel_workers_per_gather`);
    expect(setting?.max_parallel_workers_per_gather).toBe('0');
  });
});
