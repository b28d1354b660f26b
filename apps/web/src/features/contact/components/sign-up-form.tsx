import { useId, useState } from 'react';
import { BRAND } from '@trg/contract/brand';
import { ContactForm } from './contact-form.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * The footer's newsletter sign-up (the stay-in-touch form). It opens from a button, so that every page does
 * not carry a second set of name and address fields beside its own.
 */
export function SignUpPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hydrated = useHydrated();
  return (
    <div className="sign-up-panel">
      <p>News of new journeys, tastings and events from {BRAND.name}, a few times a year.</p>
      <button
        type="button"
        className="button button--ghost-light"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? 'Hide the sign-up form' : 'Sign up to our newsletter'}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <ContactForm
            form="signUp"
            label="Newsletter sign-up"
            submitLabel="Sign up"
            tone="dark"
            thanks={<p>Thank you for signing up. Our next letter from the vineyards is on its way to your inbox.</p>}
          />
        )}
      </div>
    </div>
  );
}
