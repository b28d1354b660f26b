import { useConsent } from '../use-consent.ts';
import './consent.css';

/** The footer's way back to the consent choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" className={className} onClick={openSettings}>
      Cookie settings
    </button>
  );
}
