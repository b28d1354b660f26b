import type { FastifyPluginAsync } from 'fastify';
import { recordDisputeClosed, recordDisputeOpened } from './disputes.ts';
import { priceTicket } from '@trg/contract/pricing';
import type { Config } from '../../config.ts';
import { paymentRoutes } from '../payments/index.ts';
import { cartRoutes, cartSettings, waitingListModule } from '../cart/index.ts';
import { bookingRoutes, type PresentBookedItem } from '../bookings/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { cartJobsPlugin } from './jobs.ts';
import { checkoutRoutes } from './routes.ts';
import { recordFailedIntent, settleSucceededIntent } from './settle.ts';
import { itemTag } from '../catalog/index.ts';

export interface ShopModuleOptions {
  config: Config;
  /** The catalog's public answer for a booked item, for the member's booking page. */
  presentItem: PresentBookedItem;
}

/**
 * The shop's routes: the cart's, the checkout's and members' bookings, and the payment provider's callbacks,
 * with the checkout's housekeeping job. The checkout sits above the cart and the bookings, so it is the one
 * that can hand all three what they run with. Needs the payments and mail plugins.
 */
export const shopModule: FastifyPluginAsync<ShopModuleOptions> = async (app, { config, presentItem }) => {
  const settings = cartSettings(config);
  const deps: CheckoutDeps = {
    db: app.db,
    provider: app.payments,
    settings,
    kickMail: () => app.mail.kick(),
    onAvailabilityChanged: (itemIds) => app.publicCache.invalidate(...itemIds.map(itemTag)),
    onBackgroundError: (error) => app.log.error({ err: error }, 'payment background step failed; it will be retried'),
    reportPayment: app.paymentOutcome,
  };
  await app.register(cartRoutes, { settings, deps });
  await app.register(checkoutRoutes, { settings, deps });
  await app.register(waitingListModule, { publicUrl: config.PUBLIC_URL });
  await app.register(bookingRoutes, {
    ticketPricing: (priceMinor, currency) => priceTicket(priceMinor, currency, settings.rates),
    presentItem,
  });
  await app.register(paymentRoutes, {
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    onSucceeded: async (intent) => {
      await settleSucceededIntent(deps, intent);
    },
    onFailed: async (intent) => {
      await recordFailedIntent(app.db, intent.id);
      deps.reportPayment('declined');
    },
    onDispute: async (event) => {
      if (event.kind === 'dispute_opened') {
        const { paymentIntentId, ...dispute } = event.dispute;
        if (paymentIntentId) await recordDisputeOpened(app.db, { provider: 'stripe', paymentIntentId, ...dispute });
      } else await recordDisputeClosed(app.db, { provider: 'stripe', providerDisputeId: event.providerDisputeId, outcome: event.outcome });
    },
  });
  await app.register(cartJobsPlugin, { deps });
};
