import type { FastifyPluginAsync } from 'fastify';
import { recordProviderRefund } from './provider-refunds.ts';
import { recordDisputeClosed, recordDisputeOpened } from './disputes.ts';
import { priceTicket } from '@trg/contract/pricing';
import type { Config } from '../../config.ts';
import { paymentRoutes } from '../payments/index.ts';
import { cartRoutes, cartSettings, waitingListModule } from '../cart/index.ts';
import { bookingRoutes, type PresentBookedItem } from '../bookings/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { cartJobsPlugin } from './jobs.ts';
import { checkoutRoutes } from './routes.ts';
import { recordFailedIntent, recordProcessingIntent, settleSucceededIntent } from './settle.ts';
import { itemTag } from '../catalog/index.ts';
import { cancellationQuotes } from './cancel-booking.ts';
import { cancelRoutes } from './cancel-routes.ts';
import { setManageBookingSite } from './confirmation-email.ts';
import type { GiftCardPayments } from '../gift-cards/index.ts';

export interface ShopModuleOptions {
  config: Config;
  /** The catalog's public answer for a booked item, for the member's booking page. */
  presentItem: PresentBookedItem;
  /** Payments that paid for no order go to the gift cards (issue 33). */
  giftCards: GiftCardPayments;
}

/**
 * The shop's routes: the cart's, the checkout's and members' bookings, and the payment provider's callbacks,
 * with the checkout's housekeeping job. The checkout sits above the cart and the bookings, so it is the one
 * that can hand all three what they run with. Needs the payments and mail plugins.
 */
export const shopModule: FastifyPluginAsync<ShopModuleOptions> = async (app, { config, presentItem, giftCards }) => {
  const settings = cartSettings(config);
  // The confirmation's 'Manage booking' link is absolute: the site's address, the same on every instance.
  setManageBookingSite(config.PUBLIC_URL);
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
    cancellationQuotes: (db, lines) => cancellationQuotes(db, lines),
  });
  await app.register(cancelRoutes);
  await app.register(paymentRoutes, {
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    testPaymentDelaySeconds: config.TEST_PAYMENT_DELAY_SECONDS,
    onSucceeded: async (intent) => {
      const settled = await settleSucceededIntent(deps, intent);
      if (settled.kind === 'unknown') await giftCards.settle(intent);
    },
    onProcessing: async (intent) => {
      await recordProcessingIntent(deps, intent);
    },
    onFailed: async (intent) => {
      await recordFailedIntent(deps, intent);
      deps.reportPayment('declined');
    },
    onDispute: async (event) => {
      if (event.kind === 'dispute_opened') {
        const { paymentIntentId, ...dispute } = event.dispute;
        if (paymentIntentId) await recordDisputeOpened(app.db, { provider: 'stripe', paymentIntentId, ...dispute });
      } else await recordDisputeClosed(app.db, { provider: 'stripe', providerDisputeId: event.providerDisputeId, outcome: event.outcome });
    },
    onProviderRefund: async (refund) => {
      await recordProviderRefund(app.db, { provider: 'stripe', ...refund });
    },
  });
  await app.register(cartJobsPlugin, { deps });
};
