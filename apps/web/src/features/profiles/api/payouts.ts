import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import {
  BankDetailsSchema,
  StatementSchema,
  StripeConnectOnboardingSchema,
  StripeConnectStatusSchema,
  type BankDetailsInput,
} from '@trg/contract/bank';
import { apiFetch, readToken } from '../../../lib/api-client.ts';
import { profilesKeys } from './query-keys.ts';

const payoutsKeys = {
  bank: (userId: number) => [...profilesKeys.all, 'bank-details', userId] as const,
  statement: (userId: number, month: string, currency: string) => [...profilesKeys.all, 'statement', userId, month, currency] as const,
};

/** GET /api/auth/business-profile/bank-details (ours, decision 0030). */
export const useBankDetails = (userId: number) =>
  useQuery({ queryKey: payoutsKeys.bank(userId), queryFn: () => apiFetch(API_PATHS.hostBankDetails, { schema: BankDetailsSchema }) });

/** POST /api/auth/business-profile/bank-details: 400 names the field at fault (`fields.iban` ...). */
export function useSaveBankDetails(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput) => apiFetch(API_PATHS.hostBankDetails, { body: input, schema: BankDetailsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(payoutsKeys.bank(userId), saved),
  });
}

/** The statement route for a month and currency: CSV, or its figures as JSON. */
export const statementPath = (month: string, currency: string, format: 'csv' | 'json' = 'csv') =>
  `${API_PATHS.hostStatement}?${new URLSearchParams({ month, currency, ...(format === 'json' ? { format } : {}) }).toString()}`;

/** GET /api/auth/business-profile/statement?format=json: the printable statement's figures. */
export const useStatement = (userId: number, month: string, currency: string) =>
  useQuery({
    queryKey: payoutsKeys.statement(userId, month, currency),
    queryFn: () => apiFetch(statementPath(month, currency, 'json'), { schema: StatementSchema }),
  });

/**
 * Downloads the CSV: the route wants the token header, which a plain link cannot send, so the file is fetched and
 * handed to the browser as a download.
 */
export async function downloadStatementCsv(month: string, currency: string): Promise<void> {
  const token = readToken();
  const response = await fetch(statementPath(month, currency), {
    headers: token ? { Authorization: `Token ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`The statement could not be downloaded (${response.status}). Try again.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${month}-${currency}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/auth/business-profile/stripe-connect: the host's Stripe Express account. A 409 means Stripe Connect is not
 * configured on this site (payouts go by bank transfer): the page then says nothing of Stripe.
 */
export const useStripeConnect = (userId: number) =>
  useQuery({
    queryKey: [...profilesKeys.all, 'stripe-connect', userId] as const,
    queryFn: () => apiFetch(API_PATHS.hostStripeConnect, { schema: StripeConnectStatusSchema }),
    retry: false,
  });

/** POST the same: creates the account if need be and answers the one-time onboarding link to send the host to. */
export const useStartStripeOnboarding = () =>
  useMutation({ mutationFn: () => apiFetch(API_PATHS.hostStripeConnect, { method: 'POST', schema: StripeConnectOnboardingSchema }) });
