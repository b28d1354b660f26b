import { createContext } from 'react';
import type { ConsentSnapshot } from './consent-store.ts';

/** On the server: the consent the request's cookie carries, which the page is rendered with. */
export const ServerConsentContext = createContext<ConsentSnapshot | null>(null);
