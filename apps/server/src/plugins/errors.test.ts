import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../app.ts';
import { DEFAULT_BODY_BYTES } from './body-limits.ts';
import { createTestApp } from '../testing/test-app.ts';
import { conflict, forbidden, HttpError, unauthorized } from './http-error.ts';

// Routes that exercise each failure path of the shared error handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe',
    { schema: { body: z.object({ email: z.email({ error: 'Please enter a valid email address' }), count: z.number().int().min(1) }) } },
    async (request) => ({ ok: request.body.count }),
  );
  app.get('/api/probe/401', async () => {
    throw unauthorized();
  });
  app.get('/api/probe/403', async () => {
    throw forbidden();
  });
  app.get('/api/probe/409', async () => {
    throw conflict('This cart already holds EUR items.', { productId: 'other currency' });
  });
  app.get('/api/probe/crash', async () => {
    throw new Error('secret stack detail');
  });
  app.get('/api/probe/teapot', async () => {
    throw new HttpError(429, 'rate_limited', 'Slow down.', undefined, { 'Retry-After': '7' });
  });
  app.get('/api/probe/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
};

let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp({}, { probeRoutes }));
});
afterAll(async () => {
  await close();
});

describe('the JSON error shape', () => {
  it('answers invalid fields with 400 and a message per field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/probe', payload: { email: 'nope', count: 0 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.fields.email).toBe('Please enter a valid email address');
    expect(body.error.fields.count).toMatch(/>=\s*1|at least|too small/i);
    expect(body.error.message).toContain('email');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message: 'The request body is not valid JSON.' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers a body over the route’s limit with 413 naming the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', count: 1, pad: 'x'.repeat(DEFAULT_BODY_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request is too large: send at most 64 KB here.' },
    });
  });

  it.each([
    ['/api/probe/401', 401, 'unauthorized'],
    ['/api/probe/403', 403, 'forbidden'],
    ['/api/probe/409', 409, 'conflict'],
  ])('answers %s with %i %s', async (url, status, code) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it('answers a malformed escape or an overlong parameter in the address in the error shape', async () => {
    for (const url of ['/api/events/%ZZ', '/api/events/%C0%80', '/api/events/%']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'validation_error', message: 'The address is not valid: check the link and try again.' },
      });
    }
    const overlong = await app.inject({ method: 'GET', url: `/api/events/${'9'.repeat(1_000)}` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({
      error: { code: 'validation_error', message: 'The address is too long: check the link and try again.' },
    });
  });

  it('keeps per-field detail on a conflict', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/409' });
    expect(response.json().error.fields).toEqual({ productId: 'other currency' });
  });

  it('hides internals of an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret stack detail');
    expect(response.json().error.code).toBe('internal_error');
  });

  it('passes headers such as Retry-After through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/teapot' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
  });

  it('rate-limits with 429, Retry-After and the error shape, counting in the database', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 2; i++) {
      const ok = await app.inject({ method: 'GET', url: '/api/probe/limited', remoteAddress: ip });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await app.inject({ method: 'GET', url: '/api/probe/limited', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/try again in \d+ seconds/);
    // Another client is not affected.
    const other = await app.inject({ method: 'GET', url: '/api/probe/limited', remoteAddress: '198.51.100.4' });
    expect(other.statusCode).toBe(200);
  });
});
