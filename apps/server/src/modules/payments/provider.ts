import type { PaymentProviderName } from '@trg/contract/cart';

export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

/** What the shop needs to know about a payment intent, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string | null;
  status: IntentStatus;
  amountMinor: number;
  /** ISO 4217, upper-case. */
  currency: string;
  /** The order it was made for (from its metadata). */
  orderId: number | null;
  /** The last decline message, as the provider words it for the card holder. */
  lastErrorMessage: string | null;
}

export interface CreateIntentInput {
  amountMinor: number;
  currency: string;
  /** Null for a payment that is not an order's (a gift card's). */
  orderId: number | null;
  bookingReference: string;
  description: string;
  receiptEmail: string | null;
  /** The same key never makes two intents, however often a request is retried. */
  idempotencyKey: string;
}

export interface RefundInput {
  intentId: string;
  amountMinor: number;
  /** The payment's currency (ISO 4217): the provider may count its amounts differently. */
  currency: string;
  idempotencyKey: string;
}

/** A payment service: Stripe when configured, otherwise the built-in test provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser (Stripe.js); null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Best effort: an intent that already succeeded cannot be cancelled, and that is not an error here. */
  cancelIntent(id: string): Promise<void>;
  refund(input: RefundInput): Promise<{ id: string }>;
}

/**
 * What became of a payment, for the operator's metrics: paid (`succeeded`, counted once per order), a card
 * declined, the provider unreachable or refusing while a buyer paid (`failed`), a refund paid out or one that
 * failed (it is tried again later).
 */
export type PaymentOutcome = 'succeeded' | 'declined' | 'failed' | 'refunded' | 'refund_failed';

/** The provider could not be reached or refused the request (not a card decline). */
export class PaymentProviderError extends Error {}
