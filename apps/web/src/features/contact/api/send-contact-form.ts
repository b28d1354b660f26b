import { ContactReceiptSchema } from '@trg/contract/contact';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch, ApiRequestError } from '../../../lib/api-client.ts';
import type { OutboxEntry, SendOutcome } from '../outbox.ts';

/** Statuses that will pass by themselves: the network, the server's own trouble, a rate limit, a stale form token. */
const isPassing = (status: number) => status === 0 || status === 403 || status === 408 || status === 429 || status >= 500;

// Named one by one: a path looked up by a computed name would keep every API path in the pages' first script.
const FORM_PATHS = { requestInfo: API_PATHS.requestInfo, signUp: API_PATHS.signUp } as const;

/** POST /api/requestinfo-create/ or /api/signup-create/ with the spec's JSON and the anti-forgery header. */
export async function sendContactForm(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    await apiFetch(FORM_PATHS[entry.form], {
      method: 'POST',
      body: entry.payload,
      csrf: true,
      headers: { 'Idempotency-Key': entry.id },
      schema: ContactReceiptSchema,
    });
    return 'sent';
  } catch (error) {
    if (error instanceof ApiRequestError && !isPassing(error.status)) {
      // The server will never take this one (its checks changed, say); keeping it would retry for ever.
      console.warn('A form submission was refused by the server and dropped:', error.message, error.fields);
      return 'rejected';
    }
    return 'retry';
  }
}
