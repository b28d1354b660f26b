import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, type Location } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ConsentBanner } from '../../features/consent/components/consent-banner.tsx';
import { usePageViews } from '../../features/analytics/hooks/use-page-views.ts';
import { PAGE_STATE_ID } from '../page-state.ts';
import { isPageHandle, type PageData } from '../page-handle.ts';

/**
 * Keeps document.head (description, canonical, Open Graph, JSON-LD) in step with the page as the visitor moves
 * between pages. A page the server rendered came with its head printed, so the builders (page-handle.ts's headFrom)
 * load only with the first navigation; a page rendered in the browser alone gets its head at once.
 */
function usePageHead() {
  const location = useLocation();
  const leaf = useMatches().at(-1);
  const printed = useRef(typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) !== null);
  const handle = leaf?.handle;
  const data = leaf?.data as PageData | undefined;
  useEffect(() => {
    if (printed.current) {
      printed.current = false;
      return;
    }
    if (!isPageHandle(handle)) return;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    let current = true;
    Promise.all([handle.head(), import('../head/apply-head.ts')])
      .then(([headOf, { applyHead }]) => {
        if (current) applyHead(document, headOf({ url, data }));
      })
      // Offline, with the builders not yet loaded: the head stays as it was; the page itself is unaffected.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [handle, data, location.pathname, location.search]);
}

/**
 * React Router keeps scroll positions by history entry; every document's first entry has the key 'default', so a
 * page loaded afresh would open at the scroll position of the page loaded before it. Keyed by this document's
 * load instead, a fresh page opens at its top (the browser restores a reload itself).
 */
const LOAD_ID = typeof performance === 'undefined' ? 'server' : String(performance.timeOrigin);
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}@${LOAD_ID}` : location.key);

/** Navigation and footer around every page; focus moves to the new page's content on navigation. */
export function RootLayout() {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  usePageViews();
  usePageHead();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (location.hash) {
      document.getElementById(location.hash.slice(1))?.scrollIntoView();
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);

  return (
    <>
      <SiteHeader />
      <ConsentBanner />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
