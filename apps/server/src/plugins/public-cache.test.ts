import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, hostPaths } from '@trg/contract/api-paths';
import { WINE_REFERENCE_PATHS } from '@trg/contract/wine-reference';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { acceptedEncoding } from './public-cache.ts';
import { createCatalogItem, createMember, createProfessional } from '../testing/factories.ts';
import { cartClient } from '../testing/cart.ts';
import { catalogItems } from '../modules/catalog/schema.ts';
import { itemTag, listingTag } from '../modules/catalog/cache-tags.ts';

const LIVE = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';
const WEAK_ETAG = /^W\/"[\w-]+"$/;

/** A built web app of one page, whose HTML a test can change behind the server's back. */
function webDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-web-'));
  const write = (marker: string) => fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${marker}</title>`);
  write('build one');
  return { dir, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The real app on a fresh database with a host who owns the items the tests make. */
function useApp(env: NodeJS.ProcessEnv = {}) {
  const web = webDist();
  let ctx: TestContext | undefined;
  let host: Awaited<ReturnType<typeof createProfessional>> | undefined;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: web.dir, ...env });
    host = await createProfessional(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
    web.remove();
  });
  const context = () => {
    if (!ctx || !host) throw new Error('the app is open only inside tests');
    return { ...ctx, host };
  };
  return {
    web,
    context,
    get: (url: string, headers: Record<string, string> = {}) => context().app.inject({ method: 'GET', url, headers }),
    /** An Active event in its own country, so that each test reads a listing (and a cache key) of its own. */
    item: (country: string, overrides: Parameters<typeof createCatalogItem>[2] = {}) =>
      createCatalogItem(context().database.db, context().host.user.id, { locationCountry: country, ...overrides }),
    /** A change the app is not told about: only the cache's window or an invalidation shows it. */
    retitleBehindTheBack: async (id: number, title: string) => {
      await context().app.db.update(catalogItems).set({ title }).where(eq(catalogItems.id, id));
    },
    hostUpdate: (id: number, payload: Record<string, unknown>) =>
      context().app.inject({
        method: 'POST',
        url: hostPaths('event').update.replace(':id', String(id)),
        payload,
        headers: context().host.headers,
      }),
  };
}

const listingUrl = (country: string) => `${API_PATHS.catalog.event.listing}?country=${country}&pageSize=50`;
const detailUrl = (id: number) => API_PATHS.catalog.event.item.replace(':id', String(id));
const titlesIn = (response: LightMyRequestResponse) =>
  response.json<{ results: { eventTitle: string }[] }>().results.map((card) => card.eventTitle);
const titleOf = (response: LightMyRequestResponse) => response.json<{ eventTitle: string }>().eventTitle;

/** The headers a client sees, without those that differ on every answer (and the length, which differs once a kept answer is sent precompressed). */
function steadyHeaders(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, age: _age, 'content-length': _length, ...rest } = response.headers;
  return rest;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the public cache (PUBLIC_CACHE_SECONDS=2, the default)', () => {
  const bed = useApp({ PUBLIC_CACHE_MB: '1' });

  describe('ETags and 304s', () => {
    it('the listing and the detail carry a weak ETag, a short shared-cache life and Vary: Authorization; a match answers 304 with no body', async () => {
      const event = await bed.item('AT');
      for (const url of [listingUrl('AT'), detailUrl(event.id)]) {
        const first = await bed.get(url);
        expect(first.statusCode).toBe(200);
        expect(first.headers.etag).toMatch(WEAK_ETAG);
        expect(first.headers['cache-control']).toBe(LIVE);
        expect(first.headers.vary).toMatch(/authorization/i);

        const again = await bed.get(url, { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['cache-control']).toBe(LIVE);

        // A strong form of the same tag, or one of a list, matches too (weak comparison).
        const listed = await bed.get(url, { 'if-none-match': `"other", ${String(first.headers.etag).replace(/^W\//, '')}` });
        expect(listed.statusCode).toBe(304);
        expect((await bed.get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
      }
    });

    it('a changed item gets a new ETag, and the old one no longer answers 304', async () => {
      const event = await bed.item('BE', { title: 'Before the Edit' });
      const before = await bed.get(detailUrl(event.id));
      expect((await bed.hostUpdate(event.id, { eventTitle: 'After the Edit' })).statusCode).toBe(200);

      const after = await bed.get(detailUrl(event.id), { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(titleOf(after)).toBe('After the Edit');
      expect(after.headers.etag).toMatch(WEAK_ETAG);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('the home and journal article HTML is revalidated on every use (no-cache) by its ETag, and still hands out a CSRF cookie', async () => {
      for (const url of ['/', '/Journal', '/Journal/the-chalk-cellars-of-reims']) {
        const first = await bed.get(url);
        expect(first.statusCode).toBe(200);
        expect(first.body).toContain('build one');
        // A first visit is given its csrftoken cookie, so no shared cache may keep this answer for the next visitor.
        expect(String(first.headers['set-cookie'])).toMatch(/^csrftoken=/);
        expect(first.headers['cache-control']).toBe('private, no-cache');
        expect(first.headers.vary).toBe('Authorization, Cookie');
        expect(first.headers.etag).toMatch(WEAK_ETAG);
        const again = await bed.get(url, { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        // Served from the cache, the page still gives a new client its csrftoken cookie, privately.
        expect(String(again.headers['set-cookie'])).toMatch(/^csrftoken=/);
        expect(again.headers['cache-control']).toBe('private, no-cache');
        // A visitor who holds the cookie gets an answer any cache may keep (by Cookie), with no Set-Cookie.
        const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
        const returning = await bed.get(url, { cookie });
        expect(returning.statusCode).toBe(200);
        expect(returning.headers['set-cookie']).toBeUndefined();
        expect(returning.headers['cache-control']).toBe('no-cache');
        expect(returning.headers.vary).toBe('Authorization, Cookie');
        expect(returning.headers.etag).toBe(first.headers.etag);
      }
    });

    it('a new build of the HTML gets a new ETag once the pages are dropped', async () => {
      const before = await bed.get('/Journal/a-new-build');
      bed.web.write('build two');
      bed.context().app.publicCache.invalidate('pages');
      const after = await bed.get('/Journal/a-new-build', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('build two');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      bed.web.write('build one');
      bed.context().app.publicCache.invalidate('pages');
    });

    it('the news and the wine reference data answer 304 to their ETag and may be kept for minutes', async () => {
      const news = await bed.get(API_PATHS.champagneNews);
      expect(news.statusCode).toBe(200);
      expect(news.headers['cache-control']).toBe('public, max-age=300');
      expect(news.headers.etag).toMatch(WEAK_ETAG);
      expect((await bed.get(API_PATHS.champagneNews, { 'if-none-match': String(news.headers.etag) })).statusCode).toBe(304);

      // Reference data sits behind a token: private to the browser, five minutes fresh, then a 304.
      const member = await createMember(bed.context().database.db);
      const reference = await bed.get(WINE_REFERENCE_PATHS.wineReferenceData, member.headers);
      expect(reference.statusCode).toBe(200);
      expect(reference.headers['cache-control']).toBe('private, max-age=300');
      const revalidated = await bed.get(WINE_REFERENCE_PATHS.wineReferenceData, {
        ...member.headers,
        'if-none-match': String(reference.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('errors are never kept: a bad query answers 400 and a draft 404, with no-store', async () => {
      const bad = await bed.get(`${API_PATHS.catalog.event.listing}?page=0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      expect(bad.headers['cache-control']).toBe('no-store');
      expect(bad.headers.etag).toBeUndefined();

      const draft = await bed.item('BG', { status: 'Draft', publishedAt: null });
      expect((await bed.get(detailUrl(draft.id))).statusCode).toBe(404);
      // Published behind the app's back: a kept 404 would hide it for the window.
      await bed.context().app.db.update(catalogItems).set({ status: 'Active' }).where(eq(catalogItems.id, draft.id));
      expect((await bed.get(detailUrl(draft.id))).statusCode).toBe(200);
    });
  });

  describe('the in-process cache', () => {
    it('answers a repeat from memory with the same headers, security headers and compression as the first answer', async () => {
      for (const n of [1, 2, 3, 4, 5]) await bed.item('PT', { title: `Port Lodge Tasting ${n}` });
      const gzip = { 'accept-encoding': 'gzip' };
      const miss = await bed.get(listingUrl('PT'), gzip);
      const hit = await bed.get(listingUrl('PT'), gzip);
      expect(miss.statusCode).toBe(200);
      expect(hit.statusCode).toBe(200);
      expect(miss.headers['content-encoding']).toBe('gzip');
      expect(steadyHeaders(hit)).toEqual(steadyHeaders(miss));
      expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
      expect(hit.headers['permissions-policy']).toBeDefined();
      expect(hit.headers['x-request-id']).toBeDefined();
      expect(hit.headers.vary).toMatch(/authorization.*accept-encoding/i);
      expect(Number(hit.headers.age)).toBeGreaterThanOrEqual(0);
      expect(gunzipSync(hit.rawPayload).toString()).toBe(gunzipSync(miss.rawPayload).toString());
    });

    it('sends a kept answer compressed once, in brotli or gzip as the client accepts, and as it is to one that accepts neither', async () => {
      for (const n of [1, 2, 3, 4, 5]) await bed.item('GR', { title: `Santorini Assyrtiko Evening ${n}` });
      const plain = await bed.get(listingUrl('GR'));
      // Kept at once; its encodings are made on libuv's threads moments later.
      let hit = await bed.get(listingUrl('GR'), { 'accept-encoding': 'gzip, deflate, br' });
      for (let tries = 0; hit.headers['content-encoding'] !== 'br' && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        hit = await bed.get(listingUrl('GR'), { 'accept-encoding': 'gzip, deflate, br' });
      }
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers.vary).toMatch(/authorization.*accept-encoding/i);
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
      expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(plain.body);

      const gzipOnly = await bed.get(listingUrl('GR'), { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);

      const neither = await bed.get(listingUrl('GR'), { 'accept-encoding': 'identity' });
      expect(neither.headers['content-encoding']).toBeUndefined();
      expect(neither.body).toBe(plain.body);
    });

    it("keeps the answer for the window: a change behind the app's back shows only after invalidate, or after the window", async () => {
      const event = await bed.item('CZ', { title: 'Prague Cellar Walk' });
      expect(titlesIn(await bed.get(listingUrl('CZ')))).toEqual(['Prague Cellar Walk']);
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Prague Cellar Walk');

      await bed.retitleBehindTheBack(event.id, 'Brno Cellar Walk');
      expect(titlesIn(await bed.get(listingUrl('CZ')))).toEqual(['Prague Cellar Walk']);
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Prague Cellar Walk');
      // A HEAD is answered too, with the GET's ETag and no body.
      const head = await bed.context().app.inject({ method: 'HEAD', url: detailUrl(event.id) });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toMatch(WEAK_ETAG);

      bed.context().app.publicCache.invalidate(listingTag('event'), itemTag(event.id));
      expect(titlesIn(await bed.get(listingUrl('CZ')))).toEqual(['Brno Cellar Walk']);
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Brno Cellar Walk');

      await bed.retitleBehindTheBack(event.id, 'Olomouc Cellar Walk');
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Brno Cellar Walk');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2_001);
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Olomouc Cellar Walk');
      expect(titlesIn(await bed.get(listingUrl('CZ')))).toEqual(['Olomouc Cellar Walk']);
    });
  });

  describe('writes drop what they change at once', () => {
    it('publishing puts the item in the cached listing', async () => {
      await bed.item('DK', { title: 'Copenhagen Natural Wines' });
      const draft = await bed.item('DK', { title: 'Aarhus Cider and Wine', status: 'Draft', publishedAt: null, imageKey: 'test-image' });
      expect(titlesIn(await bed.get(listingUrl('DK')))).toEqual(['Copenhagen Natural Wines']);

      expect((await bed.hostUpdate(draft.id, { publishEvent: true })).statusCode).toBe(200);
      expect(titlesIn(await bed.get(listingUrl('DK')))).toEqual(
        expect.arrayContaining(['Copenhagen Natural Wines', 'Aarhus Cider and Wine']),
      );
      expect((await bed.get(detailUrl(draft.id))).statusCode).toBe(200);
    });

    it('an edit shows in the cached detail and listing', async () => {
      const event = await bed.item('EE', { title: 'Tallinn Tasting' });
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Tallinn Tasting');
      expect(titlesIn(await bed.get(listingUrl('EE')))).toEqual(['Tallinn Tasting']);

      expect((await bed.hostUpdate(event.id, { eventTitle: 'Tartu Tasting' })).statusCode).toBe(200);
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Tartu Tasting');
      expect(titlesIn(await bed.get(listingUrl('EE')))).toEqual(['Tartu Tasting']);
    });

    it('a cancelled item answers 404 and leaves the cached listing', async () => {
      const event = await bed.item('FI', { title: 'Helsinki Fizz' });
      expect((await bed.get(detailUrl(event.id))).statusCode).toBe(200);
      expect(titlesIn(await bed.get(listingUrl('FI')))).toEqual(['Helsinki Fizz']);

      expect((await bed.hostUpdate(event.id, { cancelEvent: true })).statusCode).toBe(200);
      expect((await bed.get(detailUrl(event.id))).statusCode).toBe(404);
      expect(titlesIn(await bed.get(listingUrl('FI')))).toEqual([]);
    });

    it('holding, letting go of and selling the last ticket through the cart shows in the cached detail at once', async () => {
      const event = await bed.item('GR', { title: 'Santorini Assyrtiko', quantity: 1, maximumQuantity: 1 });
      const availability = async () => {
        const detail = (await bed.get(detailUrl(event.id))).json<{ salesState: string; ticketsAvailable: number }>();
        return { salesState: detail.salesState, ticketsAvailable: detail.ticketsAvailable };
      };
      expect(await availability()).toEqual({ salesState: 'open', ticketsAvailable: 1 });

      const cart = cartClient(bed.context().app);
      const member = await createMember(bed.context().database.db);
      const added = await cart.add(member.headers, event.id);
      expect(added.statusCode).toBe(200);
      const orderId = cart.json<{ OrderId: number }>(added).OrderId;
      expect(await availability()).toEqual({ salesState: 'open', ticketsAvailable: 1 });

      // Checkout holds the ticket...
      const intent = await cart.intent(member.headers, orderId);
      expect(intent.statusCode).toBe(200);
      expect(await availability()).toEqual({ salesState: 'sold-out', ticketsAvailable: 0 });

      // ...a change to the cart lets it go (and the member takes it again)...
      expect((await cart.update(member.headers, { productGroup: 'Events', productId: event.id, action: 'remove' })).statusCode).toBe(200);
      expect(await availability()).toEqual({ salesState: 'open', ticketsAvailable: 1 });
      expect((await cart.add(member.headers, event.id)).statusCode).toBe(200);
      const retry = await cart.intent(member.headers, orderId);
      expect(retry.statusCode).toBe(200);

      // ...and paying sells it.
      const paid = await cart.pay(member.headers, cart.json<{ client_secret: string }>(retry).client_secret);
      expect(paid.statusCode).toBe(200);
      expect((await cart.complete(member.headers, orderId)).statusCode).toBe(200);
      expect(await availability()).toEqual({ salesState: 'sold-out', ticketsAvailable: 0 });
    });
  });

  describe('signed-in requests', () => {
    it('are neither answered from the cache nor kept in it, and are marked private, no-store', async () => {
      const member = await createMember(bed.context().database.db);
      const event = await bed.item('HU', { title: 'Tokaji Evening' });
      expect(titleOf(await bed.get(detailUrl(event.id)))).toBe('Tokaji Evening');
      await bed.retitleBehindTheBack(event.id, 'Eger Evening');

      const signedIn = await bed.get(detailUrl(event.id), member.headers);
      expect(titleOf(signedIn)).toBe('Eger Evening');
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.headers.vary).toMatch(/authorization/i);
      expect(signedIn.headers.etag).toBeUndefined();
      // An unknown token is no different: the header alone keeps the answer out of the cache.
      expect(titleOf(await bed.get(detailUrl(event.id), { authorization: 'Token nottherealtoken1234' }))).toBe('Eger Evening');

      // A listing first read signed in was not kept: an anonymous read after a change sees the change.
      const listing = await bed.get(listingUrl('HU'), member.headers);
      expect(titlesIn(listing)).toEqual(['Eger Evening']);
      expect(listing.headers['cache-control']).toBe('private, no-store');
      await bed.retitleBehindTheBack(event.id, 'Villány Evening');
      expect(titlesIn(await bed.get(listingUrl('HU')))).toEqual(['Villány Evening']);
    });
  });

  describe('the cap on memory', () => {
    it('keeps at most PUBLIC_CACHE_MB of answers, dropping the oldest first', async () => {
      const app = bed.context().app;
      // Pages of 20 KB each: 60 of them are more than the 1 MB this bed allows.
      bed.web.write(`build one ${'x'.repeat(20_000)}`);
      const pages = Array.from({ length: 60 }, (_, n) => `/Journal/crawled-${n}`);
      for (const page of pages) expect((await bed.get(page)).statusCode).toBe(200);
      expect(app.publicCache.bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(app.publicCache.size).toBeGreaterThan(40);
      expect(app.publicCache.size).toBeLessThan(60);

      bed.web.write('build three');
      // The first pages were dropped and are read afresh; the latest are still kept.
      expect((await bed.get(pages[0]!)).body).toContain('build three');
      expect((await bed.get(pages.at(-1)!)).body).toContain('build one');
      expect(app.publicCache.bytes).toBeLessThanOrEqual(1024 * 1024);
    });

    it('keeps one entry for a page whatever parameters it does not read, in any order', async () => {
      const app = bed.context().app;
      bed.web.write('build four');
      const before = app.publicCache.size;
      const first = await bed.get('/Events?country=PT&page=1');
      for (let n = 0; n < 50; n += 1) {
        const again = await bed.get(`/Events/?page=1&utm_source=mail-${n}&country=PT&fbclid=${n}`);
        expect(again.statusCode).toBe(200);
        expect(again.headers.etag).toBe(first.headers.etag);
      }
      expect(app.publicCache.size).toBe(before + 1);
      // A parameter the page reads is a page of its own.
      await bed.get('/Events?country=ES&page=1');
      expect(app.publicCache.size).toBe(before + 2);
    });
  });
});

describe('PUBLIC_CACHE_SECONDS=0', () => {
  const bed = useApp({ PUBLIC_CACHE_SECONDS: '0' });

  it('keeps nothing in memory, yet answers ETags and 304s', async () => {
    const event = await bed.item('IE', { title: 'Dublin Wine Fair' });
    const first = await bed.get(detailUrl(event.id));
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(WEAK_ETAG);
    expect((await bed.get(detailUrl(event.id), { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await bed.retitleBehindTheBack(event.id, 'Cork Wine Fair');
    const changed = await bed.get(detailUrl(event.id), { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(titleOf(changed)).toBe('Cork Wine Fair');
    expect(titlesIn(await bed.get(listingUrl('IE')))).toEqual(['Cork Wine Fair']);
    expect(bed.context().app.publicCache.size).toBe(0);
  });
});

describe('the encoding sent from the cache', () => {
  const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ])('for Accept-Encoding %s is %s', (header, expected) => {
    expect(acceptedEncoding(header, both)).toBe(expected);
  });

  it('is one the answer is kept in', () => {
    expect(acceptedEncoding('br, gzip', { gzip: Buffer.from('g') })).toBe('gzip');
    expect(acceptedEncoding('br, gzip', {})).toBeUndefined();
  });
});
