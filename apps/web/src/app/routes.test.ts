import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { SITE_PAGES } from '@trg/contract/pages';
import { makeQueryClient } from './provider.tsx';
import { isPageHandle } from './page-handle.ts';
import { createRoutes } from './routes.tsx';
import { dashboardRoutes } from './routes/dashboard-app.tsx';
import { operatorRoutes } from './routes/operator-app.tsx';

/** The route tables that a splat route of the site's hands its addresses to. */
const NESTED: Readonly<Record<string, RouteObject[]>> = {
  [`${paths.dashboard}/*`]: dashboardRoutes,
  [`${paths.operator}/*`]: operatorRoutes,
};

/** Every route that answers an address, with its whole path pattern; the not-found catch-alls are left out. */
function routedPages(routes: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    if (route.index) return [{ path: base || '/', route }];
    if (route.path === undefined) return routedPages(route.children ?? [], base);
    if (route.path === '*') return [];
    const path = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    if (path.endsWith('/*')) {
      const nested = NESTED[path];
      if (!nested) throw new Error(`${path} hands its addresses to a route table this test does not know`);
      return routedPages(nested, path.slice(0, -2));
    }
    return [{ path, route }, ...routedPages(route.children ?? [], path)];
  });
}

const routed = routedPages(createRoutes(makeQueryClient()));
const legacy = Object.keys(LEGACY_DASHBOARD_REDIRECTS);
const routeOf = (path: string) => routed.find((found) => found.path === path)?.route;

/** What a route's `lazy` brings (a rendered page's component, loader and handle); nothing for a plain route. */
async function loaded(route: RouteObject | undefined) {
  return typeof route?.lazy === 'function' ? await route.lazy() : undefined;
}

describe('the web router and the page manifest', () => {
  it('routes every page of the manifest, and no page the manifest does not list', () => {
    const pages = routed.map((found) => found.path).filter((path) => !legacy.includes(path));
    expect(new Set(pages).size).toBe(pages.length);
    expect([...pages].sort()).toEqual(SITE_PAGES.map((page) => page.path).sort());
    // The older dashboard paths are routes too, leading to their pages.
    for (const path of legacy) expect(routeOf(path), path).toBeDefined();
  });

  it('gives every page the server renders its head, and leaves the others to the browser', async () => {
    for (const page of SITE_PAGES) {
      const route = routeOf(page.path);
      const handle: unknown = (await loaded(route))?.handle;
      if (page.render === 'server') {
        expect(isPageHandle(handle), page.path).toBe(true);
        if (isPageHandle(handle)) expect(await handle.head(), page.path).toBeTypeOf('function');
      } else {
        expect(route?.lazy, page.path).toBeUndefined();
        expect(route?.handle, page.path).toBeUndefined();
      }
    }
  });
});
