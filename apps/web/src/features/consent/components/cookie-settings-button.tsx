import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useConsent } from '../use-consent.ts';
import './consent.css';

/**
 * The footer's way back to the consent choice. Disabled until its code is in (the footer hydrates as the visitor
 * nears it), so that a click on the server's button is not lost.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { openSettings } = useConsent();
  const hydrated = useHydrated();
  return (
    <button type="button" className={className} onClick={openSettings} disabled={!hydrated}>
      Cookie settings
    </button>
  );
}
