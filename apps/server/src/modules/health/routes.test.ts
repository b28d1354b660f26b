import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

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

  it('answers a failing database with 503 and no internals', async () => {
    const original = ctx.database.ping;
    ctx.database.ping = async () => {
      throw new Error('connection refused at 10.0.0.1');
    };
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain('10.0.0.1');
      expect(response.json().error.code).toBe('service_unavailable');
    } finally {
      ctx.database.ping = original;
    }
  });

  it('issues a csrftoken cookie that matches the returned value', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(response.json()).toEqual({ csrftoken: cookie?.value });
    expect(cookie?.sameSite).toBe('Strict');
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
