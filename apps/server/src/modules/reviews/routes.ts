import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateEventReviewSchema, EventReviewSchema } from '@trg/contract/reviews';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { API_PATHS } from '@trg/contract/api-paths';
import {
  AnswerReviewSchema,
  ItemReviewsPageSchema,
  HostedReviewsPageSchema,
  HostedReviewsQuerySchema,
  ReportReviewSchema,
  ReviewReportedSchema,
  ReviewsPageQuerySchema,
  ShownReviewSchema,
} from '@trg/contract/reviews';
import { itemTag } from '../catalog/index.ts';
import { createReview, memberReview, type ReviewerHoldsBookingSql, type ReviewPorts } from './service.ts';
import { answerReview, reportReview } from './moderation.ts';
import { hostedReviewsPage, itemReviewsPage } from './shown.ts';

const memberErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Members review the events and experiences they paid for (the spec places the create path under business-profile). */
export const reviewRoutes: FastifyPluginAsyncZod<{ ports: ReviewPorts; holdsBooking: ReviewerHoldsBookingSql }> = async (
  app,
  { ports, holdsBooking },
) => {
  const guard = app.requireGroup('members');
  const perUser = {
    keyGenerator: (request: { user: { id: number } | null; ip: string }) => (request.user ? `user:${request.user.id}` : request.ip),
  };

  app.get(
    API_PATHS.reviews.ofItem,
    {
      schema: {
        tags: ['reviews'],
        summary:
          "Ours: an item's visible reviews, newest first, paged, with the host's answers (signed in: whether you host it, what you reported)",
        params: ItemIdParamsSchema,
        querystring: ReviewsPageQuerySchema,
        response: { 200: ItemReviewsPageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
      // Anonymous reads are kept with the item's page; an answer, a new review or a hidden one drops them.
      config: { publicCache: { freshness: 'live', tags: (request) => [itemTag(ItemIdParamsSchema.parse(request.params).id)] } },
    },
    async (request) => itemReviewsPage(app.db, holdsBooking, request.params.id, request.query.page, request.user?.id ?? null),
  );

  app.get(
    API_PATHS.reviews.hosted,
    {
      schema: {
        tags: ['reviews'],
        summary:
          "Ours: the shown reviews of the host's events and experiences, newest first, paged; waiting=true keeps the unanswered (hosts only)",
        security: [{ token: [] }],
        querystring: HostedReviewsQuerySchema,
        response: { 200: HostedReviewsPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
      onRequest: app.requireGroup('professionals'),
    },
    async (request) => hostedReviewsPage(app.db, holdsBooking, currentUser(request).id, request.query.page, request.query.waiting),
  );

  app.post(
    API_PATHS.reviews.answer,
    {
      schema: {
        tags: ['reviews'],
        summary: "Ours: the item's host answers one of its reviews, once, publicly (403 for anyone else, 409 once answered)",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: AnswerReviewSchema,
        response: { 200: ShownReviewSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...memberErrors },
      },
      preHandler: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: 10 * 60_000, ...perUser } },
    },
    async (request) => {
      const answered = await answerReview(app.db, holdsBooking, currentUser(request).id, request.params.id, request.body.answer);
      ports.onReviewed?.(answered.itemId);
      return answered.review;
    },
  );

  app.post(
    API_PATHS.reviews.report,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Ours: anyone signed in reports a review to the staff, once, with a reason (409 the second time)',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: ReportReviewSchema,
        response: { 201: ReviewReportedSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...memberErrors },
      },
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000, ...perUser } },
    },
    async (request, reply) => {
      await reportReview(app.db, currentUser(request).id, request.params.id, request.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  );

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
