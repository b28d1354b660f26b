import type Stripe from 'stripe';
import { fromProviderAmount } from '@trg/contract/provider-units';

/**
 * Stripe's dispute and refund events (decision 0030), read apart from the payment events of `stripe-provider.ts`:
 * `charge.dispute.created` opens a dispute of a payment, `charge.dispute.closed` closes it won or lost;
 * `refund.created` and `refund.updated` tell of a refund that went through, ours or one made in Stripe's dashboard.
 */
export interface ProviderDispute {
  providerDisputeId: string;
  paymentIntentId: string | null;
  amountMinor: number;
  currency: string;
  reason: string | null;
}

export type StripeDisputeOutcome =
  { kind: 'dispute_opened'; dispute: ProviderDispute } | { kind: 'dispute_closed'; providerDisputeId: string; outcome: 'won' | 'lost' };

function fromStripeDispute(dispute: Stripe.Dispute): ProviderDispute {
  const intent = dispute.payment_intent;
  return {
    providerDisputeId: dispute.id,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountMinor: fromProviderAmount(dispute.amount, dispute.currency.toUpperCase()),
    currency: dispute.currency.toUpperCase(),
    reason: dispute.reason,
  };
}

/** The dispute an event tells of, or null for any other event. */
export function disputeOutcome(event: Stripe.Event): StripeDisputeOutcome | null {
  if (event.type === 'charge.dispute.created') return { kind: 'dispute_opened', dispute: fromStripeDispute(event.data.object) };
  if (event.type === 'charge.dispute.closed') {
    // 'won' returns the money; 'lost' (and a warning closed without a chargeback is no loss) decide the books.
    const { status, id } = event.data.object;
    if (status === 'won' || status === 'warning_closed') return { kind: 'dispute_closed', providerDisputeId: id, outcome: 'won' };
    if (status === 'lost') return { kind: 'dispute_closed', providerDisputeId: id, outcome: 'lost' };
  }
  return null;
}

/** The metadata key our own refunds carry (`stripe-provider.ts`): a refund without it was made at Stripe. */
export const OUR_REFUND_KEY = 'trg_refund_key';

export interface ProviderRefund {
  providerRefundId: string;
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  /** We asked for it (it is booked when our refund job hears back), rather than someone in Stripe's dashboard. */
  ours: boolean;
}

/** A refund that has gone through, told by `refund.created` or `refund.updated`; null for any other event or state. */
export function refundOutcome(event: Stripe.Event): { kind: 'refund_succeeded'; refund: ProviderRefund } | null {
  if (event.type !== 'refund.created' && event.type !== 'refund.updated') return null;
  const refund = event.data.object;
  const intent = refund.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (refund.status !== 'succeeded' || !paymentIntentId) return null;
  const currency = refund.currency.toUpperCase();
  return {
    kind: 'refund_succeeded',
    refund: {
      providerRefundId: refund.id,
      paymentIntentId,
      amountMinor: fromProviderAmount(refund.amount, currency),
      currency,
      ours: Boolean(refund.metadata?.[OUR_REFUND_KEY]),
    },
  };
}
