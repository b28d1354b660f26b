import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateEventReviewSchema, EventReviewSchema } from '@trg/contract/reviews';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { API_PATHS } from '@trg/contract/api-paths';
import { createReview, memberReview, type ReviewPorts } from './service.ts';

const memberErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Members review the events and experiences they paid for (the spec places the create path under business-profile). */
export const reviewRoutes: FastifyPluginAsyncZod<{ ports: ReviewPorts }> = async (app, { ports }) => {
  const guard = app.requireGroup('members');

  app.get(
    API_PATHS.reviews.mine,
    {
      schema: {
        tags: ['reviews'],
        summary: "The member's review of an event or experience, and whether they may write one",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: EventReviewSchema, 400: ApiErrorSchema, ...memberErrors },
      },
      preHandler: guard,
    },
    async (request) => memberReview(app.db, ports, currentUser(request).id, request.params.id),
  );

  app.post(
    API_PATHS.reviews.create,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews an event or experience the member paid for: rating 1-5 and a comment, once',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: CreateEventReviewSchema,
        response: { 201: EventReviewSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...memberErrors },
      },
      preHandler: guard,
      config: {
        rateLimit: { max: 30, timeWindow: 10 * 60_000, keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip) },
      },
    },
    async (request, reply) => {
      const review = await createReview(app.db, ports, currentUser(request).id, request.params.id, request.body);
      ports.onReviewed?.(request.params.id);
      return reply.code(201).send(review);
    },
  );
};
