import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from '../api/record-page-view.ts';

/** Records a page view on start (with the document's referrer) and on every route change (with the previous page). */
export function usePageViews() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer = previous.current === null ? document.referrer || null : `${window.location.origin}${previous.current}`;
    previous.current = pathname;
    void recordPageView(pathname, referrer);
  }, [pathname]);
}
