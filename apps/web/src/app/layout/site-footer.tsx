import { useRef } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { NearScreenPart, useNearScreenGate } from '../../lib/near-screen-gate.tsx';
import './site-footer.css';

// Below the fold on every page: the footer's code (its links, the cookie settings and the sign-up form) loads and
// hydrates when the visitor nears it, not with the page. The server waits for it, so its HTML is in the first
// response and the browser keeps it meanwhile; a link clicked before then is an ordinary link to a rendered page.
const FooterContent = lazyWithPreload(() => import('./footer-content.tsx').then((module) => module.FooterContent));

/** The footer of spec part 1 §1-§2, on every page. */
export function SiteFooter() {
  const footer = useRef<HTMLElement>(null);
  const gate = useNearScreenGate(footer);
  return (
    <footer ref={footer} className="site-footer">
      <NearScreenPart gate={gate}>
        <FooterContent gate={gate} />
      </NearScreenPart>
    </footer>
  );
}
