import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createFeedReader } from './feed-reader.ts';

const feed = (title: string) =>
  `<rss><channel><item><title>${title}</title><link>https://news.example/1</link><pubDate>Mon, 01 Jun 2026 08:00:00 GMT</pubDate><description>Bubbles.</description></item></channel></rss>`;

/** A feed server on the loopback address whose answer each test chooses. */
let respond: (res: http.ServerResponse) => void = (res) => res.end(feed('First'));
let hits = 0;
const server = http.createServer((_req, res) => {
  hits += 1;
  respond(res);
});
let feedUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/champagne.xml`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  respond = (res) => res.end(feed('First'));
  hits = 0;
});

describe('GET /api/news/champagne', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('answers the stories of the configured feed', async () => {
    ctx = await createTestApp({ NEWS_FEED_URL: feedUrl });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/news/champagne' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { title: 'First', link: 'https://news.example/1', publishedAt: '2026-06-01T08:00:00.000Z', summary: 'Bubbles.', imageUrl: null },
      ],
    });
    // With a feed, the page may show the stories' https pictures.
    expect(response.headers['content-security-policy']).toMatch(/img-src [^;]*https:/);
  });

  it('answers an empty list when no feed is configured', async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/news/champagne' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
    expect(hits).toBe(0);
  });

  it('answers an empty list when the feed is down', async () => {
    respond = (res) => {
      res.statusCode = 503;
      res.end('down');
    };
    ctx = await createTestApp({ NEWS_FEED_URL: feedUrl });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/news/champagne' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it('answers an empty list when the feed address does not answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    ctx = await createTestApp({ NEWS_FEED_URL: `http://127.0.0.1:${port}/feed` });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/news/champagne' });
    expect(response.json()).toEqual({ items: [] });
  });
});

describe('the feed reader', () => {
  it('gives up on a slow feed after its timeout', async () => {
    respond = () => undefined; // never answers
    const reader = createFeedReader({ url: feedUrl, timeoutMs: 200 });
    const started = Date.now();
    expect(await reader.read()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('serves from its cache until the time to live has passed', async () => {
    let now = 0;
    const reader = createFeedReader({ url: feedUrl, ttlMs: 1_000, now: () => now });
    expect((await reader.read())[0]?.title).toBe('First');
    respond = (res) => res.end(feed('Second'));
    now = 500;
    expect((await reader.read())[0]?.title).toBe('First');
    expect(hits).toBe(1);
    now = 1_500;
    await reader.read(); // serves the stale stories while it refreshes
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await reader.read())[0]?.title).toBe('Second');
    expect(hits).toBe(2);
  });

  it('keeps serving recent stories while the feed is failing, and waits before asking it again', async () => {
    let now = 0;
    const reader = createFeedReader({ url: feedUrl, ttlMs: 1_000, staleMs: 10_000, retryMs: 5_000, now: () => now });
    await reader.read();
    respond = (res) => {
      res.statusCode = 500;
      res.end();
    };
    now = 2_000;
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await reader.read())[0]?.title).toBe('First');
    expect(hits).toBe(2);
    now = 3_000;
    await reader.read();
    expect(hits).toBe(2);
    now = 20_000; // too old to show, and the feed still fails
    expect(await reader.read()).toEqual([]);
  });

  it('refuses a feed larger than its limit', async () => {
    respond = (res) => res.end(feed('x'.repeat(5_000)));
    const reader = createFeedReader({ url: feedUrl, maxBytes: 1_000 });
    expect(await reader.read()).toEqual([]);
  });
});
