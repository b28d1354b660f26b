import { describe, expect, it } from 'vitest';
import { operatorPaths } from './operator-paths.ts';
import { isPagePath, matchPage, pagePath, SITE_PAGES } from './pages.ts';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from './paths.ts';

/** Every path of a paths table, a function's filled with a sample slug or id. */
const pathsOf = (table: Record<string, string | ((value: string) => string)>) =>
  Object.entries(table).map(([name, path]) => ({ name, path: typeof path === 'string' ? path : path('a-sample-7') }));

describe('the page manifest', () => {
  it('lists each page once', () => {
    const patterns = SITE_PAGES.map((page) => page.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('has a page for every path of paths.ts and of the operator’s console, and only those', () => {
    const named = [...pathsOf(paths), ...pathsOf(operatorPaths)];
    for (const { name, path } of named) expect(matchPage(path), name).toBeDefined();
    const reached = new Set(named.map(({ path }) => matchPage(path)?.page));
    expect(SITE_PAGES.filter((page) => !reached.has(page)).map((page) => page.path)).toEqual([]);
  });

  it('finds a page by its address, case-sensitively, with its parameters', () => {
    expect(matchPage('/Events/alsace-riesling-evening-12')).toEqual({
      page: expect.objectContaining({ path: '/Events/:slug', render: 'server' }),
      params: { slug: 'alsace-riesling-evening-12' },
    });
    expect(matchPage('/Events/')?.page.path).toBe('/Events');
    expect(matchPage('/Mydashboard/events/7/preview')).toEqual({
      page: { path: '/Mydashboard/events/:id/preview', render: 'browser' },
      params: { id: '7' },
    });
    expect(matchPage('/events')).toBeUndefined();
    expect(matchPage('/Events/a/b')).toBeUndefined();
  });

  it('knows which addresses are pages: the site’s, the previews and the older dashboard paths', () => {
    for (const path of [
      '/',
      '/Journal',
      '/Journal/',
      '/Journal/rhone-valley-tour',
      paths.event('northern-rhone-syrah-dinner-1'),
      '/Mydashboard/MyProfile',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of [
      paths.hostEventPreview(4),
      paths.hostExperiencePreview(5),
      operatorPaths.order(9),
      ...Object.keys(LEGACY_DASHBOARD_REDIRECTS),
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of ['/journal', '/Nope', '/Journal/a/b', '/Mydashboard/nothing-here', '/api/events', '/Cart/x'])
      expect(isPagePath(path), path).toBe(false);
  });

  it('renders on the server only public pages, and the sitemap and the cache tags only concern those', () => {
    const rendered = SITE_PAGES.flatMap((page) => (page.render === 'server' ? [page.path] : []));
    expect(rendered).toEqual([
      '/',
      '/Journal',
      '/Journal/:slug',
      '/PrivacyPolicy',
      '/Events',
      '/Experiences',
      '/Events/:slug',
      '/Experiences/:slug',
      '/login',
      '/Register',
    ]);
    // All but the sign-in pages, which have nothing to index.
    const inSitemap = SITE_PAGES.flatMap((page) => (page.render === 'server' && page.sitemap ? [page.path] : []));
    expect(inSitemap).toEqual(rendered.filter((path) => path !== '/login' && path !== '/Register'));
    for (const page of SITE_PAGES) {
      if (page.render !== 'server') continue;
      // A page listed once must have no parameter; one listed per post or item names it by its slug.
      if (page.sitemap === 'page') expect(page.path, page.path).not.toContain(':');
      if (page.sitemap && page.sitemap !== 'page') expect(page.path, page.path).toMatch(/:slug$/);
      if (page.cacheTags?.item) expect(page.path, page.path).toContain(`:${page.cacheTags.item}`);
    }
  });

  it('fills a pattern into an address', () => {
    expect(pagePath('/Journal/:slug', { slug: 'the-chalk-cellars-of-reims' })).toBe('/Journal/the-chalk-cellars-of-reims');
    expect(() => pagePath('/Events/:slug', {})).toThrow(':slug');
  });
});
