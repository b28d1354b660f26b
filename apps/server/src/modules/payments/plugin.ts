import fp from 'fastify-plugin';
import type { PaymentProviderName } from '@trg/contract/cart';
import type { Config } from '../../config.ts';
import type { PaymentOutcome, PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when its keys are configured, else the built-in test provider. */
    payments: PaymentProvider;
    /** Tells the operator's metrics what became of a payment, where the checkout decides it. */
    paymentOutcome: (outcome: PaymentOutcome) => void;
  }
}

export function isStripeConfigured(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY'>): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);
}

export interface PaymentsOptions {
  config: Config;
  provider?: PaymentProvider;
  /** Hears each payment's outcome (the metrics count them); none by default. */
  onOutcome?: (provider: PaymentProviderName, outcome: PaymentOutcome) => void;
}

/** The provider whose refunds report their outcome: the provider's answer is where a refund is decided. */
function reportingRefunds<Provider extends PaymentProvider>(provider: Provider, report: (outcome: PaymentOutcome) => void): Provider {
  return {
    ...provider,
    refund: async (input) => {
      try {
        const refund = await provider.refund(input);
        report('refunded');
        return refund;
      } catch (error) {
        report('refund_failed');
        throw error;
      }
    },
  };
}

export const paymentsPlugin = fp<PaymentsOptions>(async (app, { config, provider, onOutcome }) => {
  const chosen =
    provider ??
    (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, publishableKey: config.STRIPE_PUBLISHABLE_KEY })
      : createTestProvider(app.db));
  const report = (outcome: PaymentOutcome) => onOutcome?.(chosen.name, outcome);
  app.decorate('payments', onOutcome ? reportingRefunds(chosen, report) : chosen);
  app.decorate('paymentOutcome', report);
});
