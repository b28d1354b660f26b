import type { CatalogKind } from './catalog-rules.ts';
import { LISTING_FILTER_PARAMS } from './listing-filter-params.ts';
import { operatorPaths } from './operator-paths.ts';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from './paths.ts';

// The page manifest: every page of the site once. The server takes from it the pages it renders (with the query
// each reads), the addresses that are pages, the public-cache tags of a rendered page and the sitemap's pages;
// tests hold the web router (apps/web/src/app/routes.tsx) to it. Apart from paths.ts, which the pages' JavaScript
// imports: no browser code imports this file, so the list costs the pages nothing.

/** How the sitemap finds a page's addresses. */
export type SitemapRule =
  /** The page itself. */
  | 'page'
  /** One per written journal post (a stand-in still being written is left out). */
  | 'journal-posts'
  /** One per published item of the kind still to come, at its current slug. */
  | { items: CatalogKind };

/**
 * What of the catalog a rendered page shows, which the server turns into the page's public-cache tags, so that a
 * host's write drops it: the listings of these kinds, and the item whose id ends the `item` path parameter.
 */
export interface CacheTagsRule {
  listings: readonly CatalogKind[];
  item?: 'slug';
}

/** A public page the server renders, the same for every visitor, and keeps in the public cache. */
export interface RenderedPage {
  /** Its path pattern (`paths.ts`); `:name` is one path segment. */
  path: string;
  render: 'server';
  /**
   * The query parameters the page reads. The public cache keys the page by these alone, so any other
   * (`utm_source`, `fbclid`, a cache-buster) renders the same page, rendered and kept once.
   */
  query: readonly string[];
  /** Absent: not in the sitemap. */
  sitemap?: SitemapRule;
  cacheTags?: CacheTagsRule;
}

/** A page the browser renders from the shell: nothing on it for a search engine, or it differs per visitor. */
export interface ShellPage {
  path: string;
  render: 'browser';
}

export type SitePage = RenderedPage | ShellPage;

/** What a listing reads from its address: its page, search and filters (the web's `listingParamsFrom`; issue 31). */
const LISTING_QUERY = ['page', ...LISTING_FILTER_PARAMS] as const;
/** Where signing in leads next (the web's `useSessionStart`). */
const SIGN_IN_QUERY = ['next'] as const;
const BOTH_LISTINGS = ['event', 'experience'] as const;

const rendered = (
  path: string,
  page: Omit<RenderedPage, 'path' | 'render' | 'query'> & { query?: readonly string[] } = {},
): RenderedPage => ({
  path,
  render: 'server',
  query: [],
  ...page,
});
const shell = (path: string): ShellPage => ({ path, render: 'browser' });

/** Every page, once. The sitemap lists its pages in this order, then the items. */
export const SITE_PAGES: readonly SitePage[] = [
  // The home page shows the soonest items of both listings.
  rendered(paths.home, { sitemap: 'page', cacheTags: { listings: BOTH_LISTINGS } }),
  rendered(paths.journal, { sitemap: 'page' }),
  rendered(paths.journalPost(':slug'), { sitemap: 'journal-posts' }),
  rendered(paths.privacyPolicy, { sitemap: 'page' }),
  rendered(paths.events, { query: LISTING_QUERY, sitemap: 'page', cacheTags: { listings: ['event'] } }),
  rendered(paths.experiences, { query: LISTING_QUERY, sitemap: 'page', cacheTags: { listings: ['experience'] } }),
  rendered(paths.event(':slug'), { sitemap: { items: 'event' }, cacheTags: { listings: ['event'], item: 'slug' } }),
  rendered(paths.experience(':slug'), { sitemap: { items: 'experience' }, cacheTags: { listings: ['experience'], item: 'slug' } }),
  // Rendered for a link preview and a first paint, but nothing to index.
  rendered(paths.login, { query: SIGN_IN_QUERY }),
  rendered(paths.register, { query: SIGN_IN_QUERY }),

  // The reset link's token stays in the browser.
  shell(paths.forgotPassword),
  shell(paths.resetPassword),
  // Cart and checkout show visitors a signed-out view of their own.
  shell(paths.cart),
  shell(paths.checkout),
  shell(paths.checkoutPayment),
  // Gift cards: bought by someone signed in (visitors are asked to log in first).
  shell(paths.giftCards),
  shell(paths.offline),
  // The profile decides itself who sees what, signed in or not.
  shell(paths.wineProfile),
  shell(paths.wineProfileFor(':slug')),

  // The dashboards: members', then hosts' (with the previews of an item before it is published).
  shell(paths.dashboard),
  shell(paths.myProfile),
  shell(paths.myEvents),
  shell(paths.myEvent(':slug')),
  shell(paths.myExperiences),
  shell(paths.myExperience(':slug')),
  shell(paths.myCellar),
  shell(paths.businessProfile),
  shell(paths.createEvent),
  shell(paths.createExperience),
  shell(paths.createEventSteps),
  shell(paths.createExperienceSteps),
  shell(paths.createWineList),
  shell(paths.hostEvents),
  shell(paths.hostEvent(':id')),
  shell(paths.hostEventPreview(':id')),
  shell(paths.hostEventGuests(':id')),
  shell(paths.hostEventCheckIn(':id')),
  shell(paths.hostExperiences),
  shell(paths.hostExperience(':id')),
  shell(paths.hostExperiencePreview(':id')),
  shell(paths.hostExperienceGuests(':id')),
  shell(paths.hostExperienceCheckIn(':id')),
  shell(paths.hostWineLists),
  shell(paths.hostWineList(':id')),
  shell(paths.hostPayouts),
  shell(paths.hostStatement),
  shell(paths.hostReviews),

  // The operator's console, for staff.
  shell(operatorPaths.home),
  shell(operatorPaths.requests),
  shell(operatorPaths.request(':id')),
  shell(operatorPaths.signUps),
  shell(operatorPaths.hosts),
  shell(operatorPaths.host(':id')),
  shell(operatorPaths.orders),
  shell(operatorPaths.order(':id')),
  shell(operatorPaths.vouchers),
  shell(operatorPaths.giftCards),
  shell(operatorPaths.reviews),
  shell(operatorPaths.voucher(':id')),
  shell(operatorPaths.audit),
  shell(operatorPaths.jobs),
  shell(operatorPaths.payouts),
];

/** A path pattern as a regular expression: `:name` one segment, captured under its name; a trailing slash allowed. */
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-zA-Z]+)/g, '(?<$1>[^/]+)')}/?$`);

const compiled = SITE_PAGES.map((page) => ({ page, pattern: patternRegExp(page.path) }));
const legacy = Object.keys(LEGACY_DASHBOARD_REDIRECTS).map(patternRegExp);

/** The page at `pathname` (case-sensitive, as the site's paths are) and its path parameters; undefined for none. */
export function matchPage(pathname: string): { page: SitePage; params: Readonly<Record<string, string>> } | undefined {
  for (const { page, pattern } of compiled) {
    const match = pattern.exec(pathname);
    if (match) return { page, params: { ...match.groups } };
  }
  return undefined;
}

/** True when the web app answers `pathname` with a page: one of the site's, or an older dashboard path leading to one. */
export function isPagePath(pathname: string): boolean {
  return matchPage(pathname) !== undefined || legacy.some((pattern) => pattern.test(pathname));
}

/** A page's address: its pattern with each `:name` filled in. */
export function pagePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs a value for :${name}`);
    return value;
  });
}
