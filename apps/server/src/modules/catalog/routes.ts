import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketPricing } from './fees.ts';
import type { ItemCancelledHook } from './service.ts';
import { hostCatalogRoutes } from './host-routes.ts';
import { publicCatalogRoutes } from './public-routes.ts';
import { bookingRoutes } from './booking-routes.ts';

export interface CatalogRoutesOptions {
  /** Where uploaded images are stored (`<DATA_DIR>/media`). */
  mediaDir: string;
  /** Runs inside the cancelling transaction: the cart refunds paid orders here. */
  onItemCancelled: ItemCancelledHook;
  /** The booking fee shown per ticket (clientTransactionFee): the cart's configured rule. */
  ticketPricing: TicketPricing;
}

/** Events and experiences: the host's management API, the public listings and details, and members' bookings. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { mediaDir, ticketPricing, onItemCancelled }) => {
  await app.register(hostCatalogRoutes, { mediaDir, ticketPricing, onItemCancelled });
  await app.register(publicCatalogRoutes, { ticketPricing });
  await app.register(bookingRoutes, { ticketPricing });
};
