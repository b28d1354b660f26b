import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../testing/factories.ts';
import { sampleOf } from '../testing/metrics.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const scrape = async (headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('GET /metrics', () => {
  it('times requests by route pattern, never by the address asked for', async () => {
    const host = await createProfessional(ctx.database.db);
    const event = await createCatalogItem(ctx.database.db, host.user.id);
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/events/:id', status_code: '200' };
    const count = (text: string) => sampleOf(text, 'http_request_duration_seconds_count', labels) ?? 0;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events/987654' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/123' })).statusCode).toBe(404);

    const after = await scrape();
    expect(count(after) - count(before)).toBe(1);
    expect(sampleOf(after, 'http_request_duration_seconds_count', { ...labels, status_code: '404' })).toBe(1);
    expect(after).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/events\/:id",status_code="200"\}/);
    // No raw address became a label.
    expect(after).not.toContain(`/api/events/${event.id}"`);
    expect(after).not.toContain('no-such-thing');
    // The process's own metrics come along.
    expect(sampleOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(after, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it("counts the public cache's hits and misses and shows what it keeps", async () => {
    const before = await scrape();
    const url = '/api/events?page=1&pageSize=12&online=false';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();
    const grew = (result: string) =>
      (sampleOf(after, 'trg_public_cache_requests_total', { result }) ?? 0) -
      (sampleOf(before, 'trg_public_cache_requests_total', { result }) ?? 0);
    expect(grew('miss')).toBe(1);
    expect(grew('hit')).toBe(1);
    expect(sampleOf(after, 'trg_public_cache_entries')).toBe(ctx.app.publicCache.size);
    expect(sampleOf(after, 'trg_public_cache_bytes')).toBeGreaterThan(0);
  });

  it('shows the jobs waiting in each queue, read when scraped', async () => {
    await ctx.app.queue.send('host-digests', {});
    const waiting = sampleOf(await scrape(), 'trg_queue_jobs', { queue: 'host-digests', state: 'created' });
    expect(waiting).toBe(1);
    await ctx.app.queue.workDue(['host-digests']);
    expect(sampleOf(await scrape(), 'trg_queue_jobs', { queue: 'host-digests' })).toBeUndefined();
  });

  it('is no page to cache, and is left out of the API document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys((JSON.parse(document.body) as { paths: object }).paths)).not.toContain('/metrics');
  });
});

describe('METRICS_TOKEN', () => {
  const token = 'a-scraper-secret-of-some-length';
  let guarded: TestContext;
  let production: TestContext;
  beforeAll(async () => {
    guarded = await createTestApp({ METRICS_TOKEN: token });
    production = await createTestApp({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      MAIL_TRANSPORT: 'files',
      ALLOW_HTTP_PUBLIC_URL: 'true',
    });
  });
  afterAll(async () => {
    await guarded.close();
    await production.close();
  });

  it('asks for the bearer token when set, and refuses any other', async () => {
    const get = (authorization?: string) =>
      guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    const none = await get();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await get(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await get(`Bearer ${token.slice(0, -1)}`)).statusCode).toBe(401);
    expect((await get(`Token ${token}`)).statusCode).toBe(401);
    const right = await get(`Bearer ${token}`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('is off in production without a token', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
