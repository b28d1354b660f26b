import { z } from 'zod';

/** The consent popup's choice, kept in localStorage under the spec's key. */
export const CONSENT_KEY = 'trg_consent';

const ConsentSchema = z.object({
  version: z.literal(1),
  /** Content from other sites: embeds, and the pictures of the champagne news. */
  thirdParty: z.boolean(),
  decidedAt: z.string(),
});
export type Consent = z.infer<typeof ConsentSchema>;

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
    const parsed = ConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : unsaved;
  } catch {
    return unsaved;
  }
}

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
    publish();
  },
  review(open: boolean) {
    reviewing = open;
    publish();
  },
};
