import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { PlacesQuerySchema, PlacesSchema } from '@trg/contract/places';
import { shippedGazetteer, type Gazetteer } from './gazetteer.ts';
import { perUser } from '../../plugins/rate-limit.ts';

/**
 * GET /api/places?q=: the host editor's town search, answered from the gazetteer shipped with the app (no
 * outside service), so the browser never downloads the data set. For hosts only: it exists for their editor.
 */
export const placeRoutes: FastifyPluginAsyncZod<{ gazetteer?: Gazetteer }> = async (app, options) => {
  // Read on the first search, not at start: most processes never need it.
  const gazetteer = () => options.gazetteer ?? shippedGazetteer();
  app.get(
    API_PATHS.places,
    {
      schema: {
        tags: ['places'],
        summary:
          'European towns whose name starts with q (accents and case ignored), most populous first; country= puts that country first, or alone lists its largest towns',
        security: [{ token: [] }],
        querystring: PlacesQuerySchema,
        response: { 200: PlacesSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      preHandler: app.requireGroup('professionals'),
      // A request per keystroke (debounced in the browser): generous, but capped.
      config: { rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: perUser } },
    },
    async (request) => {
      const { q, country } = request.query;
      return { results: q === undefined ? gazetteer().largest(country ?? '') : gazetteer().search(q, { country }) };
    },
  );
};
