import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TestCardPaymentResultSchema, TestCardPaymentSchema } from '@trg/contract/cart';
import { ApiErrorSchema, ERROR_CODES } from '@trg/contract/errors';
import { badRequest, HttpError } from '../../plugins/http-error.ts';
import type { PaymentProvider, ProviderIntent } from './provider.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';
import type { StripeDisputeOutcome } from './stripe-events.ts';
import type { TestPaymentProvider } from './test-provider.ts';

export interface PaymentEvents {
  /** A payment went through: pay its order (idempotent). */
  onSucceeded(intent: ProviderIntent): Promise<void>;
  /** A card was declined: the order shows payment failed and can be paid again. */
  onFailed(intent: ProviderIntent): Promise<void>;
  /** A payment was disputed, or its dispute closed (Stripe's charge.dispute.* webhooks): record and book it. */
  onDispute?(event: StripeDisputeOutcome): Promise<void>;
}

const isTestProvider = (provider: PaymentProvider): provider is TestPaymentProvider => provider.name === 'test';
const isStripeProvider = (provider: PaymentProvider): provider is StripePaymentProvider => provider.name === 'stripe';

/**
 * The provider's side of a payment: with the test provider, the endpoint its card form posts to; with
 * Stripe, the webhook that tells us of payments (signature checked on the raw body).
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentEvents & { stripeWebhookSecret: string | undefined }> = async (app, options) => {
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
              'Stripe webhook (payment_intent.succeeded, payment_intent.payment_failed, charge.dispute.created, charge.dispute.closed), signature verified',
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
          if (outcome.kind === 'failed') await options.onFailed(outcome.intent);
          if (outcome.kind === 'dispute_opened' || outcome.kind === 'dispute_closed') await options.onDispute?.(outcome);
          return { received: true as const };
        },
      );
    });
  }
};
