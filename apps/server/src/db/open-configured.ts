import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

/** LOG_SQL's line per statement, on stdout beside the app's own logs and written at once (npm run bench counts them). */
function statementLog(): (text: string) => void {
  const log = pino({ base: null });
  return (text) => log.info({ sql: text.replace(/\s+/g, ' ').trim() }, 'sql statement');
}

/**
 * The configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite under DATA_DIR;
 * migrated unless `migrate` is false (a cluster's workers, whose primary migrated it).
 */
export async function openConfiguredDatabase(config: Config, { migrate = true } = {}): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') },
    { onStatement: config.LOG_SQL ? statementLog() : undefined },
  );
  if (migrate) await database.migrate();
  return database;
}
