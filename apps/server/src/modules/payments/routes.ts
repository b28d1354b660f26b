import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TestCardPaymentResultSchema,
  TestCardPaymentSchema,
  TestDebitPaymentSchema,
  TestDebitResultSchema,
  TestRedirectPaymentSchema,
  TestRedirectResultSchema,
} from '@trg/contract/cart';
import { safeNextPath } from '@trg/contract/paths';
import { ApiErrorSchema, ERROR_CODES } from '@trg/contract/errors';
import { badRequest, HttpError } from '../../plugins/http-error.ts';
import type { PaymentProvider, ProviderIntent } from './provider.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';
import type { ProviderRefund, StripeDisputeOutcome } from './stripe-events.ts';
import type { TestPaymentProvider } from './test-provider.ts';
import { testBankRoutes } from './test-bank.ts';

export interface PaymentEvents {
  /** A payment went through: pay its order (idempotent). */
  onSucceeded(intent: ProviderIntent): Promise<void>;
  /** A delayed method (a direct debit) is processing: the order shows payment pending and keeps its places. */
  onProcessing(intent: ProviderIntent): Promise<void>;
  /**
   * A payment failed: a declined card or a bank's refusal leaves the order to be paid again; a processing debit that
   * failed lets its places go and tells the buyer.
   */
  onFailed(intent: ProviderIntent): Promise<void>;
  /** A payment was disputed, or its dispute closed (Stripe's charge.dispute.* webhooks): record and book it. */
  onDispute?(event: StripeDisputeOutcome): Promise<void>;
  /** A refund that went through at the provider: one made there (not by us) is recorded and booked. */
  onProviderRefund?(refund: ProviderRefund): Promise<void>;
}

export interface PaymentRoutesOptions extends PaymentEvents {
  stripeWebhookSecret: string | undefined;
  /** How long the test provider's direct debits stay processing. */
  testPaymentDelaySeconds: number;
}

/** A debit's timer fires this long after it is due, so that the database's clock has passed it too. */
const TEST_DEBIT_MARGIN_MS = 50;

const isTestProvider = (provider: PaymentProvider): provider is TestPaymentProvider => provider.name === 'test';
const isStripeProvider = (provider: PaymentProvider): provider is StripePaymentProvider => provider.name === 'stripe';

/**
 * The provider's side of a payment: with the test provider, the endpoint its card form posts to; with
 * Stripe, the webhook that tells us of payments (signature checked on the raw body).
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const provider = app.payments;
  const tell = async (what: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      app.log.error({ err: error }, `handling a ${what} payment failed; complete-order or the job will settle it`);
    }
  };

  if (isTestProvider(provider)) {
    app.post(
      API_PATHS.payments.testProviderConfirm,
      {
        schema: {
          tags: ['payments'],
          summary: 'The built-in test provider: pays a payment intent with a test card (the card is never stored or logged)',
          security: [{ token: [] }],
          body: TestCardPaymentSchema,
          response: {
            200: TestCardPaymentResultSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            402: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preValidation: app.requireUser,
        // Card testing is throttled per member.
        config: {
          rateLimit: { max: 30, timeWindow: 10 * 60_000, keyGenerator: (request) => `test-pay:${request.user?.id ?? request.ip}` },
        },
      },
      async (request) => {
        const outcome = await provider.confirmCardPayment(request.body.clientSecret, request.body.card);
        if (!outcome.ok) {
          const intent = outcome.intent;
          if (intent && intent.status === 'requires_payment_method') await tell('declined', () => options.onFailed(intent));
          throw new HttpError(402, ERROR_CODES.paymentFailed, outcome.message);
        }
        // As Stripe's webhook would: the order is paid at once, and complete-order then finds it paid.
        await tell('succeeded', () => options.onSucceeded(outcome.intent));
        return { status: 'succeeded' as const, paymentIntentId: outcome.intent.id };
      },
    );

    // The test provider's stand-in for the webhook of a direct debit that settled: the same events, delivered once. A
    // timer is set for each debit when it starts; a debit whose process went away settles when it is next asked about
    // (the payment page, reconciliation), since retrieving a due debit settles it.
    const timers = new Set<NodeJS.Timeout>();
    const deliverDueDebits = async () => {
      try {
        for (const intent of await provider.settleDueDebits(new Date())) {
          if (intent.status === 'succeeded') await tell('succeeded', () => options.onSucceeded(intent));
          else await tell('failed', () => options.onFailed(intent));
        }
      } catch (error) {
        app.log.warn({ err: error }, 'settling test direct debits failed; they settle when next asked about');
      }
    };
    const deliverAt = (settleAt: Date) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void deliverDueDebits();
        },
        Math.max(0, settleAt.getTime() - Date.now()) + TEST_DEBIT_MARGIN_MS,
      );
      timer.unref();
      timers.add(timer);
    };
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    const methodRoute = {
      preValidation: app.requireUser,
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 10 * 60_000,
          keyGenerator: (request: { user?: { id: number } | null; ip: string }) => `test-pay:${request.user?.id ?? request.ip}`,
        },
      },
    };
    app.post(
      API_PATHS.payments.testProviderRedirect,
      {
        schema: {
          tags: ['payments'],
          summary: "The built-in test provider's redirect method (iDEAL-like): answers the test bank's page to send the buyer to",
          security: [{ token: [] }],
          body: TestRedirectPaymentSchema,
          response: { 200: TestRedirectResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 402: ApiErrorSchema, 429: ApiErrorSchema },
        },
        ...methodRoute,
      },
      async (request) => {
        const returnPath = safeNextPath(request.body.returnPath);
        if (returnPath === null) throw badRequest('The page to return to must be a page of this site.');
        const outcome = await provider.startRedirect(request.body.clientSecret, returnPath);
        if (!outcome.ok) throw new HttpError(402, ERROR_CODES.paymentFailed, outcome.message);
        const query = new URLSearchParams({ secret: request.body.clientSecret });
        return { status: 'requires_action' as const, redirectUrl: `${API_PATHS.payments.testProviderBank}?${query.toString()}` };
      },
    );

    app.post(
      API_PATHS.payments.testProviderDebit,
      {
        schema: {
          tags: ['payments'],
          summary: "The built-in test provider's direct debit (SEPA-like): processing, then settled after a delay as the test IBAN says",
          security: [{ token: [] }],
          body: TestDebitPaymentSchema,
          response: { 200: TestDebitResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 402: ApiErrorSchema, 429: ApiErrorSchema },
        },
        ...methodRoute,
      },
      async (request) => {
        const settleAt = new Date(Date.now() + options.testPaymentDelaySeconds * 1000);
        const outcome = await provider.startDebit(request.body.clientSecret, request.body.iban, settleAt);
        if (!outcome.ok) throw new HttpError(402, ERROR_CODES.paymentFailed, outcome.message);
        // As Stripe's payment_intent.processing webhook would: the order shows payment pending at once.
        await tell('processing', () => options.onProcessing(outcome.intent));
        deliverAt(settleAt);
        return { status: 'processing' as const, paymentIntentId: outcome.intent.id };
      },
    );

    await app.register(testBankRoutes, { provider, onSucceeded: options.onSucceeded, onFailed: options.onFailed });
  }

  const webhookSecret = options.stripeWebhookSecret;
  if (isStripeProvider(provider) && webhookSecret) {
    await app.register(async (webhook) => {
      // Signatures are over the exact bytes Stripe sent, so this route keeps the raw body.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post(
        API_PATHS.payments.stripeWebhook,
        {
          schema: {
            tags: ['payments'],
            summary:
              'Stripe webhook (payment_intent.succeeded, .processing, .payment_failed, charge.dispute.created, charge.dispute.closed, refund.created, refund.updated), signature verified',
            response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema },
          },
          bodyLimit: 512 * 1024,
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          const raw = request.body;
          if (typeof signature !== 'string' || !(Buffer.isBuffer(raw) || typeof raw === 'string')) {
            throw badRequest('Missing Stripe signature.');
          }
          let outcome;
          try {
            outcome = provider.parseWebhook(raw, signature, webhookSecret);
          } catch {
            throw badRequest('The Stripe signature does not match.');
          }
          // A failure here answers 5xx, and Stripe delivers the event again later.
          if (outcome.kind === 'succeeded') await options.onSucceeded(outcome.intent);
          if (outcome.kind === 'processing') await options.onProcessing(outcome.intent);
          if (outcome.kind === 'failed') await options.onFailed(outcome.intent);
          if (outcome.kind === 'dispute_opened' || outcome.kind === 'dispute_closed') await options.onDispute?.(outcome);
          if (outcome.kind === 'refund_succeeded') await options.onProviderRefund?.(outcome.refund);
          return { received: true as const };
        },
      );
    });
  }
};
