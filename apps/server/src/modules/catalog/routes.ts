import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogPorts } from './ports.ts';
import type { PublicCatalogQueries } from './public.ts';
import { hostCatalogRoutes } from './host-routes.ts';
import { publicCatalogRoutes } from './public-routes.ts';
import { refreshSlottedDates } from './slots.ts';

export interface CatalogRoutesOptions {
  /** The answers of the modules above the catalog: prices, sales, holds, reviews, refunds on cancel. */
  ports: CatalogPorts;
  /** The public reads, prepared once (app.ts shares them with the cart's bookings). */
  queries: PublicCatalogQueries;
}

/** Events and experiences: the host's management API and the public listings and details. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { ports, queries }) => {
  await app.register(hostCatalogRoutes, { ports, onChange: queries.forgetTotals });
  await app.register(publicCatalogRoutes, { queries, ports });
  // An experience sold by the slot reads as its next slot: moved on as each slot starts.
  app.jobs.add('slotted-dates', () => refreshSlottedDates(app.db));
};
