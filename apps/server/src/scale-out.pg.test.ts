import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, ne, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { openDatabase, queryRows } from './db/client.ts';
import { PREPARE_LOCK_KEY } from './db/open-configured.ts';
import { users } from './modules/accounts/schema.ts';
import { createCatalogItem, createProfessional } from './testing/factories.ts';
import { exitOf, freePort, freshServerDatabase, spawnServer, untilHealthy } from './testing/processes.ts';
import { startInstanceOn } from './testing/test-app.ts';
import { BUSY_MESSAGE } from './plugins/errors.ts';

// Several machines on one PostgreSQL server: they take turns to migrate and seed, sign with one key, and drop each
// other's cached answers. Runs where TEST_DATABASE_URL names a PostgreSQL server (CI's second run).
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-scale-out-'));
afterAll(() => fs.rmSync(dataRoot, { recursive: true, force: true }));

type Server = ReturnType<typeof spawnServer> & { base: string };

/** A server process of its own on `url`, with a DATA_DIR of its own (as another machine would have). */
async function machine(url: string, name: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: path.join(dataRoot, name),
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
    JOB_INTERVAL_SECONDS: '0',
    QUEUE_WORKERS: 'false',
    SECRET_KEY: '',
    ...env,
  });
  return { ...server, base: `http://127.0.0.1:${port}` };
}

/** A new database on the server, migrated, and its address. */
async function migratedDatabase() {
  const fresh = await freshServerDatabase(serverUrl);
  const database = await openDatabase({ url: fresh.url });
  await database.migrate();
  return {
    database,
    url: fresh.url,
    drop: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await exitOf(server.child);
}

/** A csrftoken cookie `server` issued. */
async function csrfCookieFrom(server: Server): Promise<string> {
  const response = await fetch(`${server.base}${API_PATHS.csrf}`);
  const cookie = /csrftoken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no csrftoken cookie');
  return cookie;
}

describe('machines started together on an empty database', () => {
  it('both come up: one migrates and loads the demo data while the other waits, and both sign with the same key', async () => {
    const database = await freshServerDatabase(serverUrl);
    const first = await machine(database.url, 'first', { SEED_DEMO_DATA: 'true' });
    const second = await machine(database.url, 'second', { SEED_DEMO_DATA: 'true' });
    try {
      await Promise.all([untilHealthy(`${first.base}/api/health`, first), untilHealthy(`${second.base}/api/health`, second)]);
      const loaded = [first, second].filter((server) => server.output().includes('loaded demo data'));
      expect(loaded).toHaveLength(1);

      const reader = await openDatabase({ url: database.url });
      try {
        const [people] = await reader.db.select({ n: count() }).from(users).where(ne(users.group, 'staff'));
        expect(people?.n).toBe(2);
        const secrets = await queryRows<{ n: number }>(reader.db, sql`select count(*)::int as n from platform_secrets`);
        expect(secrets[0]?.n).toBe(1);
      } finally {
        await reader.close();
      }

      // A form token the first machine issued is good on the second: a wrong password, not an expired form.
      const cookie = await csrfCookieFrom(first);
      const signIn = await fetch(`${second.base}${API_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrftoken=${cookie}`, 'x-csrftoken': cookie },
        body: JSON.stringify({ username: 'margaux', password: 'not-the-password' }),
      });
      expect(await signIn.text()).not.toContain('This form has expired');
      expect(signIn.status).toBe(400);
    } finally {
      await Promise.all([stop(first), stop(second)]);
      await database.drop();
    }
  }, 240_000);
});

describe('the preparation lock', () => {
  it('lets one process at a time work under it, the others waiting their turn', async () => {
    const { url, drop } = await migratedDatabase();
    const others = await Promise.all([1, 2].map(() => openDatabase({ url })));
    try {
      const spans: { start: number; end: number }[] = [];
      const work = async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 150));
        spans.push({ start, end: performance.now() });
      };
      await Promise.all(others.map((other) => other.exclusively(PREPARE_LOCK_KEY, work)));
      spans.sort((left, right) => left.start - right.start);
      expect(spans).toHaveLength(2);
      expect(spans[1]!.start).toBeGreaterThanOrEqual(spans[0]!.end);
    } finally {
      await Promise.all(others.map((other) => other.close()));
      await drop();
    }
  });
});

describe('a write on one machine', () => {
  it("drops the item from another machine's public cache, which would otherwise keep it for five minutes", async () => {
    const database = await freshServerDatabase(serverUrl);
    const env = { SEED_DEMO_DATA: 'false', PUBLIC_CACHE_SECONDS: '300' };
    const first = await machine(database.url, 'edit-first', env);
    await untilHealthy(`${first.base}/api/health`, first);
    const second = await machine(database.url, 'edit-second', env);
    const writer = await openDatabase({ url: database.url });
    try {
      await untilHealthy(`${second.base}/api/health`, second);
      const host = await createProfessional(writer.db);
      const item = await createCatalogItem(writer.db, host.user.id, { title: 'Chalk cellar tasting' });
      const detail = `${second.base}/api/events/${item.id}`;
      const title = async () => ((await (await fetch(detail)).json()) as { eventTitle: string }).eventTitle;
      expect(await title()).toBe('Chalk cellar tasting');
      // Kept: a change made behind the cache's back does not show.
      await writer.db.execute(sql`update catalog_items set title = 'Changed in the database only' where id = ${item.id}`);
      expect(await title()).toBe('Chalk cellar tasting');

      const edit = await fetch(`${first.base}${apiPath(hostPaths('event').update, { id: item.id })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...host.headers },
        body: JSON.stringify({ eventTitle: 'Chalk cellar tasting at dusk' }),
      });
      expect(edit.status).toBe(200);
      const edited = performance.now();
      let seen = await title();
      while (seen !== 'Chalk cellar tasting at dusk' && performance.now() - edited < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen = await title();
      }
      expect(seen).toBe('Chalk cellar tasting at dusk');
      console.log(`the other machine served the edit ${Math.round(performance.now() - edited)} ms after the write answered`);
    } finally {
      await writer.close();
      await Promise.all([stop(first), stop(second)]);
      await database.drop();
    }
  }, 240_000);

  it('reaches the other processes through Redis pub/sub when REDIS_URL is set', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const { database, url, drop } = await migratedDatabase();
    const env = { PUBLIC_CACHE_SECONDS: '300', REDIS_URL: redisUrl, RATE_LIMIT_SCALE: '1000' };
    const first = await startInstanceOn(url, path.join(dataRoot, 'redis-first'), env);
    const second = await startInstanceOn(url, path.join(dataRoot, 'redis-second'), env);
    try {
      const host = await createProfessional(database.db);
      const item = await createCatalogItem(database.db, host.user.id, { title: 'Solera morning' });
      const title = async () =>
        (await second.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json<{ eventTitle: string }>().eventTitle;
      expect(await title()).toBe('Solera morning');
      const edit = await first.app.inject({
        method: 'POST',
        url: apiPath(hostPaths('event').update, { id: item.id }),
        headers: host.headers,
        payload: { eventTitle: 'Solera evening' },
      });
      expect(edit.statusCode).toBe(200);
      const edited = performance.now();
      let seen = await title();
      while (seen !== 'Solera evening' && performance.now() - edited < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen = await title();
      }
      expect(seen).toBe('Solera evening');
    } finally {
      await Promise.all([first.close(), second.close()]);
      await drop();
    }
  });
});

describe('a process whose connections are all busy', () => {
  it('answers 503 with Retry-After after the bounded wait, and serves again once one is free', async () => {
    const { url, drop } = await migratedDatabase();
    const instance = await startInstanceOn(url, path.join(dataRoot, 'busy'), {
      DATABASE_POOL_MAX: '1',
      DATABASE_POOL_WAIT_MS: '300',
      PUBLIC_CACHE_SECONDS: '0',
    });
    try {
      // The app's only connection held by a slow statement.
      const held = instance.database.executeSql('select pg_sleep(2)');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const busy = await instance.app.inject({ method: 'GET', url: API_PATHS.catalog.event.listing });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json()).toMatchObject({ error: { code: 'service_unavailable', message: BUSY_MESSAGE } });
      await held;
      const served = await instance.app.inject({ method: 'GET', url: API_PATHS.catalog.event.listing });
      expect(served.statusCode).toBe(200);
    } finally {
      await instance.close();
      await drop();
    }
  });
});
