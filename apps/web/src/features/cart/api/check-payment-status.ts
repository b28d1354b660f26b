import { API_PATHS } from '@trg/contract/api-paths';
import { PaymentStatusSchema, type PaymentStatusRequest } from '@trg/contract/cart';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where an order's payment stands, asked of the provider by the server (which settles a payment that went through). */
export const checkPaymentStatus = (input: PaymentStatusRequest) =>
  apiFetch(API_PATHS.cart.paymentStatus, { body: input, schema: PaymentStatusSchema });
