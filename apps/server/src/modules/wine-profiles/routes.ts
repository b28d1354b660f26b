import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { WineDetailsSchema, WineProfileQuerySchema, WineReviewsQuerySchema } from '@trg/contract/wine-profiles';
import {
  AnswerReviewSchema,
  ReportReviewSchema,
  ReviewReportedSchema,
  ShownReviewSchema,
  WineReviewsPageSchema,
} from '@trg/contract/reviews';
import { CreateWineReviewSchema, MyWineReviewsSchema, WineReviewSchema } from '@trg/contract/wine-reviews';
import { currentUser } from '../../plugins/auth.ts';
import { readWineForm } from './form.ts';
import { answerWineReview, reportWineReview } from './moderation.ts';
import { createWineReview, myWineReviews, readWineReviews, requireWineOwner, retrieveWineDetails, updateWineDetails } from './service.ts';
import { perUser } from '../../plugins/rate-limit.ts';

const tags = ['wine profiles'];
const security = [{ token: [] }];
const accessErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// Limits per signed-in user rather than per address, as the wine lists' writes do.
const updateLimit = { rateLimit: { max: 600, timeWindow: 60 * 60_000, keyGenerator: perUser } };
const reviewLimit = { rateLimit: { max: 30, timeWindow: 10 * 60_000, keyGenerator: perUser } };

/**
 * The wine profile (spec part 2 §2, §3, §7). These paths are outside /api/auth, so the auth plugin's path
 * guard does not cover them: each route names who may call it, on the request (before its query or body is
 * checked, so an anonymous call is a 401 whatever it sends). The profile is for the host who lists the wine
 * (who alone edits it) and for members holding a paid, unrefunded booking where it is poured (wineAccess).
 */
export const wineProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = API_PATHS.wineProfile;

  app.get(
    paths.retrieve,
    {
      schema: {
        tags,
        summary:
          "The wine's profile, every field of spec §3 by its wire name; for the host who lists the wine and for guests with a paid booking where it is poured (403 to anyone else, signed in or not)",
        security,
        querystring: WineProfileQuerySchema,
        response: { 200: WineDetailsSchema, 400: ApiErrorSchema, ...accessErrors },
      },
      // Open to anonymous callers on purpose: they get a 403 that says to sign in, not a bare 401.
    },
    async (request) => retrieveWineDetails(app.db, request.user, request.query),
  );

  app.get(
    paths.reviews,
    {
      schema: {
        tags,
        summary: "Ours: the wine's reviews people read, newest first, paged, for whoever may read its profile (403 to anyone else)",
        security,
        querystring: WineReviewsQuerySchema,
        response: { 200: WineReviewsPageSchema, 400: ApiErrorSchema, ...accessErrors },
      },
    },
    async (request) => readWineReviews(app.db, request.user, request.query),
  );

  app.post(
    paths.update,
    {
      schema: {
        tags,
        summary: "Changes the fields sent of the host's own wine and its profile, and replaces its image; answers the profile",
        description:
          'multipart/form-data (the spec) or a JSON object: each changed field by its wire name (see WineDetailsUpdateSchema: ' +
          'years of 4 digits, decimals of at most 5 characters, sliders on their scales, yes/no as True or False, prices ' +
          'such as 12.50, currency GBP or USD), a blank value clearing it, and the optional wineImg file (JPEG, PNG, WebP ' +
          'or AVIF, at most 10 MB); a blank wineImg text removes the image. Unknown fields, and a minimum serving ' +
          'temperature above the maximum or Drink After after Drink Before once merged with the stored profile, are a 400.',
        security,
        querystring: WineProfileQuerySchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: WineDetailsSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
          ...accessErrors,
        },
      },
      onRequest: app.requireUser,
      config: updateLimit,
    },
    async (request) => {
      // Ownership first: nothing of the body is read, nor any image stored, for a wine that is not the host's.
      const host = currentUser(request);
      await requireWineOwner(app.db, host, request.query);
      const update = async () =>
        updateWineDetails(app.db, app.images, host, request.query, await readWineForm(request, () => app.images.admit(host.id)));
      // A multipart form may carry an image: it takes an upload slot before its body is read, as every upload does.
      return request.isMultipart() ? app.images.inSlot(update) : update();
    },
  );

  app.post(
    paths.createReview,
    {
      schema: {
        tags,
        summary: 'A member with a paid booking where the wine is poured reviews it: rating 1-5 and a comment, once (409 after)',
        security,
        params: ItemIdParamsSchema,
        body: CreateWineReviewSchema,
        response: { 201: WineReviewSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      config: reviewLimit,
    },
    async (request, reply) => reply.code(201).send(await createWineReview(app.db, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    paths.myReviews,
    {
      schema: {
        tags,
        summary: "The signed-in user's own wine reviews, newest first, and the ids of the wines reviewed (winesReviewd)",
        security,
        response: { 200: MyWineReviewsSchema, 401: ApiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => myWineReviews(app.db, currentUser(request).id),
  );

  app.post(
    paths.answerReview,
    {
      schema: {
        tags,
        summary:
          'Ours: the host whose wine list holds the wine answers one of its reviews, once, publicly (403 for anyone else, 409 once answered)',
        security,
        params: ItemIdParamsSchema,
        body: AnswerReviewSchema,
        response: { 200: ShownReviewSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      config: reviewLimit,
    },
    async (request) => answerWineReview(app.db, currentUser(request).id, request.params.id, request.body.answer),
  );

  app.post(
    paths.reportReview,
    {
      schema: {
        tags,
        summary: 'Ours: anyone signed in but its author reports a wine review to the staff, once, with a reason (409 the second time)',
        security,
        params: ItemIdParamsSchema,
        body: ReportReviewSchema,
        response: { 201: ReviewReportedSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      config: reviewLimit,
    },
    async (request, reply) => {
      await reportWineReview(app.db, currentUser(request).id, request.params.id, request.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  );
};
