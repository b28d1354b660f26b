import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { legacySecretKey, sharedSigningKey } from './shared-secret.ts';

/** The PostgreSQL advisory lock under which one process at a time migrates and prepares the database ("trg:prepare"). */
export const PREPARE_LOCK_KEY = 7_418_230_570;

/** LOG_SQL's line per statement, on stdout beside the app's own logs and written at once (npm run bench counts them). */
function statementLog(): (text: string) => void {
  const log = pino({ base: null });
  return (text) => log.info({ sql: text.replace(/\s+/g, ' ').trim() }, 'sql statement');
}

export interface OpenOptions {
  /** False for a cluster's workers, whose primary migrated the database. */
  migrate?: boolean;
  /** What else must happen once after migrating (the demo data), in the same turn under the lock. */
  thenOnce?: (database: Database) => Promise<void>;
}

/**
 * The configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite under DATA_DIR. Unless
 * `migrate` is false it is migrated, the shared signing key made, and `thenOnce` run, all under an advisory lock:
 * machines started together on an empty database take turns, and the later ones find the work done.
 */
export async function openConfiguredDatabase(config: Config, { migrate = true, thenOnce }: OpenOptions = {}): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') },
    { onStatement: config.LOG_SQL ? statementLog() : undefined, max: config.DATABASE_POOL_MAX, waitMs: config.DATABASE_POOL_WAIT_MS },
  );
  if (migrate) {
    try {
      await database.exclusively(PREPARE_LOCK_KEY, async () => {
        await database.migrate();
        await sharedSigningKey(database.db, legacySecretKey(config.dataDir));
        await thenOnce?.(database);
      });
    } catch (error) {
      await database.close();
      throw error;
    }
    // The embedded database's WebAssembly memory grows to what migrating and seeding needed (about 1 GB resident
    // for the demo) and never shrinks: opened afresh, it serves from what serving needs.
    if (database.kind === 'pglite') {
      await database.close();
      return openConfiguredDatabase(config, { migrate: false });
    }
  }
  return database;
}

/** The key the app signs with: SECRET_KEY when given, else the one shared through the database. */
export async function signingKeyOf(config: Pick<Config, 'SECRET_KEY' | 'dataDir'>, database: Database): Promise<string> {
  return config.SECRET_KEY ?? sharedSigningKey(database.db, legacySecretKey(config.dataDir));
}
