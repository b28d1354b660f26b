import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentConfigSchema } from '@trg/contract/cart';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartKeys } from './query-keys.ts';

export const getPaymentConfig = () => apiFetch(API_PATHS.cart.paymentConfig, { schema: PaymentConfigSchema });

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.paymentConfig(), queryFn: getPaymentConfig, staleTime: Infinity });

/** Which payment provider the checkout uses, and the fee and VAT rates prices are shown with. */
export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
