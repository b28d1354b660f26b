import { Link } from 'react-router';
import { BRAND } from '@trg/contract/brand';
import { paths } from '@trg/contract/paths';
import { SocialLinks } from '../../components/ui/social-links.tsx';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { NearScreenPart, type NearScreenGate } from '../../lib/near-screen-gate.tsx';

// The sign-up form's code (and its schemas) loads with the footer's gate, after the footer's own.
const SignUpPanel = lazyWithPreload(() =>
  import('../../features/contact/components/sign-up-form.tsx').then((module) => module.SignUpPanel),
);

/** What the footer holds (spec part 1 §1-§2): hydrated as the visitor nears it (site-footer.tsx). */
export function FooterContent({ gate }: { gate: NearScreenGate }) {
  const year = new Date().getFullYear();
  return (
    <>
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {BRAND.name}
          </h2>
          <p>{BRAND.tagline}, planned by people who have walked the vineyards.</p>
          <SocialLinks />
        </section>
        <section aria-labelledby="footer-stay-in-touch" className="site-footer__sign-up">
          <h2 id="footer-stay-in-touch" className="site-footer__heading">
            Stay in touch
          </h2>
          <NearScreenPart gate={gate}>
            <SignUpPanel />
          </NearScreenPart>
        </section>
        <section aria-labelledby="footer-protection" className="site-footer__protection">
          <h2 id="footer-protection" className="site-footer__heading">
            Your money is protected
          </h2>
          <div className="protection-badge">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" />
              <path d="m8.5 12 2.5 2.5 4.5-5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
            <span>Payments for holidays and events are held under a financial-protection scheme until you travel.</span>
          </div>
        </section>
        <nav aria-label="Footer" className="site-footer__links">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            <li>
              <Link to={paths.journal}>Journal</Link>
            </li>
            <li>
              <Link to={{ pathname: paths.home, hash: '#services' }}>Services</Link>
            </li>
            <li>
              <Link to={paths.giftCards}>Gift cards</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <CookieSettingsButton className="link-button cookie-settings-button" />
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">
        © {year} {BRAND.company}, a limited company registered in England and Wales.
      </p>
    </>
  );
}
