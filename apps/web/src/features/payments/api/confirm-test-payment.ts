import { TestCardPaymentResultSchema, type TestCardPayment } from '@trg/contract/cart';
import { apiFetch } from '../../../lib/api-client.ts';

/** The built-in test provider's card confirmation (Stripe.js does this part when Stripe is configured). */
export const confirmTestPayment = (input: TestCardPayment) =>
  apiFetch('/api/payments/test-provider/confirm', { body: input, schema: TestCardPaymentResultSchema });
