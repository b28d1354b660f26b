import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateEventReviewSchema, EventReviewSchema } from '@trg/contract/reviews';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { ItemIdParamsSchema } from '../catalog/params.ts';
import { createReview, memberReview } from './service.ts';

const memberErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Members review the events and experiences they paid for (the spec places the create path under business-profile). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireGroup('members');

  app.get(
    '/api/auth/member-profile/get-event-review/:id',
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
    async (request) => memberReview(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/auth/business-profile/create-event-and-experience-review/:id',
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
    async (request, reply) => reply.code(201).send(await createReview(app.db, currentUser(request).id, request.params.id, request.body)),
  );
};
