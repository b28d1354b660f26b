import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { matchPage, pagePath, SITE_PAGES } from '@trg/contract/pages';
import { PAGE_SCRIPTS_ID } from '@trg/contract/page-scripts';
import { createTestApp, type TestContext } from './testing/test-app.ts';
import { createCatalogItem, createProfessional } from './testing/factories.ts';
import { itemTag, listingTag } from './modules/catalog/cache-tags.ts';

/*
 * Every page of the page manifest as the server answers it, with the web's server renderer built from its source
 * (no `npm run build` needed): a stand-in build whose renderer module re-exports apps/web/src/entry-server.tsx,
 * which Vitest compiles as it imports it. The public pages come rendered, with their head, and in the sitemap when
 * the manifest says so; the others come as the shell.
 */

const SITE = 'https://grape.example';
const web = path.resolve(import.meta.dirname, '../../web');
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-rendered-'));
fs.mkdirSync(path.join(build, 'dist'));
fs.copyFileSync(path.join(web, 'index.html'), path.join(build, 'dist/index.html'));
fs.mkdirSync(path.join(build, 'dist-ssr'));
fs.writeFileSync(
  path.join(build, 'dist-ssr/entry-server.js'),
  `export * from ${JSON.stringify(pathToFileURL(path.join(web, 'src/entry-server.tsx')).href)};\n`,
);

let ctx: TestContext;
let event: { id: number };
let experience: { id: number };
beforeAll(async () => {
  // A window long enough that a page kept is still kept when the test asks again, however busy the machine.
  ctx = await createTestApp({ WEB_DIST_DIR: path.join(build, 'dist'), PUBLIC_URL: SITE, PUBLIC_CACHE_SECONDS: '120' });
  const host = await createProfessional(ctx.database.db);
  event = await createCatalogItem(ctx.database.db, host.user.id, { title: 'Chalk Cellar Tasting', date: inDays(20) });
  experience = await createCatalogItem(ctx.database.db, host.user.id, { kind: 'experience', title: 'Harvest Week', date: inDays(40) });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(build, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The parts of a page's HTML these tests read. */
function parse(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
    noindex: html.includes('<meta name="robots" content="noindex"'),
    rendered: new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}" data-rendered>`).test(html),
    root: /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '',
  };
}

async function sitemapPaths(): Promise<string[]> {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('every page of the manifest, as the server answers it', () => {
  it('lists in the sitemap exactly the public pages the manifest puts there, each at least once', async () => {
    const listed = await sitemapPaths();
    for (const path of listed) {
      const page = matchPage(path)?.page;
      expect(page?.render === 'server' && page.sitemap !== undefined, path).toBe(true);
    }
    for (const page of SITE_PAGES) {
      const count = listed.filter((path) => matchPage(path)?.page === page).length;
      if (page.render === 'server' && page.sitemap) expect(count, page.path).toBeGreaterThan(0);
      else expect(count, page.path).toBe(0);
    }
  });

  it('renders each public page on the server, with its title, description and canonical URL', async () => {
    const listed = await sitemapPaths();
    for (const page of SITE_PAGES) {
      if (page.render !== 'server') continue;
      // A page with a slug at an address the sitemap gives it (a written post, a published item).
      const address = page.path.includes(':') ? listed.find((path) => matchPage(path)?.page === page) : page.path;
      expect(address, page.path).toBeDefined();
      const response = await get(address!);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type'], address).toBe('text/html; charset=utf-8');
      const html = parse(response.body);
      expect(html.rendered, address).toBe(true);
      expect(html.root.trim(), address).not.toBe('');
      expect(html.titles, address).toHaveLength(1);
      expect(html.titles[0], address).not.toBe('');
      expect(html.descriptions, address).toHaveLength(1);
      expect(html.descriptions[0], address).not.toBe('');
      expect(html.canonicals, address).toEqual([`${SITE}${address}`]);
      expect(html.noindex, address).toBe(false);
    }
  });

  it('answers every other page of the manifest with the shell, for the browser to render', async () => {
    for (const page of SITE_PAGES) {
      if (page.render !== 'browser') continue;
      const address = pagePath(page.path, { slug: 'a-sample-7', id: '7' });
      const response = await get(address);
      expect(response.statusCode, address).toBe(200);
      const html = parse(response.body);
      expect(html.rendered, address).toBe(false);
      expect(html.root, address).toBe('');
    }
  });

  it('tags each rendered page with what it shows, so that a change to an item or a listing drops it and nothing else', async () => {
    const slugOf = async (kind: 'events' | 'experiences', id: number) => (await get(`/api/${kind}/${id}`)).json<{ slug: string }>().slug;
    const eventPage = `/Events/${await slugOf('events', event.id)}`;
    const experiencePage = `/Experiences/${await slugOf('experiences', experience.id)}`;
    const addresses = ['/', '/Journal', '/PrivacyPolicy', '/Events', '/Experiences', eventPage, experiencePage, '/login'];
    /** The addresses answered afresh rather than from the public cache (which says how long it has kept a page). */
    const renderedAfresh = async () => {
      const afresh = [];
      for (const address of addresses) if ((await get(address)).headers.age === undefined) afresh.push(address);
      return afresh;
    };
    await renderedAfresh();
    expect(await renderedAfresh()).toEqual([]);

    ctx.app.publicCache.invalidate(itemTag(event.id));
    expect(await renderedAfresh()).toEqual([eventPage]);
    ctx.app.publicCache.invalidate(listingTag('event'));
    expect(await renderedAfresh()).toEqual(['/', '/Events', eventPage]);
    ctx.app.publicCache.invalidate(listingTag('experience'));
    expect(await renderedAfresh()).toEqual(['/', '/Experiences', experiencePage]);
  });
});
