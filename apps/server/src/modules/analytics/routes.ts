import { API_PATHS } from '@trg/contract/api-paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageViewSchema } from '@trg/contract/analytics';
import { ApiErrorSchema } from '@trg/contract/errors';
import { deleteExpiredPageViews } from './retention.ts';
import { recordPageView } from './page-views.ts';

/** Page views of spec part 1 §2: first-party, no cookie read or set, nothing stored that names a person. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.add('page-view retention', (now) => deleteExpiredPageViews(app.db, now));

  app.post(
    API_PATHS.pageView,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Records a page view (path and referrer) on start and on every route change',
        body: PageViewSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await recordPageView(app.db, request.body);
      return reply.code(204).send(null);
    },
  );
};
