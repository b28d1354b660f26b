import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { cleanPath, cleanReferrer } from './page-views.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const views = () =>
  queryRows<{ path: string; referrer: string | null }>(ctx.database.db, sql`select path, referrer from page_views order by id`);

describe('POST /api/pageview', () => {
  it('records the path and referrer without a cookie, answering 204', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/pageview',
      payload: { path: '/Journal', referrer: 'https://www.example.org/wine/articles?utm_source=x#top' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await views()).at(-1)).toEqual({ path: '/Journal', referrer: 'https://www.example.org/wine/articles' });
  });

  it('keeps no query string or fragment of the path, which may hold what a person typed', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/pageview/', payload: { path: '/login?next=%2FCart&email=a@b.co#x' } });
    expect((await views()).at(-1)).toEqual({ path: '/login', referrer: null });
  });

  it('accepts an empty or missing referrer', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/pageview', payload: { path: '/', referrer: '' } });
    expect(response.statusCode).toBe(204);
    expect((await views()).at(-1)).toEqual({ path: '/', referrer: null });
  });

  it('refuses a path that is not a site path', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/pageview', payload: { path: 'https://evil.example/' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ path: 'path should start with /' });
  });

  it('limits each client address to 120 views a minute', async () => {
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/pageview', remoteAddress: '10.9.9.9', payload: { path: '/Journal' } });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('cleaning what is stored', () => {
  it.each([
    ['/Journal/rhone', '/Journal/rhone'],
    ['/?q=1', '/'],
    ['/Cart#summary', '/Cart'],
  ])('path %s is stored as %s', (input, output) => {
    expect(cleanPath(input)).toBe(output);
  });

  it.each([
    ['https://user:secret@search.example/?q=wine', 'https://search.example/'],
    ['http://localhost:3000/Journal?x', 'http://localhost:3000/Journal'],
    ['android-app://com.example', null],
    ['not a url', null],
    [null, null],
  ])('referrer %s is stored as %s', (input, output) => {
    expect(cleanReferrer(input)).toBe(output);
  });
});
