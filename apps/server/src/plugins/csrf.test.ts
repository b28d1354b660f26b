import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { csrfRoutes } from '../modules/health/csrf-routes.ts';
import { CSRF_MESSAGE, csrfPlugin } from './csrf.ts';

const PROBE = '/api/csrf-probe';
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(PROBE, { config: { csrf: true }, schema: { body: z.object({ name: z.string().min(1) }) } }, async () => ({ ok: true }));
};

/** Another server: only the CSRF plugin and GET /api/csrf, with a key of its own. */
async function otherServerApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(csrfPlugin, { secureCookies: false, secretKey: 'another-server-entirely-'.repeat(2) });
  await app.register(csrfRoutes);
  return app;
}

let ctx: TestContext;
let otherServer: Awaited<ReturnType<typeof otherServerApp>>;
beforeAll(async () => {
  ctx = await createTestApp({}, { probeRoutes });
  otherServer = await otherServerApp();
});
afterAll(async () => {
  await ctx?.close();
  await otherServer?.close();
});

/** What a browser gets from GET /api/csrf: the cookie it stores and the token in the body. */
async function issue(app: { inject: TestContext['app']['inject'] } = ctx.app, cookie?: string) {
  const response = await app.inject({ method: 'GET', url: API_PATHS.csrf, cookies: cookie ? { csrftoken: cookie } : {} });
  expect(response.statusCode).toBe(200);
  const token: string = response.json().csrftoken;
  return { cookie: response.cookies.find((c) => c.name === 'csrftoken')?.value ?? cookie ?? '', token };
}

function post(cookie: string | undefined, header: string | undefined, payload: string = JSON.stringify({ name: 'Margaux' })) {
  return ctx.app.inject({
    method: 'POST',
    url: PROBE,
    payload,
    cookies: cookie === undefined ? {} : { csrftoken: cookie },
    headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { 'x-csrftoken': header }) },
  });
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ error: { code: 'forbidden', message: CSRF_MESSAGE } });
}

const freshCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'csrftoken')?.value;

describe('CSRF tokens the server issued', () => {
  it('accepts the masked token from GET /api/csrf with its cookie', async () => {
    const { cookie, token } = await issue();
    expect(token).not.toBe(cookie);
    const response = await post(cookie, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it("accepts the cookie's own value copied into X-CSRFToken, as the spec's client sends it", async () => {
    const { cookie } = await issue();
    expect((await post(cookie, cookie)).statusCode).toBe(200);
  });

  it('hands out a different token on every response, each valid for the same cookie', async () => {
    const first = await issue();
    const second = await issue(ctx.app, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(second.token).not.toBe(first.token);
    expect((await post(first.cookie, first.token)).statusCode).toBe(200);
    expect((await post(first.cookie, second.token)).statusCode).toBe(200);
  });

  it('refuses a matching cookie and header the client made up, and issues a real cookie instead', async () => {
    for (const madeUp of [randomBytes(32).toString('base64url'), randomBytes(64).toString('base64url')]) {
      const response = await post(madeUp, madeUp);
      expectRefused(response);
      const replacement = freshCookie(response);
      expect(replacement).toMatch(/^[\w-]{32,}$/);
      expect(replacement).not.toBe(madeUp);
      expect((await post(replacement, replacement)).statusCode).toBe(200);
    }
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const { cookie } = await issue();
    const tampered = `${cookie.slice(0, 50)}${cookie[50] === 'A' ? 'B' : 'A'}${cookie.slice(51)}`;
    expectRefused(await post(tampered, tampered));
  });

  it('refuses a cookie and token another server (with another key) issued', async () => {
    const foreign = await issue(otherServer);
    expectRefused(await post(foreign.cookie, foreign.token));
    expectRefused(await post(foreign.cookie, foreign.cookie));
  });

  it("refuses a real cookie with a header from another client's secret", async () => {
    const mine = await issue();
    const theirs = await issue();
    expectRefused(await post(mine.cookie, theirs.token));
    expectRefused(await post(mine.cookie, theirs.cookie));
    const response = await post(mine.cookie, theirs.token);
    expect(freshCookie(response)).toBeUndefined();
  });

  it('refuses a post without the header or without the cookie', async () => {
    const { cookie, token } = await issue();
    expectRefused(await post(cookie, undefined));
    const cookieless = await post(undefined, token);
    expectRefused(cookieless);
    expect(freshCookie(cookieless)).toMatch(/^[\w-]{32,}$/);
  });

  it('refuses a forged post with 403 before its body is read, however bad the body', async () => {
    const { cookie } = await issue();
    expectRefused(await post(cookie, undefined, '{"name": '));
    expectRefused(await post(cookie, undefined, JSON.stringify({ name: '' })));
    expectRefused(await post(undefined, undefined, 'not json at all'));
    // With the header, the same bodies reach validation.
    expect((await post(cookie, cookie, JSON.stringify({ name: '' }))).statusCode).toBe(400);
  });
});
