import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { WineProfileQuerySchema } from '@trg/contract/wine-profiles';
import { TastingInputSchema, WineTastingsSchema } from '@trg/contract/wine-tastings';
import { currentUser } from '../../plugins/auth.ts';
import { perUser } from '../../plugins/rate-limit.ts';
import { recordTasting, wineTastingsOf } from './tastings.ts';
import { wineTeaser } from './teaser.ts';
import { WineTeaserSchema } from '@trg/contract/wine-teaser';

const tags = ['wine profiles'];
const security = [{ token: [] }];
const accessErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Ours (issue 30): a wine's public teaser, and the guests' own tastings. Who may call the tastings follows the
 * profile's rule (wineAccess): its host reads them, its guests read them and record their own once an item pouring it
 * has started.
 */
export const wineTastingRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = API_PATHS.wineProfile.tastings;

  // The teaser is for anyone, signed in or not: what a visitor may know of a wine before booking to taste it.
  app.get(
    API_PATHS.wineProfile.teaser,
    {
      schema: {
        tags,
        summary:
          'What anyone may know of a wine poured at an event or experience on sale: its name, producer, vintage, origin, grapes and colour, and the items that pour it',
        querystring: WineProfileQuerySchema,
        response: { 200: WineTeaserSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => wineTeaser(app.db, request.query),
  );

  app.get(
    path,
    {
      schema: {
        tags,
        summary:
          "The guests' tastings of a wine: the signed-in guest's own, how many, their average structure once three have tasted it, beside the host's",
        security,
        querystring: WineProfileQuerySchema,
        response: { 200: WineTastingsSchema, 400: ApiErrorSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => wineTastingsOf(app.db, currentUser(request), request.query),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: "Records or changes the signed-in guest's tasting of the wine (its structure sliders and a note); answers the tastings",
        security,
        querystring: WineProfileQuerySchema,
        body: TastingInputSchema,
        response: { 200: WineTastingsSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: 10 * 60_000, keyGenerator: perUser } },
    },
    async (request) => recordTasting(app.db, currentUser(request), request.query, request.body),
  );
};
