import Stripe from 'stripe';
import { fromProviderAmount, toProviderAmount } from '@trg/contract/provider-units';
import { disputeOutcome, OUR_REFUND_KEY, refundOutcome, type ProviderRefund, type StripeDisputeOutcome } from './stripe-events.ts';
import type { CreateIntentInput, IntentStatus, PaymentProvider, ProviderIntent, RefundInput } from './provider.ts';
import { PaymentProviderError } from './provider.ts';
import { createStripeConnect, type StripeConnect } from './stripe-connect.ts';

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

/** Stripe's PaymentIntent as the shop sees it (amounts in the shop's minor units, from Stripe's; currencies upper-cased). */
export function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const orderId = Number(intent.metadata.orderId);
  const currency = intent.currency.toUpperCase();
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    // An unknown future status is treated as still in progress.
    status: isIntentStatus(intent.status) ? intent.status : 'processing',
    amountMinor: fromProviderAmount(intent.amount, currency),
    currency,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

export type StripeWebhookOutcome =
  | { kind: 'succeeded'; intent: ProviderIntent }
  | { kind: 'processing'; intent: ProviderIntent }
  | { kind: 'failed'; intent: ProviderIntent }
  | { kind: 'ignored'; type: string }
  | { kind: 'refund_succeeded'; refund: ProviderRefund }
  | StripeDisputeOutcome;

/** The PaymentIntent events the webhook acts on (the README lists them for the dashboard). */
const STRIPE_WEBHOOK_EVENTS = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
} as const;

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies the Stripe-Signature header against the raw body (throws when it does not match) and reads the event. */
  parseWebhook(rawBody: Buffer | string, signature: string, webhookSecret: string): StripeWebhookOutcome;
  /** Connect (Express) on the same account: hosts' onboarding and the transfers that pay them (decision 0030). */
  connect: StripeConnect;
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
    connect: createStripeConnect(stripe),

    createIntent: (input: CreateIntentInput) =>
      call(async () =>
        fromStripeIntent(
          await stripe.paymentIntents.create(
            {
              amount: toProviderAmount(input.amountMinor, input.currency),
              currency: input.currency.toLowerCase(),
              // The methods enabled in the dashboard for this currency and the buyer's country, redirects included
              // (iDEAL, Bancontact): the Payment Element returns the buyer to the order's payment page.
              automatic_payment_methods: { enabled: true },
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
          {
            payment_intent: input.intentId,
            amount: toProviderAmount(input.amountMinor, input.currency),
            // So that its webhook is told apart from a refund made in Stripe's dashboard (booked on arrival).
            metadata: { [OUR_REFUND_KEY]: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id };
      }),

    parseWebhook(rawBody, signature, webhookSecret) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.processing' ||
        event.type === 'payment_intent.payment_failed'
      ) {
        return { kind: STRIPE_WEBHOOK_EVENTS[event.type], intent: fromStripeIntent(event.data.object) };
      }
      return disputeOutcome(event) ?? refundOutcome(event) ?? { kind: 'ignored', type: event.type };
    },
  };
}
