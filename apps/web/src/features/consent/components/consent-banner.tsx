import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { useConsent } from '../use-consent.ts';
import './consent.css';

// The panel's code comes after the page's first script, and only matters to a visitor who has not chosen yet: the
// server renders it whole (lazyWithPreload) and the browser keeps its HTML until the code is in. Its style stays
// here, in the first load, so that the panel never shifts as it arrives.
const ConsentPanel = lazyWithPreload(() => import('./consent-panel.tsx').then((module) => module.ConsentPanel));

/**
 * The cookie consent popup. It sits under the navigation, in the flow of the page, so it never covers what a person is
 * reading or the control they are using; it stays until a choice is made and reopens from the footer.
 */
export function ConsentBanner() {
  const { decided, reviewing } = useConsent();
  if (decided && !reviewing) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel />
    </Suspense>
  );
}
