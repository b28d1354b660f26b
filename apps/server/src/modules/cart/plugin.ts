import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { paymentRoutes } from '../payments/routes.ts';
import type { CartSettings, CheckoutDeps } from './cart-deps.ts';
import { cartJobsPlugin } from './jobs.ts';
import { cartRoutes } from './routes.ts';
import { recordFailedIntent, settleSucceededIntent } from './settle.ts';

export function cartSettings(config: Config): CartSettings {
  return {
    rates: {
      feeRateBasisPoints: config.BOOKING_FEE_PERCENT,
      feeMinimumHundredths: config.BOOKING_FEE_MINIMUM,
      vatRateBasisPoints: config.VAT_PERCENT,
    },
    reservationMinutes: config.RESERVATION_MINUTES,
  };
}

/** Cart, checkout and the payment provider's callbacks, with their housekeeping job. Needs the payments and mail plugins. */
export const cartModule: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const settings = cartSettings(config);
  const deps: CheckoutDeps = {
    db: app.db,
    provider: app.payments,
    settings,
    kickMail: () => app.mail.kick(),
    onBackgroundError: (error) => app.log.error({ err: error }, 'payment background step failed; it will be retried'),
  };
  await app.register(cartRoutes, { settings, deps });
  await app.register(paymentRoutes, {
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    onSucceeded: async (intent) => {
      await settleSucceededIntent(deps, intent);
    },
    onFailed: (intent) => recordFailedIntent(app.db, intent.id),
  });
  await app.register(cartJobsPlugin);
};
