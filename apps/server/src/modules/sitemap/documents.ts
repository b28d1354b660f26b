import { paths } from '@trg/contract/paths';

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org); beyond it, an index points to pages. */
export const MAX_SITEMAP_URLS = 50_000;

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** One page of a sitemap too long for one file, numbered from 1. */
export const sitemapPagePath = (page: number) => `/sitemap-${page}.xml`;
export const SITEMAP_PAGE_ROUTE = '/sitemap-:page.xml';

/** One URL of a sitemap, with the W3C date-time of its last change when one is known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute (the sitemaps protocol asks for all five entities). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/**
 * The absolute URL of a path of the site at `publicUrl` (which may carry a path of its own), percent-encoded as
 * the protocol asks: a slug's accented letters become UTF-8 escapes.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(`${publicUrl.replace(/\/+$/, '')}${path}`).href;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entryXml = (tag: 'url' | 'sitemap', entry: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</${tag}>\n`;

/** A sitemap: the pages to crawl. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.map((entry) => entryXml('url', entry)).join('')}</urlset>\n`;
}

/** A sitemap index: the sitemaps to read, each at most MAX_SITEMAP_URLS long. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.map((entry) => entryXml('sitemap', entry)).join('')}</sitemapindex>\n`;
}

/** Pages no crawler needs: the dashboards, the cart, the checkout and the API. */
const DISALLOWED = [paths.dashboard, paths.operator, paths.cart, paths.checkout, '/api/'];

/** robots.txt: every crawler kept out of the private pages, and pointed to the sitemap. */
export function robotsTxt(publicUrl: string): string {
  const rules = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  return `${rules.join('\n')}\n\nSitemap: ${absoluteUrl(publicUrl, SITEMAP_PATH)}\n`;
}
