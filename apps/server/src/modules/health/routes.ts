import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@trg/contract/health';
import { ApiErrorSchema } from '@trg/contract/errors';
import { HttpError } from '../../plugins/http-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'service_unavailable', 'The database is not reachable.');
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  );
};
