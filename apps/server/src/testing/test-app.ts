import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so files never share state.
 */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true }, options);
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `trg_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, options);
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The real app on a fresh database; `probeRoutes` adds routes that exercise a plugin, and a mailer or
 * payment provider can stand in for the real ones. Logs are off unless a `logStream` is given: then the app's
 * own logger writes there at `LOG_LEVEL` (pass it in `env`).
 */
/** The configuration of an app under test: logs, demo data and the web build off, its files in `dataDir`; `env` on top. */
function testConfig(dataDir: string, env: NodeJS.ProcessEnv): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    // Tests work the job queue by hand (app.queue.workDue), so that no scheduled job runs in the middle of one.
    QUEUE_WORKERS: 'false',
    ...env,
  });
}

/**
 * Another instance of the app on a database already migrated at `url` (a PostgreSQL server's): what a second
 * server process would be, with its own connections, for tests of what several instances do at once.
 */
export async function startInstanceOn(
  url: string,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  extras: Pick<AppOptions, 'mailer'> = {},
): Promise<{ app: App; database: Database; close(): Promise<void> }> {
  const config = testConfig(dataDir, { DATABASE_URL: url, JOB_INTERVAL_SECONDS: '0', ...env });
  const database = await openDatabase({ url }, { max: config.DATABASE_POOL_MAX, waitMs: config.DATABASE_POOL_WAIT_MS });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...extras,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  extras: Pick<AppOptions, 'mailer' | 'paymentProvider' | 'logStream'> & { probeRoutes?: FastifyPluginAsyncZod } & DatabaseOptions = {},
): Promise<TestContext> {
  const { probeRoutes, logger, onStatement, ...stubs } = extras;
  const { database, drop } = await openTestDatabase({ logger, onStatement });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-test-'));
  const config = testConfig(dataDir, env);
  const app = await buildApp({ config, database, ...(stubs.logStream ? {} : { logger: false }), ...stubs });
  if (probeRoutes) await app.register(probeRoutes);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
