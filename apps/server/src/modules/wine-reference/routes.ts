import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@trg/contract/errors';
import {
  FoodPairingsReferenceDataSchema,
  WINE_REFERENCE_FILTER_KEYS,
  WINE_REFERENCE_LIMITS,
  WINE_REFERENCE_PATHS,
  WineReferenceDataSchema,
  WineRegionDetailsSchema,
  WineRegionReferenceDataSchema,
  parseReferenceFilter,
  type ReferenceFilter,
  type WineReferenceEndpoint,
} from '@trg/contract/wine-reference';
import { badRequest } from '../../plugins/http-error.ts';
import { createWineReferenceAnswers, matchesIfNoneMatch, type CachedAnswer } from './service.ts';

/**
 * Private: the answers sit behind a token. Five minutes fresh, then revalidated with If-None-Match, which costs
 * a 304 and no body; the data changes only with a deploy.
 */
export const WINE_REFERENCE_CACHE_CONTROL = 'private, max-age=300';

const FilterParamsSchema = z.object({
  filter: z.string().max(WINE_REFERENCE_LIMITS.filterSuffix, { error: 'The filter is too long.' }),
});
const FilterQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const HeadersSchema = z.object({ 'if-none-match': z.string().optional() });

interface ReferenceEndpoint<Body> {
  endpoint: WineReferenceEndpoint;
  summary: string;
  schema: z.ZodType<Body>;
  answer(filter: ReferenceFilter): Promise<CachedAnswer<Body>>;
}

/** One list at its spec path, with the filter as a path suffix (`/COUNTRY=FR`) or as a query string. */
function referenceRoutes<Body>(definition: ReferenceEndpoint<Body>): FastifyPluginAsyncZod {
  // The call site checks that the schema and the answer agree; the routes need only the schema.
  const { endpoint, summary, schema, answer }: ReferenceEndpoint<unknown> = definition;
  return async (app) => {
    const path = WINE_REFERENCE_PATHS[endpoint];
    const keys = WINE_REFERENCE_FILTER_KEYS[endpoint].join(', ');
    const base = {
      tags: ['wine-reference'],
      security: [{ token: [] }],
      headers: HeadersSchema,
      querystring: FilterQuerySchema,
      response: {
        200: schema,
        304: z.undefined().describe('Not modified: the If-None-Match ETag is current'),
        400: ApiErrorSchema,
        401: ApiErrorSchema,
      },
    };

    // The answer was checked against the schema when it was cached; each reply sends its JSON as kept.
    const handle = async (
      suffix: string | undefined,
      request: { query: z.infer<typeof FilterQuerySchema>; headers: z.infer<typeof HeadersSchema> },
    ) => {
      const parsed = parseReferenceFilter(endpoint, { suffix, query: request.query });
      if (!parsed.ok) throw badRequest(parsed.message, { [parsed.key]: parsed.message });
      const cached = await answer(parsed.filter);
      return { cached, fresh: matchesIfNoneMatch(request.headers['if-none-match'], cached.etag) };
    };

    app.get(path, { schema: { ...base, summary: `${summary}; filter ${keys} in the query string` } }, async (request, reply) => {
      const { cached, fresh } = await handle(undefined, request);
      void reply.header('ETag', cached.etag).header('Cache-Control', WINE_REFERENCE_CACHE_CONTROL);
      return fresh
        ? reply.code(304).send()
        : reply
            .code(200)
            .serializer(() => cached.json)
            .send(cached.body);
    });

    app.get(
      `${path}/:filter`,
      {
        schema: {
          ...base,
          summary: `${summary}; filter ${keys} as the path suffix, such as ${keys.split(', ')[0] ?? ''}=* or =`,
          params: FilterParamsSchema,
        },
      },
      async (request, reply) => {
        const { cached, fresh } = await handle(request.params.filter, request);
        void reply.header('ETag', cached.etag).header('Cache-Control', WINE_REFERENCE_CACHE_CONTROL);
        return fresh
          ? reply.code(304).send()
          : reply
              .code(200)
              .serializer(() => cached.json)
              .send(cached.body);
      },
    );
  };
}

/**
 * The reference data of the wine profile editor (spec part 2 §2, §3, §7): any signed-in user may read it (the
 * auth plugin lets members through these business-profile paths). Answers are cacheable by ETag.
 */
export const wineReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = createWineReferenceAnswers(app.db);
  await app.register(
    referenceRoutes({
      endpoint: 'regionDetails',
      summary: 'Region lookup rows: each path from a country down to its deepest level',
      schema: WineRegionDetailsSchema,
      answer: answers.regionDetails,
    }),
  );
  await app.register(
    referenceRoutes({
      endpoint: 'regionReferenceData',
      summary: 'Countries, regions, sub-regions, sites and parcels, each row with its parent code',
      schema: WineRegionReferenceDataSchema,
      answer: answers.regionReferenceData,
    }),
  );
  await app.register(
    referenceRoutes({
      endpoint: 'wineReferenceData',
      summary: 'Designations, classifications, wine types, colours, grapes and fining agents',
      schema: WineReferenceDataSchema,
      answer: answers.wineReferenceData,
    }),
  );
  await app.register(
    referenceRoutes({
      endpoint: 'foodPairingsReferenceData',
      summary: 'Food types and foods for food pairings',
      schema: FoodPairingsReferenceDataSchema,
      answer: answers.foodPairingsReferenceData,
    }),
  );
};
