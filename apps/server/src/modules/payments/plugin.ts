import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe when its keys are configured, else the built-in test provider. */
    payments: PaymentProvider;
  }
}

export function isStripeConfigured(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY'>): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);
}

export const paymentsPlugin = fp<{ config: Config; provider?: PaymentProvider }>(async (app, { config, provider }) => {
  const chosen =
    provider ??
    (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, publishableKey: config.STRIPE_PUBLISHABLE_KEY })
      : createTestProvider(app.db));
  app.decorate('payments', chosen);
});
