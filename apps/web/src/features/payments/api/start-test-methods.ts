import { API_PATHS } from '@trg/contract/api-paths';
import { TestDebitResultSchema, TestRedirectResultSchema } from '@trg/contract/cart';
import { apiFetch } from '../../../lib/api-client.ts';

/** The test provider's redirect method: answers the test bank's page to send the buyer to. */
export const startTestRedirect = (input: { clientSecret: string; returnPath: string }) =>
  apiFetch(API_PATHS.payments.testProviderRedirect, { body: input, schema: TestRedirectResultSchema });

/** The test provider's direct debit from a (test) IBAN: processing at once, settled later. */
export const startTestDebit = (input: { clientSecret: string; iban: string }) =>
  apiFetch(API_PATHS.payments.testProviderDebit, { body: input, schema: TestDebitResultSchema });
