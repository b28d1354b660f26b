import { API_PATHS } from '@trg/contract/api-paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.csrf,
    {
      schema: {
        tags: ['platform'],
        summary: 'Issues the csrftoken cookie and returns a token for it, masked afresh each time, for forms that post with X-CSRFToken',
        response: { 200: z.object({ csrftoken: z.string() }) },
      },
    },
    async (_request, reply) => ({ csrftoken: reply.issueCsrfToken() }),
  );
};
