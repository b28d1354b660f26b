import { useContext, useSyncExternalStore } from 'react';
import { consentStore, serverSnapshotInBrowser } from './consent-store.ts';
import { ServerConsentContext } from './consent-context.ts';

/** The visitor's consent; anything non-essential waits for `thirdPartyAllowed`. */
export function useConsent() {
  const onServer = useContext(ServerConsentContext);
  // The server renders from the consent cookie, and hydration starts from the same cookie; then the stored choice.
  const { consent, reviewing } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.get,
    () => onServer ?? serverSnapshotInBrowser(),
  );
  return {
    consent,
    decided: consent !== null,
    thirdPartyAllowed: consent?.thirdParty === true,
    reviewing,
    acceptAll: () => consentStore.decide(true),
    essentialOnly: () => consentStore.decide(false),
    openSettings: () => consentStore.review(true),
    closeSettings: () => consentStore.review(false),
  };
}
