import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { HideReviewSchema, ModerationDoneSchema, ReviewReportQueueSchema } from '@trg/contract/reviews';
import { itemTag } from '../catalog/index.ts';
import { dismissReviewReports, hideReview, reviewReportQueue } from '../reviews/index.ts';
import { staffCommand } from './audit.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * The console's moderation queue: reviews people have reported. Staff hide one with a reason (it is no longer
 * shown or counted) or dismiss its reports; either is written to the audit log in the same transaction.
 */
export const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.reviewReports,
    {
      schema: {
        tags: ['operator'],
        summary: 'Reviews still shown with reports staff have not dealt with, the longest waiting first, with the reasons',
        security: [{ token: [] }],
        response: { 200: ReviewReportQueueSchema, ...refused },
      },
    },
    async () => reviewReportQueue(app.db),
  );

  app.post(
    OPERATOR_API_PATHS.reviewHide,
    {
      schema: {
        tags: ['operator'],
        summary: 'Hide a review, with the reason: it is no longer shown nor counted in the averages; its reports close',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: HideReviewSchema,
        response: { 200: ModerationDoneSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const hidden = await staffCommand(app.db, request, async (tx, audit) => {
        const review = await hideReview(tx, request.params.id, reason);
        await audit({
          action: 'review.hide',
          subjectType: 'review',
          subjectId: review.reviewId,
          summary: `Hid ${review.reviewerName}'s ${review.rating}-star review of '${review.itemTitle}': ${reason}`,
          before: { hidden: false, openReports: review.reports },
          after: { hidden: true, reason },
        });
        return review;
      });
      app.publicCache.invalidate(itemTag(hidden.itemId));
      return { done: true as const };
    },
  );

  app.post(
    OPERATOR_API_PATHS.reviewReportsDismiss,
    {
      schema: {
        tags: ['operator'],
        summary: "Dismiss a review's open reports: it stays shown and leaves the queue",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: ModerationDoneSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      await staffCommand(app.db, request, async (tx, audit) => {
        const review = await dismissReviewReports(tx, request.params.id);
        await audit({
          action: 'review.dismiss_reports',
          subjectType: 'review',
          subjectId: review.reviewId,
          summary: `Dismissed ${review.reports} report(s) of ${review.reviewerName}'s review of '${review.itemTitle}': it stays shown`,
          before: { openReports: review.reports },
          after: { openReports: 0 },
        });
      });
      return { done: true as const };
    },
  );
};
