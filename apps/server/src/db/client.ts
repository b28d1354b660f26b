import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { SERVER_ROOT } from '../paths.ts';
import { databaseErrorOf } from './errors.ts';

/** The database as every module sees it: the PostgreSQL dialect, whichever engine runs it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own statements (the job queue): with values, one parameterised
   * statement; without, a script of one or more statements, as node-postgres's simple query runs it. On PGlite
   * it waits for any open transaction, like every other statement on its one connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other process runs work under the same lock: on PostgreSQL a session advisory lock on a
   * connection of its own (outside the pool), waited for, let go when the work ends or the process dies. Embedded
   * PGlite is open in one process only, so nothing else can run it.
   */
  exclusively<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  /** The connection pool's clients now, for the metrics; PostgreSQL only (PGlite has one connection, no pool). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero, the pool is too small for the load. */
  waiting: number;
}

/** How a PostgreSQL server's connections are shared out in each process. */
export interface PoolOptions {
  /** The most connections this process opens (DATABASE_POOL_MAX). */
  max?: number;
  /** How long a query waits for a free connection before it fails with PoolExhausted (DATABASE_POOL_WAIT_MS). */
  waitMs?: number;
}

/**
 * The embedded database's buffer cache. PostgreSQL's 128 MB default is laid out in the WebAssembly memory at start
 * and stays resident; the demo site's whole database is some 45 MB on disk, which the operating system caches
 * anyway (PGlite reads it through Node's file system). 16 MB took the opened database from 282 to 150 MB resident
 * (docs/measurements.md, 'Memory of the embedded database').
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The extensions the search needs (docs/decisions/0031-search-and-filters.md): PGlite ships each as a module to
 * load at start; a PostgreSQL server has them in its contrib package. The migrations create them in both.
 */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gist };

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export interface DatabaseOptions {
  /** Hears every statement the app sends through drizzle, with its parameters (tests read the plans). */
  logger?: Logger;
  /** Called with the text of every statement sent (never its parameters: they hold what people typed). */
  onStatement?: (text: string) => void;
}

/** One drizzle logger for both listeners, or none. */
function statementLogger({ logger, onStatement }: DatabaseOptions): Logger | undefined {
  if (!logger && !onStatement) return undefined;
  return {
    logQuery: (query, params) => {
      onStatement?.(query);
      logger?.logQuery(query, params);
    },
  };
}

/**
 * PGlite sends a transaction's BEGIN and COMMIT (or ROLLBACK) itself, out of drizzle's sight, where drizzle
 * sends them on node-postgres: they are reported here so that both engines count the same statements.
 */
function reportPgliteTransactions(client: PGlite, onStatement: (text: string) => void): void {
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    onStatement('begin');
    try {
      const result = await transaction(callback);
      onStatement('commit');
      return result;
    } catch (error) {
      onStatement('rollback');
      throw error;
    }
  };
}

/**
 * Each connection's settings. No parallel workers: a web request's statement reads a few rows through an index, and
 * starting workers for it costs 30-100 ms (measured: the search's page took 0.2 ms of work and 30-95 ms of Gather,
 * because a prefix tsquery is estimated at 2,000 rows); under load the workers also take the cores the requests
 * need.
 */
const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0';

/** Opens PostgreSQL at `url`, or embedded PGlite persisted under `dataDir` (or in memory, for tests). */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions & PoolOptions = {}): Promise<Database> {
  const logger = statementLogger(options);
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.max ?? 10,
      connectionTimeoutMillis: options.waitMs ?? 5_000,
      options: SESSION_SETTINGS,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { logger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      executeSql: async (text, values) => pool.query(text, values),
      exclusively: async (lockKey, work) => {
        const client = new pg.Client({ connectionString: target.url });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1::bigint)', [lockKey]);
          return await work();
        } finally {
          // Ending the session lets go of its lock too, should the unlock itself fail.
          await client.query('select pg_advisory_unlock($1::bigint)', [lockKey]).catch(() => undefined);
          await client.end().catch(() => undefined);
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      extensions: PGLITE_EXTENSIONS,
    });
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  if (options.onStatement) reportPgliteTransactions(client, options.onStatement);
  const db = drizzlePglite(client, { logger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    executeSql: async (text, values) => {
      if (values !== undefined && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    exclusively: (_lockKey, work) => work(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared type leaves open. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error('unexpected result shape from the database driver');
}

/** The statements a select builder can run: drizzle's `toSQL` and `prepare`, whatever its result. */
interface PreparableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a query built for each request as a named statement of its text: each connection parses and plans the text
 * once and then only binds new values (PostgreSQL keeps a generic plan after five runs when it costs no more). For
 * the few hot queries whose text changes with their filters, as the search's: measured on its page at 100,000
 * items, 2.2 ms a run as a fresh statement against 0.4 ms named. The name is the text's digest, so two texts never
 * share one; PGlite ignores the name.
 */
export async function runNamed<Result>(prefix: string, query: PreparableQuery<Result>): Promise<Result> {
  const digest = createHash('sha256').update(query.toSQL().sql).digest('base64url').slice(0, 24);
  return query.prepare(`${prefix}_${digest}`).execute();
}

/** The constraint a unique violation (SQLSTATE 23505) broke, whichever driver raised it; else undefined. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const facts = databaseErrorOf(error);
  return facts?.code === '23505' ? (facts.constraint ?? '') : undefined;
}
