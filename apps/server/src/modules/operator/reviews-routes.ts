import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { HideReviewSchema, ModerationDoneSchema, ReviewReportQueueSchema } from '@trg/contract/reviews';
import type { Db } from '../../db/client.ts';
import { itemTag } from '../catalog/index.ts';
import { dismissReviewReports, hideReview, reviewReportQueue, type ModeratedReview } from '../reviews/index.ts';
import { dismissWineReviewReports, hideWineReview, wineReviewReportQueue } from '../wine-profiles/index.ts';
import { staffCommand } from './audit.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** What hiding and dismissing do for one kind of review: an item's, or a wine's (decision 0033). */
interface ModeratedKind<Moderated extends ModeratedReview> {
  hidePath: string;
  dismissPath: string;
  /** The audit log's action prefix and subject type: `review` or `wine_review`. */
  subject: 'review' | 'wine_review';
  /** 'review' or 'wine review', in the routes' summaries. */
  noun: string;
  hide: (tx: Db, reviewId: number, reason: string) => Promise<Moderated>;
  dismiss: (tx: Db, reviewId: number) => Promise<Moderated>;
  /** After hiding: drops what public caches hold of it. */
  hidden?: (review: Moderated) => void;
}

/** Hide (with the reason) and dismiss-reports routes for one kind of review, each written to the audit log. */
function moderationRoutes<Moderated extends ModeratedReview>(app: FastifyInstance, kind: ModeratedKind<Moderated>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    kind.hidePath,
    {
      schema: {
        tags: ['operator'],
        summary: `Hide a ${kind.noun}, with the reason: it is no longer shown nor counted in the averages; its reports close`,
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: HideReviewSchema,
        response: { 200: ModerationDoneSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const hidden = await staffCommand(app.db, request, async (tx, audit) => {
        const review = await kind.hide(tx, request.params.id, reason);
        await audit({
          action: `${kind.subject}.hide`,
          subjectType: kind.subject,
          subjectId: review.reviewId,
          summary: `Hid ${review.reviewerName}'s ${review.rating}-star review of '${review.itemTitle}': ${reason}`,
          before: { hidden: false, openReports: review.reports },
          after: { hidden: true, reason },
        });
        return review;
      });
      kind.hidden?.(hidden);
      return { done: true as const };
    },
  );

  typed.post(
    kind.dismissPath,
    {
      schema: {
        tags: ['operator'],
        summary: `Dismiss a ${kind.noun}'s open reports: it stays shown and leaves the queue`,
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: ModerationDoneSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      await staffCommand(app.db, request, async (tx, audit) => {
        const review = await kind.dismiss(tx, request.params.id);
        await audit({
          action: `${kind.subject}.dismiss_reports`,
          subjectType: kind.subject,
          subjectId: review.reviewId,
          summary: `Dismissed ${review.reports} report(s) of ${review.reviewerName}'s review of '${review.itemTitle}': it stays shown`,
          before: { openReports: review.reports },
          after: { openReports: 0 },
        });
      });
      return { done: true as const };
    },
  );
}

/**
 * The console's moderation queue: reviews people have reported, of events and experiences and of wines. Staff hide
 * one with a reason (it is no longer shown or counted) or dismiss its reports; either is written to the audit log in
 * the same transaction.
 */
export const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.reviewReports,
    {
      schema: {
        tags: ['operator'],
        summary:
          'Reviews (of items and of wines, by kind) still shown with reports staff have not dealt with, the longest waiting first, with the reasons',
        security: [{ token: [] }],
        response: { 200: ReviewReportQueueSchema, ...refused },
      },
    },
    async () => {
      const [items, wines] = await Promise.all([reviewReportQueue(app.db), wineReviewReportQueue(app.db)]);
      // Each list is the longest waiting first; merged by the day of the first open report (a stable sort).
      const results = [...items.results, ...wines].sort((a, b) => (a.reports[0]?.date ?? '').localeCompare(b.reports[0]?.date ?? ''));
      return { results, count: results.length };
    },
  );

  moderationRoutes(app, {
    hidePath: OPERATOR_API_PATHS.reviewHide,
    dismissPath: OPERATOR_API_PATHS.reviewReportsDismiss,
    subject: 'review',
    noun: 'review',
    hide: hideReview,
    dismiss: dismissReviewReports,
    hidden: (review) => app.publicCache.invalidate(itemTag(review.itemId)),
  });
  // Wine pages are for their host and guests alone: no public cache to drop.
  moderationRoutes(app, {
    hidePath: OPERATOR_API_PATHS.wineReviewHide,
    dismissPath: OPERATOR_API_PATHS.wineReviewReportsDismiss,
    subject: 'wine_review',
    noun: 'wine review',
    hide: hideWineReview,
    dismiss: dismissWineReviewReports,
  });
};
