import { TestCardPaymentResultSchema, type TestCardPayment } from '@trg/contract/cart';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** The built-in test provider's card confirmation (Stripe.js does this part when Stripe is configured). */
export const confirmTestPayment = (input: TestCardPayment) =>
  apiFetch(API_PATHS.payments.testProviderConfirm, { body: input, schema: TestCardPaymentResultSchema });
