import { CONSENT_COOKIE, consentCookieValue, type ConsentCookieValue } from '@trg/contract/consent-cookie';

/** The consent popup's choice, kept in localStorage under the spec's key. */
export const CONSENT_KEY = 'trg_consent';

export interface Consent {
  version: 1;
  /** Content from other sites: embeds, and the pictures of the champagne news. */
  thirdParty: boolean;
  decidedAt: string;
}

/** A stored choice of this version; checked by hand, as this runs on every page's first script (zod would come with a schema). */
function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null) return false;
  const { version, thirdParty, decidedAt } = value as Record<string, unknown>;
  return version === 1 && typeof thirdParty === 'boolean' && typeof decidedAt === 'string';
}

export interface ConsentSnapshot {
  consent: Consent | null;
  /** The popup is open again from the footer's Cookie settings. */
  reviewing: boolean;
}

const listeners = new Set<() => void>();
let reviewing = false;
/** The choice of this page when storage is blocked. */
let unsaved: Consent | null = null;
let snapshot: ConsentSnapshot = { consent: readStored(), reviewing };

function readStored(): Consent | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return unsaved;
    const parsed: unknown = JSON.parse(raw);
    return isConsent(parsed) ? parsed : unsaved;
  } catch {
    return unsaved;
  }
}

// The choice is mirrored in the consent cookie (contract), so that the server renders the page with the popup or
// without, as the visitor will see it, and nothing shifts when it hydrates.

/** What the server rendered from the consent cookie: decided or not, and with other sites' content or not. */
export function snapshotFromCookie(value: ConsentCookieValue | undefined): ConsentSnapshot {
  if (value === undefined) return UNDECIDED;
  return value === '1' ? DECIDED_ALL : DECIDED_ESSENTIAL;
}
const UNDECIDED: ConsentSnapshot = { consent: null, reviewing: false };
const DECIDED_ALL: ConsentSnapshot = { consent: { version: 1, thirdParty: true, decidedAt: '' }, reviewing: false };
const DECIDED_ESSENTIAL: ConsentSnapshot = { consent: { version: 1, thirdParty: false, decidedAt: '' }, reviewing: false };

function writeCookie(consent: Consent | null) {
  if (typeof document === 'undefined' || !consent) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${consent.thirdParty ? '1' : '0'}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

const readCookieValue = () => (typeof document === 'undefined' ? undefined : consentCookieValue(document.cookie));
/**
 * The cookie as the page arrived with it, read once: what the server rendered every part of this page from, parts
 * that hydrate later included (each read of document.cookie asks the browser's cookie store, and hydration asks for
 * every consumer).
 */
let renderedFromCookie: ConsentSnapshot | undefined;

/**
 * The snapshot the server rendered this page with, read back from the same cookie in the browser. When the stored
 * choice says the same (the usual case), it is the store's own snapshot: React then sees nothing change once the page
 * has hydrated, where a snapshot equal in content but not in identity would re-render every consumer at once.
 */
export const serverSnapshotInBrowser = (): ConsentSnapshot => {
  const rendered = (renderedFromCookie ??= snapshotFromCookie(readCookieValue()));
  const same = rendered.reviewing === snapshot.reviewing && rendered.consent?.thirdParty === snapshot.consent?.thirdParty;
  return same ? snapshot : rendered;
};

// A choice stored before the cookie existed gets its cookie now, for the next page.
if (snapshot.consent && readCookieValue() === undefined) writeCookie(snapshot.consent);

function publish() {
  snapshot = { consent: readStored(), reviewing };
  for (const listener of listeners) listener();
}

export const consentStore = {
  get: (): ConsentSnapshot => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    // A choice made in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_KEY || event.key === null) publish();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  decide(thirdParty: boolean) {
    const consent: Consent = { version: 1, thirdParty, decidedAt: new Date().toISOString() };
    unsaved = consent;
    try {
      localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    reviewing = false;
    writeCookie(consent);
    publish();
  },
  review(open: boolean) {
    reviewing = open;
    publish();
  },
};
