import { useSyncExternalStore } from 'react';
import { consentStore } from './consent-store.ts';

/** The visitor's consent; anything non-essential waits for `thirdPartyAllowed`. */
export function useConsent() {
  const { consent, reviewing } = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get);
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
