import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingQuerySchema, ListingSchema, PublicItemSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ApiErrorSchema } from '@trg/contract/errors';
import type { TicketPricing } from './fees.ts';
import { ItemIdParamsSchema } from './params.ts';
import { presentPublicItem, publicItemRow, publicListing } from './public.ts';

const PUBLIC_PATHS = [
  { kind: 'event', path: '/api/events' },
  { kind: 'experience', path: '/api/experiences' },
] as const satisfies readonly { kind: CatalogKind; path: string }[];

/** Anyone may browse published events and experiences; drafts and cancelled items answer 404. */
export const publicCatalogRoutes: FastifyPluginAsyncZod<{ ticketPricing: TicketPricing }> = async (app, { ticketPricing }) => {
  for (const { kind, path } of PUBLIC_PATHS) {
    app.get(
      path,
      {
        schema: {
          tags: ['catalog'],
          summary: `Published ${kind}s still to come, soonest first; paginated, filterable by online and country`,
          querystring: ListingQuerySchema,
          response: { 200: ListingSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=30');
        return publicListing(app.db, kind, request.query, ticketPricing);
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags: ['catalog'],
          summary: `One published ${kind}, with its host's business, wine lists and reviews' summary`,
          params: ItemIdParamsSchema,
          response: { 200: PublicItemSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => presentPublicItem(app.db, await publicItemRow(app.db, kind, request.params.id), ticketPricing),
    );
  }
};
