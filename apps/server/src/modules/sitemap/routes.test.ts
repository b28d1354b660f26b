import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { JOURNAL_POSTS } from '@trg/contract/journal-posts';
import { itemSlug } from '@trg/contract/slugs';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createDraftItem, createProfessional } from '../../testing/factories.ts';

const SITE = 'https://grape.example';
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap', parseTagValue: false });

interface Located {
  loc: string;
  lastmod?: string;
}

/** A well-formed sitemap's URLs (entities decoded), or an index's sitemaps. */
function parse(body: string): { urls?: Located[]; sitemaps?: Located[] } {
  expect(XMLValidator.validate(body)).toBe(true);
  const document = parser.parse(body) as { urlset?: { url?: Located[] }; sitemapindex?: { sitemap?: Located[] } };
  if (document.urlset) return { urls: document.urlset.url ?? [] };
  if (document.sitemapindex) return { sitemaps: document.sitemapindex.sitemap ?? [] };
  throw new Error(`neither a urlset nor a sitemapindex: ${body.slice(0, 200)}`);
}

async function get(ctx: TestContext, url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

/** The URLs of a sitemap that fits in one file. */
async function sitemapUrls(ctx: TestContext): Promise<Located[]> {
  const response = await get(ctx, '/sitemap.xml');
  expect(response.statusCode).toBe(200);
  const { urls } = parse(response.body);
  if (!urls) throw new Error('expected a urlset');
  return urls;
}

/** A date and time two hours ago on Greenwich's clock, with sales open until then. */
function twoHoursAgo() {
  const then = new Date(Date.now() - 2 * 3600_000).toISOString();
  const date = then.slice(0, 10);
  const time = then.slice(11, 16);
  return { date, time, salesStartDate: inDays(-30), salesEndDate: date, salesEndTime: time };
}

const sitePages = (site: string) => [
  `${site}/`,
  `${site}/Journal`,
  ...JOURNAL_POSTS.filter((post) => !post.placeholder).map((post) => `${site}/Journal/${post.slug}`),
  `${site}/PrivacyPolicy`,
  `${site}/Events`,
  `${site}/Experiences`,
];

describe('GET /sitemap.xml and /robots.txt', () => {
  let ctx: TestContext;
  let host: Awaited<ReturnType<typeof createProfessional>>;
  let items: Record<
    'event' | 'experience' | 'draft' | 'past' | 'cancelled' | 'started' | 'laterToday',
    { id: number; title: string; updatedAt: Date }
  >;

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: `${SITE}/` });
    host = await createProfessional(ctx.database.db);
    const db = ctx.database.db;
    items = {
      event: await createCatalogItem(db, host.user.id, { title: 'Grower Champagne Evening', date: inDays(20) }),
      experience: await createCatalogItem(db, host.user.id, { kind: 'experience', title: 'Harvest Week', date: inDays(60) }),
      draft: await createDraftItem(db, host.user.id, { title: 'Unfinished Draft', date: inDays(30) }),
      past: await createCatalogItem(db, host.user.id, {
        title: 'Last Year Tasting',
        date: inDays(-3),
        salesStartDate: inDays(-10),
        salesEndDate: inDays(-4),
      }),
      cancelled: await createCatalogItem(db, host.user.id, { title: 'Called Off', status: 'Cancelled', cancelledAt: new Date() }),
      // Two hours ago on Greenwich's clock: begun in Greenwich, three hours away five hours west (the listings' rule).
      started: await createCatalogItem(db, host.user.id, { title: 'Begun Tasting', ...twoHoursAgo(), timeZone: 'GMT' }),
      laterToday: await createCatalogItem(db, host.user.id, { title: 'Late Tasting', ...twoHoursAgo(), timeZone: 'GMT-05:00' }),
    };
  });
  afterAll(async () => ctx?.close());

  it('lists the public pages, every journal post and every item still to come, with absolute URLs from PUBLIC_URL', async () => {
    const response = await get(ctx, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(
      response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);

    const urls = await sitemapUrls(ctx);
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual([
      ...sitePages(SITE).slice(0, 2),
      // The journal's posts newest first, as the journal lists them.
      ...JOURNAL_POSTS.filter((post) => !post.placeholder)
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((post) => `${SITE}/Journal/${post.slug}`),
      ...sitePages(SITE).slice(-3),
      // Events, then experiences, each soonest first.
      `${SITE}/Events/late-tasting-${items.laterToday.id}`,
      `${SITE}/Events/grower-champagne-evening-${items.event.id}`,
      `${SITE}/Experiences/harvest-week-${items.experience.id}`,
    ]);
    expect(new Set(locs).size).toBe(locs.length);

    // A post's date and an item's last change are its lastmod; the site's own pages have none.
    const byLoc = new Map(urls.map((url) => [url.loc, url.lastmod]));
    expect(byLoc.get(`${SITE}/Journal/${JOURNAL_POSTS[0]!.slug}`)).toBe(JOURNAL_POSTS[0]!.date);
    expect(byLoc.get(`${SITE}/Experiences/harvest-week-${items.experience.id}`)).toBe(items.experience.updatedAt.toISOString());
    expect(byLoc.get(`${SITE}/`)).toBeUndefined();
  });

  it('leaves out drafts, cancelled items and items that have begun or whose date has passed', async () => {
    const locs = (await sitemapUrls(ctx)).map((url) => url.loc);
    for (const absent of [items.draft, items.past, items.cancelled, items.started]) {
      expect(locs.filter((loc) => loc.endsWith(`-${absent.id}`))).toEqual([]);
      expect(locs.join('\n')).not.toContain(itemSlug(absent.title, absent.id));
    }
  });

  it('holds an event the host publishes, at its slug, and drops it when the host cancels it', async () => {
    const base = '/api/auth/business-profile/event-details-update';
    const draft = await createCatalogItem(ctx.database.db, host.user.id, {
      title: 'Chalk Cellar Tasting',
      status: 'Draft',
      publishedAt: null,
      imageKey: '/artwork/test.svg',
      date: inDays(45),
      salesEndDate: inDays(44),
    });
    const at = `${SITE}/Events/chalk-cellar-tasting-${draft.id}`;
    // Read first, so that the public cache holds the sitemap without it: publishing must drop that copy.
    expect((await sitemapUrls(ctx)).map((url) => url.loc)).not.toContain(at);

    const published = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${draft.id}/`,
      payload: { publishEvent: true },
      headers: host.headers,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'Active' });
    expect((await sitemapUrls(ctx)).map((url) => url.loc)).toContain(at);

    // A new title is a new slug: the sitemap names the current one only.
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${draft.id}/`,
      payload: { eventTitle: 'Chalk Cellar Night' },
      headers: host.headers,
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = (await sitemapUrls(ctx)).map((url) => url.loc);
    expect(afterRename).toContain(`${SITE}/Events/chalk-cellar-night-${draft.id}`);
    expect(afterRename).not.toContain(at);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${draft.id}/`,
      payload: { cancelEvent: true },
      headers: host.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await sitemapUrls(ctx)).filter((url) => url.loc.endsWith(`-${draft.id}`))).toEqual([]);
  });

  it('robots.txt keeps crawlers out of the dashboards, cart, checkout and API, and points to the sitemap at PUBLIC_URL', async () => {
    const response = await get(ctx, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /Mydashboard',
        'Disallow: /operator',
        'Disallow: /Cart',
        'Disallow: /Checkout',
        'Disallow: /api/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('keeps the sitemap and robots.txt out of the API documentation, as the site pages are', async () => {
    const documented = Object.keys((await get(ctx, '/api/docs/json')).json().paths);
    expect(documented).toContain('/api/events');
    expect(documented.filter((path) => path.includes('sitemap') || path.includes('robots'))).toEqual([]);
  });

  it('answers one file, so /sitemap-1.xml repeats it and /sitemap-2.xml is not found', async () => {
    const whole = (await sitemapUrls(ctx)).map((url) => url.loc);
    const first = await get(ctx, '/sitemap-1.xml');
    expect(first.statusCode).toBe(200);
    expect(parse(first.body).urls?.map((url) => url.loc)).toEqual(whole);
    const second = await get(ctx, '/sitemap-2.xml');
    expect(second.statusCode).toBe(404);
    expect(second.json().error.code).toBeTypeOf('string');
    expect((await get(ctx, '/sitemap-0.xml')).statusCode).toBe(400);
    expect((await get(ctx, '/sitemap-x.xml')).statusCode).toBe(400);
  });
});

describe('a sitemap longer than one file', () => {
  const PAGE_SIZE = 3;
  let ctx: TestContext;
  let expected: string[];

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: SITE, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) });
    const host = await createProfessional(ctx.database.db);
    const events = [];
    for (let day = 1; day <= 4; day += 1)
      events.push(await createCatalogItem(ctx.database.db, host.user.id, { title: `Tasting ${day}`, date: inDays(day * 10) }));
    const experiences = [];
    for (let day = 1; day <= 3; day += 1) {
      experiences.push(
        await createCatalogItem(ctx.database.db, host.user.id, { kind: 'experience', title: `Stay ${day}`, date: inDays(day * 7) }),
      );
    }
    await createDraftItem(ctx.database.db, host.user.id, { title: 'Hidden draft' });
    expected = [
      ...sitePages(SITE),
      ...events.map((item) => `${SITE}/Events/${itemSlug(item.title, item.id)}`),
      ...experiences.map((item) => `${SITE}/Experiences/${itemSlug(item.title, item.id)}`),
    ];
  });
  afterAll(async () => ctx?.close());

  it('answers an index of pages of at most the page size, which list every URL exactly once', async () => {
    const response = await get(ctx, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { sitemaps } = parse(response.body);
    const pageCount = Math.ceil(expected.length / PAGE_SIZE);
    expect(sitemaps?.map((sitemap) => sitemap.loc)).toEqual(
      Array.from({ length: pageCount }, (_, index) => `${SITE}/sitemap-${index + 1}.xml`),
    );

    const listed: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const pageResponse = await get(ctx, `/sitemap-${page}.xml`);
      expect(pageResponse.statusCode).toBe(200);
      expect(pageResponse.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = parse(pageResponse.body).urls ?? [];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      listed.push(...urls.map((url) => url.loc));
    }
    // In order, each once: the site's pages, then the events and the experiences soonest first.
    expect(listed).toEqual(expected);
    expect((await get(ctx, `/sitemap-${pageCount + 1}.xml`)).statusCode).toBe(404);
  });
});

describe('XML escaping', () => {
  let ctx: TestContext;
  const site = "https://grape.example/wine&dine's";

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: site });
  });
  afterAll(async () => ctx?.close());

  it('escapes what XML reserves and percent-encodes what a URL does', async () => {
    const host = await createProfessional(ctx.database.db);
    const item = await createCatalogItem(ctx.database.db, host.user.id, { title: 'Côte <Rôtie> & "Friends"' });
    const response = await get(ctx, '/sitemap.xml');
    expect(response.body).toContain('<loc>https://grape.example/wine&amp;dine&apos;s/Journal</loc>');
    expect(response.body).toContain(`<loc>https://grape.example/wine&amp;dine&apos;s/Events/cote-rotie-friends-${item.id}</loc>`);
    expect(response.body).not.toMatch(/&(?!(amp|apos|quot|lt|gt);)/);
    const locs = (parse(response.body).urls ?? []).map((url) => url.loc);
    expect(locs).toContain(`${site}/Events/cote-rotie-friends-${item.id}`);
  });
});
