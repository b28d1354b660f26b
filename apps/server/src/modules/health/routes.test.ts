import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/** A Redis URL on a port nothing listens on: a real, unreachable Redis. */
const CLOSED_REDIS_URL = 'redis://127.0.0.1:1';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('platform routes', () => {
  it('reports the database as reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('accepts API paths with and without a trailing slash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown API path with the JSON 404 shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Nothing is found at GET /api/nope.' } });
  });

  it('issues a readable, strict csrftoken cookie and a token for it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(response.json()).toEqual({ csrftoken: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/) });
  });

  it('sends strict security headers and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('health of each dependency', () => {
  it('answers 503 with each dependency when the database is down, and no internals', async () => {
    // A pool on a port nothing listens on: every query fails as with a database that went away.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/down' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      // A process that was serving holds its signing key; without one it would read it from the database at start.
      SECRET_KEY: 'k'.repeat(48),
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'down', database: 'down' });
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 200 degraded, with redis down, when the configured Redis is unreachable', async () => {
    const down = await createTestApp({ REDIS_URL: CLOSED_REDIS_URL });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
    } finally {
      await down.close();
    }
  });

  // Like TEST_DATABASE_URL: the real Redis is checked too when a server is named.
  const reachable: string[] = [];
  if (process.env.TEST_REDIS_URL) reachable.push(process.env.TEST_REDIS_URL);
  it.each(reachable)('reports the Redis at %s as ok', async (url) => {
    const up = await createTestApp({ REDIS_URL: url });
    try {
      if (up.app.redis?.status !== 'ready') await once(up.app.redis!, 'ready');
      const response = await up.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    } finally {
      await up.close();
    }
  });
});
