import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../app.ts';
import { createTestApp } from '../testing/test-app.ts';
import { freshAddress } from '../testing/factories.ts';
import {
  databaseCounters,
  failoverCounters,
  redisCounters,
  type FailoverCounters,
  type WindowCounters,
  rateLimitPlugin,
} from './rate-limit.ts';
import Fastify from 'fastify';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/probe/a', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get('/api/probe/b', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
};

let app: App;
let close: () => Promise<void>;
let redis: Redis | null = null;
beforeAll(async () => {
  ({ app, close } = await createTestApp({}, { probeRoutes }));
  // Like TEST_DATABASE_URL: the Redis counters are tested too when a server is named.
  if (process.env.TEST_REDIS_URL) redis = new Redis(process.env.TEST_REDIS_URL);
});
afterAll(async () => {
  await close();
  await redis?.quit();
});

describe('route rate limits', () => {
  it('counts each route on its own, so one limited form does not use up another', async () => {
    const remoteAddress = '198.51.100.77';
    for (const url of ['/api/probe/a', '/api/probe/a', '/api/probe/b', '/api/probe/b']) {
      expect((await app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/probe/a', remoteAddress })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/probe/b', remoteAddress })).statusCode).toBe(429);
  });
});

const stores: [string, () => WindowCounters][] = [['database', () => databaseCounters(app.db)]];
if (process.env.TEST_REDIS_URL) stores.push(['redis', () => redisCounters(redis!)]);

describe.each(stores)('window counters in the %s', (_name, make) => {
  it('counts hits in a window that starts with the first and is not extended', async () => {
    const counters = make();
    const key = `test:${Math.random()}`;
    const before = Date.now();
    const first = await counters.hit(key, 60_000);
    // A second apart, so that a window extended by the second hit would end a second later; the clock
    // readings around each round trip differ by a little on a busy machine, never by half a second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const second = await counters.hit(key, 60_000);
    expect(first.hits).toBe(1);
    expect(second.hits).toBe(2);
    expect(Math.abs(second.resetAtMs - first.resetAtMs)).toBeLessThan(500);
    expect(first.resetAtMs - before).toBeGreaterThan(59_000);
  });

  it('takes a hit back, never below zero, and resets', async () => {
    const counters = make();
    const key = `test:${Math.random()}`;
    await counters.hit(key, 60_000);
    await counters.hit(key, 60_000);
    await counters.forgive(key);
    expect((await counters.hit(key, 60_000)).hits).toBe(2);
    await counters.reset(key);
    expect((await counters.hit(key, 60_000)).hits).toBe(1);
    await counters.forgive(key);
    await counters.forgive(key);
    expect((await counters.hit(key, 60_000)).hits).toBe(1);
  });

  it('starts a new window when the last one has lapsed', async () => {
    const counters = make();
    const key = `test:${Math.random()}`;
    await counters.hit(key, 30);
    await counters.hit(key, 30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await counters.hit(key, 60_000)).hits).toBe(1);
  });
});

/** A Redis URL on a port nothing listens on: a real, unreachable Redis. */
const CLOSED_REDIS_URL = 'redis://127.0.0.1:1';

/** Collects what the counters log, to check that a switch is logged once and not per request. */
function logSink() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const record = (level: 'warn' | 'info') => (first: unknown, second?: unknown) =>
    void lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  return { lines, log: { warn: record('warn'), info: record('info') } as never };
}

const redisSetups: [string, string][] = [['an unreachable Redis', CLOSED_REDIS_URL]];
if (process.env.TEST_REDIS_URL) redisSetups.push(['the real Redis', process.env.TEST_REDIS_URL]);

describe.each(redisSetups)('route rate limits with %s configured', (_name, url) => {
  it('still refuses the request after the limit', async () => {
    const withRedis = await createTestApp({ REDIS_URL: url }, { probeRoutes });
    try {
      const remoteAddress = freshAddress();
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await withRedis.app.inject({ method: 'GET', url: '/api/probe/a', remoteAddress })).statusCode);
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      await withRedis.close();
    }
  });
});

if (process.env.TEST_REDIS_URL) {
  describe('a start with the real Redis configured', () => {
    it('counts in Redis from the first request, not in the database while Redis is still connecting', async () => {
      const bare = Fastify({ logger: false });
      try {
        await bare.register(rateLimitPlugin, { db: app.db, redisUrl: process.env.TEST_REDIS_URL, scale: 1 });
        await bare.ready();
        expect((bare.counters as FailoverCounters).onRedis).toBe(true);
      } finally {
        await bare.close();
      }
    });
  });
}

describe('counters with an unreachable Redis', () => {
  it('count in the database, and log the switch once', async () => {
    const unreachable = new Redis(CLOSED_REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    const { lines, log } = logSink();
    try {
      const counters = failoverCounters(unreachable, app.db, log);
      const key = `test:${Math.random()}`;
      const hits = [];
      for (let i = 0; i < 5; i++) hits.push((await counters.hit(key, 60_000)).hits);
      // Let the refused connection be reported, then count on.
      if (lines.length === 0) await once(unreachable, 'error');
      const more = await Promise.all(Array.from({ length: 20 }, () => counters.hit(key, 60_000)));
      expect(hits).toEqual([1, 2, 3, 4, 5]);
      expect(more.map((m) => m.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
      // The database holds the count.
      expect((await databaseCounters(app.db).hit(key, 60_000)).hits).toBe(26);
      expect(counters.onRedis).toBe(false);
      expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    } finally {
      unreachable.disconnect();
    }
  });
});

/** A TCP relay in front of the real Redis, so that a test can take Redis away and bring it back. */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as net.AddressInfo).port;
  };
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  await open();
  return { url: `redis://127.0.0.1:${port}`, open, close };
}

const realRedis: string[] = [];
if (process.env.TEST_REDIS_URL) realRedis.push(process.env.TEST_REDIS_URL);

describe.each(realRedis)('counters when the Redis at %s drops and returns', (url) => {
  it('count in Redis, then in the database while it is away, then in Redis again; each switch logged once', async () => {
    const relay = await redisRelay(new URL(url));
    const client = new Redis(relay.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
    const { lines, log } = logSink();
    const counters = failoverCounters(client, app.db, log);
    const key = `test:${Math.random()}`;
    try {
      if (client.status !== 'ready') await once(client, 'ready');
      expect((await counters.hit(key, 60_000)).hits).toBe(1);
      expect(counters.onRedis).toBe(true);
      expect(await redis!.get(`trg-rl:${key}`)).toBe('1');

      await relay.close();
      const away = [];
      for (let i = 0; i < 5; i++) away.push((await counters.hit(key, 60_000)).hits);
      // The database goes on from the hit Redis counted, written behind to it.
      expect(away).toEqual([2, 3, 4, 5, 6]);
      expect(counters.onRedis).toBe(false);
      expect(await redis!.get(`trg-rl:${key}`)).toBe('1');

      await relay.open();
      await once(client, 'ready');
      // Redis kept its own count: it is not raised by what the database counted meanwhile.
      expect((await counters.hit(key, 60_000)).hits).toBe(2);
      expect(counters.onRedis).toBe(true);
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    } finally {
      client.disconnect();
      await relay.close();
    }
  });

  it('go on counting a running window when Redis restarts empty: the database holds the floor', async () => {
    const relay = await redisRelay(new URL(url));
    const client = new Redis(relay.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
    const { log } = logSink();
    const counters = failoverCounters(client, app.db, log);
    const key = `test:${Math.random()}`;
    try {
      if (client.status !== 'ready') await once(client, 'ready');
      const before = [];
      for (let i = 0; i < 7; i++) before.push((await counters.hit(key, 60_000)).hits);
      expect(before).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const windowEnd = (await counters.hit(key, 60_000)).resetAtMs;

      // Redis goes away and comes back with nothing: its count of this key is gone.
      await relay.close();
      await redis!.del(`trg-rl:${key}`);
      await relay.open();
      await once(client, 'ready');

      const after = await counters.hit(key, 60_000);
      expect(after.hits).toBe(9);
      // The same window goes on: it ends when it would have, not a minute from now.
      expect(Math.abs(after.resetAtMs - windowEnd)).toBeLessThan(1_000);
      expect(Number(await redis!.get(`trg-rl:${key}`))).toBe(9);
      expect((await counters.hit(key, 60_000)).hits).toBe(10);
    } finally {
      client.disconnect();
      await relay.close();
    }
  });

  it('write Redis’s hits behind to the database, one statement for many keys', async () => {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
    const counters = failoverCounters(client, app.db, logSink().log);
    const keys = [`test:${Math.random()}`, `test:${Math.random()}`];
    try {
      if (client.status !== 'ready') await once(client, 'ready');
      for (let i = 0; i < 3; i++) for (const key of keys) await counters.hit(key, 60_000);
      await counters.flush();
      for (const key of keys) expect((await databaseCounters(app.db).hit(key, 60_000)).hits).toBe(4);
    } finally {
      client.disconnect();
    }
  });
});
