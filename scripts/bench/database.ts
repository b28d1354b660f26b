import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { seedDemoData, seedSlottedExperience, seedSyntheticEvents } from '../../apps/server/src/seed/seed.ts';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server needs to find the database (it reads DATA_DIR/pglite when DATABASE_URL is empty). */
  serverEnv: { DATABASE_URL: string; DATA_DIR: string };
  /** Seeds the demo data (first time) and synthetic events up to `size`, then ANALYZEs; the server must be stopped. */
  grow(size: number): Promise<void>;
  /** Drops the run's PostgreSQL database; PGlite's goes with DATA_DIR. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database for the run: a new one on the PostgreSQL server at `serverUrl`, else PGlite in `dataDir`. */
export async function createBenchDatabase(serverUrl: string | undefined, dataDir: string): Promise<BenchDatabase> {
  let target: DatabaseTarget = { dataDir: path.join(dataDir, 'pglite') };
  let databaseUrl = '';
  let drop = async (): Promise<void> => undefined;
  if (serverUrl) {
    const name = `trg_bench_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    target = { url: databaseUrl };
    drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }

  let synthetic = 0;
  const grow = async (size: number) => {
    const database = await openDatabase(target);
    try {
      await database.migrate();
      await seedDemoData(database.db);
      if (size > synthetic) synthetic += await seedSyntheticEvents(database.db, size - synthetic);
      await seedSlottedExperience(database.db);
      // Fresh statistics and visibility map, as autovacuum leaves a database that has lived with its rows.
      await database.db.execute(sql`vacuum analyze`);
    } finally {
      await database.close();
    }
  };

  return { kind: serverUrl ? 'postgres' : 'pglite', serverEnv: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, grow, drop };
}
