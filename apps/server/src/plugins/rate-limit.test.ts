import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../app.ts';
import { createTestApp } from '../testing/test-app.ts';
import { databaseCounters, redisCounters, type WindowCounters } from './rate-limit.ts';

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
    const first = await counters.hit(key, 60_000);
    const second = await counters.hit(key, 60_000);
    expect(first.hits).toBe(1);
    expect(second.hits).toBe(2);
    expect(Math.abs(second.resetAtMs - first.resetAtMs)).toBeLessThan(50);
    expect(first.resetAtMs - Date.now()).toBeGreaterThan(59_000);
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
