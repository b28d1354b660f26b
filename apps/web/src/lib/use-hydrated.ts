import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once it runs in the browser. A server-rendered control
 * that only works with its script (a submit, a toggle) is disabled until then, so that a click before the page's
 * code arrives is not lost, nor sends a form the old way.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
