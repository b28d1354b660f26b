import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { useConsent } from '../use-consent.ts';

/**
 * The cookie consent popup's panel (loaded after the first script: see consent-banner.tsx). It sits under the navigation, in the flow of the page, so it never covers what a person is
 * reading or the control they are using; it stays until a choice is made and reopens from the footer.
 */
export function ConsentPanel() {
  const { decided, reviewing, thirdPartyAllowed, acceptAll, essentialOnly, closeSettings } = useConsent();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const open = !decided || reviewing;

  useEffect(() => {
    if (reviewing) {
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus({ preventScroll: true });
    }
  }, [reviewing]);

  if (!open) return null;
  return (
    <section ref={ref} className="consent" role="region" aria-labelledby={titleId} tabIndex={-1}>
      <div className="consent__inner">
        <div className="consent__text">
          <h2 id={titleId} className="consent__title">
            Cookies and your privacy
          </h2>
          <p>
            We only use what the site needs to work: your sign-in, your cart and a security token for forms. With your consent we also show
            content from other sites, such as the pictures in our champagne news, and those sites may set cookies of their own.{' '}
            <Link to={paths.privacyPolicy}>How we use your data</Link>
          </p>
          {decided && (
            <p className="consent__current">Your current choice: {thirdPartyAllowed ? 'all content accepted' : 'essential only'}.</p>
          )}
        </div>
        <div className="consent__actions">
          <button type="button" className="button" onClick={acceptAll}>
            Accept all
          </button>
          <button type="button" className="button button--ghost" onClick={essentialOnly}>
            Essential only
          </button>
          {decided && (
            <button type="button" className="link-button consent__close" onClick={closeSettings}>
              Keep my choice
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
