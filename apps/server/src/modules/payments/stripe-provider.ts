import Stripe from 'stripe';
import { disputeOutcome, type StripeDisputeOutcome } from './stripe-events.ts';
import type { CreateIntentInput, IntentStatus, PaymentProvider, ProviderIntent, RefundInput } from './provider.ts';
import { PaymentProviderError } from './provider.ts';

const STATUSES: ReadonlySet<string> = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

function isIntentStatus(value: string): value is IntentStatus {
  return STATUSES.has(value);
}

/** Stripe's PaymentIntent as the shop sees it (amounts are in the same minor units; currencies upper-cased). */
export function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const orderId = Number(intent.metadata.orderId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    // An unknown future status is treated as still in progress.
    status: isIntentStatus(intent.status) ? intent.status : 'processing',
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

export type StripeWebhookOutcome =
  | { kind: 'succeeded'; intent: ProviderIntent }
  | { kind: 'failed'; intent: ProviderIntent }
  | { kind: 'ignored'; type: string }
  | StripeDisputeOutcome;

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies the Stripe-Signature header against the raw body (throws when it does not match) and reads the event. */
  parseWebhook(rawBody: Buffer | string, signature: string, webhookSecret: string): StripeWebhookOutcome;
}

async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`Stripe: ${error.message}`);
    throw error;
  }
}

/** PaymentIntents through Stripe's official SDK, with idempotency keys on every write. */
export function createStripeProvider(options: { secretKey: string; publishableKey: string; client?: Stripe }): StripePaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    createIntent: (input: CreateIntentInput) =>
      call(async () =>
        fromStripeIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amountMinor,
              currency: input.currency.toLowerCase(),
              // The checkout collects cards only, in place (no redirects).
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              description: input.description,
              ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
              metadata: { orderId: String(input.orderId), bookingReference: input.bookingReference },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    retrieveIntent: (id) => call(async () => fromStripeIntent(await stripe.paymentIntents.retrieve(id))),

    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Succeeded, processing or already cancelled: nothing to undo here.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error instanceof Stripe.errors.StripeError ? new PaymentProviderError(`Stripe: ${error.message}`) : error;
      }
    },

    refund: (input: RefundInput) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountMinor },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id };
      }),

    parseWebhook(rawBody, signature, webhookSecret) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      if (event.type === 'payment_intent.succeeded') return { kind: 'succeeded', intent: fromStripeIntent(event.data.object) };
      if (event.type === 'payment_intent.payment_failed') return { kind: 'failed', intent: fromStripeIntent(event.data.object) };
      return disputeOutcome(event) ?? { kind: 'ignored', type: event.type };
    },
  };
}
