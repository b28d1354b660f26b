import { z } from 'zod';
import { inputObject } from './text.ts';

/**
 * The operator's console, money owed to hosts (decision 0030): each host's balance from the ledger and what of it
 * is payable now, the payout batches run (each a SEPA credit-transfer file, pain.001.001.03), and disputes.
 * Amounts are decimals as the API shows money ('1250.00').
 */

export const HostBalanceRowSchema = z.object({
  hostId: z.number(),
  name: z.string(),
  currency: z.string(),
  /** All the host is owed: sales less refunds, lost disputes and payouts. */
  balance: z.string(),
  /** What may be paid now: items that ended the hold's days ago or more. */
  payable: z.string(),
  /** The host has given an account holder, a valid IBAN and a BIC. */
  bankReady: z.boolean(),
  /** Shown masked: the country, check digits and last four characters. */
  iban: z.string().nullable(),
});
export type HostBalanceRow = z.infer<typeof HostBalanceRowSchema>;

export const PayoutBatchSchema = z.object({
  id: z.number(),
  messageId: z.string(),
  currency: z.string(),
  total: z.string(),
  payoutCount: z.number(),
  createdAt: z.string(),
  payouts: z.array(z.object({ hostId: z.number(), name: z.string(), amount: z.string(), iban: z.string(), endToEndId: z.string() })),
});
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;

export const PayoutsPageSchema = z.object({
  holdDays: z.number(),
  /** Stripe Connect is configured: hosts with a connected account are paid by transfer, in any currency. */
  stripeTransfers: z.boolean().optional(),
  balances: z.array(HostBalanceRowSchema),
  batches: z.array(PayoutBatchSchema),
});
export type PayoutsPage = z.infer<typeof PayoutsPageSchema>;

const HOSTS_MESSAGE = 'Choose the hosts to pay.';
export const PayoutRunInputSchema = inputObject({
  hosts: z
    .array(z.number({ error: HOSTS_MESSAGE }).int({ error: HOSTS_MESSAGE }).positive({ error: HOSTS_MESSAGE }), { error: HOSTS_MESSAGE })
    .min(1, { error: HOSTS_MESSAGE })
    .max(500, { error: 'Pay at most 500 hosts in one batch.' }),
});
export type PayoutRunInput = z.infer<typeof PayoutRunInputSchema>;

/** Ours (decision 0030, "Stripe Connect"): a host paid by a transfer to their Express account; amount in decimal. */
export const StripeTransferRowSchema = z.object({ hostId: z.number(), currency: z.string(), amount: z.string(), transferId: z.string() });
/** `batch` is null when every chosen host was paid by Stripe transfer (only with Stripe Connect). */
export const PayoutRunResultSchema = z.object({
  batch: PayoutBatchSchema.nullable(),
  transfers: z.array(StripeTransferRowSchema).optional(),
  message: z.string(),
});
export type PayoutRunResult = z.infer<typeof PayoutRunResultSchema>;

export const DisputeRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  provider: z.string(),
  providerDisputeId: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['open', 'won', 'lost']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type DisputeRow = z.infer<typeof DisputeRowSchema>;
export const DisputesPageSchema = z.object({ disputes: z.array(DisputeRowSchema) });
export type DisputesPage = z.infer<typeof DisputesPageSchema>;

export const TestDisputeInputSchema = inputObject({
  step: z.enum(['open', 'won', 'lost'], { error: 'Choose open, won or lost.' }),
});
export type TestDisputeInput = z.infer<typeof TestDisputeInputSchema>;
