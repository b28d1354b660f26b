import type Stripe from 'stripe';

/**
 * Stripe's dispute events (decision 0030), read apart from the payment events of `stripe-provider.ts`:
 * `charge.dispute.created` opens a dispute of a payment, `charge.dispute.closed` closes it won or lost.
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
    amountMinor: dispute.amount,
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
