/** The localStorage key of the contact forms' outbox (outbox.ts), on its own so that a page can look without zod. */
export const OUTBOX_KEY = 'trg_outbox';

/** Whether anything waits in the outbox (or storage cannot be read, when only trying will tell). */
export function outboxHasEntries(): boolean {
  try {
    const raw = localStorage.getItem(OUTBOX_KEY);
    return raw !== null && raw !== '[]';
  } catch {
    return true;
  }
}
