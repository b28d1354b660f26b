import type { FastifyPluginAsync } from 'fastify';
import { priceTicket } from '@trg/contract/pricing';
import type { Config } from '../../config.ts';
import { paymentRoutes } from '../payments/routes.ts';
import type { CartSettings, CheckoutDeps } from './cart-deps.ts';
import { cartJobsPlugin } from './jobs.ts';
import { cartRoutes } from './routes.ts';
import { bookingRoutes } from './booking-routes.ts';
import type { PresentBookedItem } from './bookings.ts';
import { recordFailedIntent, settleSucceededIntent } from './settle.ts';
import { itemTag } from '../catalog/cache-tags.ts';

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

export interface CartModuleOptions {
  config: Config;
  /** The catalog's public answer for a booked item, for the member's booking page. */
  presentItem: PresentBookedItem;
}

/**
 * Cart, checkout, members' bookings and the payment provider's callbacks, with their housekeeping job.
 * Needs the payments and mail plugins.
 */
export const cartModule: FastifyPluginAsync<CartModuleOptions> = async (app, { config, presentItem }) => {
  const settings = cartSettings(config);
  const deps: CheckoutDeps = {
    db: app.db,
    provider: app.payments,
    settings,
    kickMail: () => app.mail.kick(),
    onAvailabilityChanged: (itemIds) => app.publicCache.invalidate(...itemIds.map(itemTag)),
    onBackgroundError: (error) => app.log.error({ err: error }, 'payment background step failed; it will be retried'),
  };
  await app.register(cartRoutes, { settings, deps });
  await app.register(bookingRoutes, { ticketPricing: (priceMinor, currency) => priceTicket(priceMinor, currency, settings.rates), presentItem });
  await app.register(paymentRoutes, {
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    onSucceeded: async (intent) => {
      await settleSucceededIntent(deps, intent);
    },
    onFailed: (intent) => recordFailedIntent(app.db, intent.id),
  });
  await app.register(cartJobsPlugin, { deps });
};
