import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

/** The configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite under DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  return database;
}
