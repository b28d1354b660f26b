import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { JOBS_LIMIT, JobsOverviewSchema, JobsQuerySchema } from '@trg/contract/operator-jobs';

const refused = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The job queue as staff see it: each queue's jobs by state, and the latest jobs with their tries and last error. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.jobs,
    {
      schema: {
        tags: ['operator'],
        summary: "The job queue: each queue's jobs by state (queued, retrying, running, done, failed) and the latest jobs",
        security: [{ token: [] }],
        querystring: JobsQuerySchema,
        response: { 200: JobsOverviewSchema, ...refused },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { queues, recent } = await app.queue.overview({ limit: JOBS_LIMIT, state: request.query.state });
      const iso = (date: Date | null) => (date === null ? null : date.toISOString());
      return {
        queues,
        jobs: recent.map((job) => ({
          ...job,
          createdOn: job.createdOn.toISOString(),
          startAfter: job.startAfter.toISOString(),
          startedOn: iso(job.startedOn),
          completedOn: iso(job.completedOn),
        })),
      };
    },
  );
};
