import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, type Location } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ConsentBanner } from '../../features/consent/components/consent-banner.tsx';
import { usePageViews } from '../../features/analytics/hooks/use-page-views.ts';
import { useHead } from '../head/use-head.ts';
import { isPageHandle, type PageData } from '../page-handle.ts';

/** The head the server rendered for this page, kept up to date as the visitor moves between pages. */
function usePageHead() {
  const location = useLocation();
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle;
  const head =
    isPageHandle(handle) && typeof window !== 'undefined'
      ? handle.head({ url: new URL(`${location.pathname}${location.search}`, window.location.origin), data: leaf?.data as PageData | undefined })
      : null;
  useHead(head);
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
