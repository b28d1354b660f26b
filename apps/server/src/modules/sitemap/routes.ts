import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_KINDS, type CatalogKind } from '@trg/contract/catalog-rules';
import { JOURNAL_POSTS } from '@trg/contract/journal-posts';
import { pagePath, SITE_PAGES } from '@trg/contract/pages';
import { itemSlug } from '@trg/contract/slugs';
import { inputObject } from '@trg/contract/text';
import { notFound } from '../../plugins/http-error.ts';
import type { PublicCacheRoute } from '../../plugins/public-cache.ts';
import { listedItemLinks, listingTag, type ListedItemLink } from '../catalog/index.ts';
import {
  absoluteUrl,
  MAX_SITEMAP_URLS,
  ROBOTS_PATH,
  robotsTxt,
  SITEMAP_PAGE_ROUTE,
  SITEMAP_PATH,
  sitemapIndexXml,
  sitemapPagePath,
  urlsetXml,
  type SitemapEntry,
} from './documents.ts';

export interface SitemapRoutesOptions {
  /** The site's address (config PUBLIC_URL): every URL in the sitemap and robots.txt is absolute. */
  publicUrl: string;
  /** The most URLs in one sitemap file; more make /sitemap.xml an index of pages. MAX_SITEMAP_URLS unless a test wants fewer. */
  pageSize?: number;
}

const PAGE_MESSAGE = 'The sitemap page must be a whole number from 1.';
const PageParamsSchema = inputObject({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE }),
});

const XML = 'application/xml; charset=utf-8';

/**
 * The sitemap shows the listings' items, so a host's publish, edit or cancel drops it with them (their tags);
 * a crawler or CDN may keep it five minutes.
 */
const SITEMAP_CACHE: PublicCacheRoute = {
  freshness: { maxAgeSeconds: 300 },
  tags: () => CATALOG_KINDS.map(listingTag),
};
/** robots.txt changes only with a deploy or PUBLIC_URL. */
const ROBOTS_CACHE: PublicCacheRoute = { freshness: { maxAgeSeconds: 3600 }, tags: () => [] };

/**
 * The pages the page manifest puts in the sitemap, in its order, before the items: a page once, the journal's
 * written posts newest first (as the journal shows them); items come after, from the database.
 */
function pageEntries(publicUrl: string): SitemapEntry[] {
  // A stand-in for a post still being written is marked noindex on its page, so it is not offered here either.
  const posts = JOURNAL_POSTS.filter((post) => !post.placeholder).sort((a, b) => b.date.localeCompare(a.date));
  return SITE_PAGES.flatMap((page): SitemapEntry[] => {
    if (page.render !== 'server' || page.sitemap === undefined) return [];
    if (page.sitemap === 'page') return [{ loc: absoluteUrl(publicUrl, page.path) }];
    if (page.sitemap === 'journal-posts')
      return posts.map((post) => ({ loc: absoluteUrl(publicUrl, pagePath(page.path, { slug: post.slug })), lastmod: post.date }));
    return [];
  });
}

/** The pattern of the page the page manifest lists a kind's items at. */
function itemPagePattern(kind: CatalogKind): string {
  const page = SITE_PAGES.find(
    (candidate) => candidate.render === 'server' && typeof candidate.sitemap === 'object' && candidate.sitemap.items === kind,
  );
  if (!page) throw new Error(`The page manifest puts no ${kind} page in the sitemap.`);
  return page.path;
}

/**
 * GET /sitemap.xml (with /sitemap-N.xml when it is too long for one file) and GET /robots.txt, which points to
 * it. Every URL is absolute, from PUBLIC_URL; items come from the database through the catalog's listing index.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRoutesOptions> = async (app, { publicUrl, pageSize = MAX_SITEMAP_URLS }) => {
  const pages = pageEntries(publicUrl);
  // Read once, so that a manifest without a kind's page stops the start rather than a crawler's request.
  const itemPage: Record<CatalogKind, string> = { event: itemPagePattern('event'), experience: itemPagePattern('experience') };
  const links = listedItemLinks(app.db);
  const itemEntry = (item: ListedItemLink): SitemapEntry => ({
    loc: absoluteUrl(publicUrl, pagePath(itemPage[item.kind], { slug: itemSlug(item.title, item.id) })),
    lastmod: item.updatedAt.toISOString(),
  });

  /** The URLs from the `start`-th (pages first, then items) up to `pageSize` of them. */
  async function urlsFrom(start: number, limit: number): Promise<SitemapEntry[]> {
    const end = start + limit;
    const itemCount = end - Math.max(start, pages.length);
    const items = itemCount > 0 ? await links.slice(Math.max(0, start - pages.length), itemCount) : [];
    return [...pages.slice(start, end), ...items.map(itemEntry)];
  }

  app.get(SITEMAP_PATH, { schema: { hide: true }, config: { publicCache: SITEMAP_CACHE } }, async (_request, reply) => {
    // One URL more than a file holds tells whether an index is needed; only then are the items counted.
    const first = await urlsFrom(0, pageSize + 1);
    if (first.length <= pageSize) return reply.type(XML).send(urlsetXml(first));
    const total = pages.length + (await links.count());
    const count = Math.ceil(total / pageSize);
    const sitemaps = Array.from({ length: count }, (_, index) => ({ loc: absoluteUrl(publicUrl, sitemapPagePath(index + 1)) }));
    return reply.type(XML).send(sitemapIndexXml(sitemaps));
  });

  app.get(
    SITEMAP_PAGE_ROUTE,
    { schema: { hide: true, params: PageParamsSchema }, config: { publicCache: SITEMAP_CACHE } },
    async (request, reply) => {
      const { page } = request.params;
      const urls = await urlsFrom((page - 1) * pageSize, pageSize);
      // Page 1 always has the site's own pages; a later page exists while it has a URL.
      if (urls.length === 0) throw notFound(`The sitemap has no page ${page}.`);
      return reply.type(XML).send(urlsetXml(urls));
    },
  );

  app.get(ROBOTS_PATH, { schema: { hide: true }, config: { publicCache: ROBOTS_CACHE } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
};
