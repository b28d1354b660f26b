import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingQuerySchema, ListingSchema, PublicItemSchema } from '@trg/contract/catalog';
import { CATALOG_KINDS } from '@trg/contract/catalog-rules';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { publicCatalogPaths } from '@trg/contract/api-paths';
import { catalog } from '@trg/contract/api-paths/site';
import type { PublicCatalogQueries } from './public.ts';
import { itemTag, listingTag } from './cache-tags.ts';
import type { CatalogPorts } from './ports.ts';
import { publicSlots } from './slots.ts';
import { PublicSlotsSchema } from '@trg/contract/slots';

/** Anyone may browse published events and experiences; drafts and cancelled items answer 404. */
export const publicCatalogRoutes: FastifyPluginAsyncZod<{ queries: PublicCatalogQueries; ports: CatalogPorts }> = async (
  app,
  { queries, ports },
) => {
  for (const kind of CATALOG_KINDS) {
    const paths = publicCatalogPaths(kind);
    app.get(
      paths.listing,
      {
        schema: {
          tags: ['catalog'],
          summary: `Published ${kind}s still to come, soonest first; paginated, filterable by online and country`,
          querystring: ListingQuerySchema,
          response: { 200: ListingSchema, 400: ApiErrorSchema },
        },
        config: { publicCache: { freshness: 'live', tags: () => [listingTag(kind)] } },
      },
      async (request) => queries.listing(kind, request.query),
    );

    app.get(
      paths.item,
      {
        schema: {
          tags: ['catalog'],
          summary: `One published ${kind}, with its host's business, wine lists and reviews' summary`,
          params: ItemIdParamsSchema,
          response: { 200: PublicItemSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
        // Tags are read from a 200, whose params have passed validation.
        config: { publicCache: { freshness: 'live', tags: (request) => [itemTag(ItemIdParamsSchema.parse(request.params).id)] } },
      },
      async (request) => queries.detail(kind, request.params.id),
    );
  }

  app.get(
    catalog.experience.slots,
    {
      schema: {
        tags: ['catalog'],
        summary: "Ours: an experience's slots still to come, soonest first, with the places left in each (404 for one with a single date)",
        params: ItemIdParamsSchema,
        response: { 200: PublicSlotsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
      // Kept as the detail is: a sale, a hold, a closed slot or a new schedule drops it (the experience's tag).
      config: { publicCache: { freshness: 'live', tags: (request) => [itemTag(ItemIdParamsSchema.parse(request.params).id)] } },
    },
    async (request) => publicSlots(app.db, ports, request.params.id),
  );
};
