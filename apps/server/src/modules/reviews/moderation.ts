import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { REVIEW_MESSAGES, type ReviewReportQueue, type ShownReview } from '@trg/contract/reviews';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import { conflict, forbidden, notFound } from '../../plugins/http-error.ts';
import { accountNameJsonSql } from '../accounts/index.ts';
import { itemSummaries } from '../catalog/index.ts';
import { itemReviews, reviewReports } from './schema.ts';
import { openReportsOf, shownColumns, shownReview, toShownReview } from './shown.ts';
import type { ReviewerHoldsBookingSql } from './service.ts';

async function lockedReview(tx: Db, reviewId: number) {
  const [review] = await tx.select().from(itemReviews).where(eq(itemReviews.id, reviewId)).for('update');
  if (!review) throw notFound(REVIEW_MESSAGES.reviewMissing);
  return review;
}

/**
 * The item's host answers one of its reviews, once, publicly. Answers the review as people now read it, and the
 * item's id, whose page changes.
 */
export async function answerReview(
  db: Db,
  holdsBooking: ReviewerHoldsBookingSql,
  hostId: number,
  reviewId: number,
  answer: string,
): Promise<{ itemId: number; review: ShownReview }> {
  return db.transaction(async (tx) => {
    const review = await lockedReview(tx, reviewId);
    // A review people do not read (hidden, or its author refunded) is, to everyone but staff, no review at all.
    const before = await shownReview(tx, holdsBooking, review.itemId, reviewId);
    if (!before) throw notFound(REVIEW_MESSAGES.reviewMissing);
    const item = (await itemSummaries(tx, [review.itemId])).get(review.itemId);
    if (item?.hostId !== hostId) throw forbidden(REVIEW_MESSAGES.answerNotHost);
    if (review.answer !== null) throw conflict(REVIEW_MESSAGES.answeredAlready);
    const answeredAt = new Date();
    await tx.update(itemReviews).set({ answer, answeredAt }).where(eq(itemReviews.id, reviewId));
    return { itemId: review.itemId, review: { ...before, answer: { comment: answer, date: answeredAt.toISOString().slice(0, 10) } } };
  });
}

/** Anyone signed in reports a review, once, with a reason; its author cannot. */
export async function reportReview(db: Db, reporterId: number, reviewId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(itemReviews).where(eq(itemReviews.id, reviewId));
    if (!review || review.hiddenAt) throw notFound(REVIEW_MESSAGES.reviewMissing);
    if (review.userId === reporterId) throw forbidden(REVIEW_MESSAGES.reportOwn);
    const inserted = await tx
      .insert(reviewReports)
      .values({ reviewId, reporterId, reason })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (inserted.length === 0) throw conflict(REVIEW_MESSAGES.reportedAlready);
  });
}

/** The console's queue: reviews still shown with reports staff have not dealt with, the longest waiting first. */
export async function reviewReportQueue(db: Db): Promise<ReviewReportQueue> {
  const open = await db
    .select({ id: reviewReports.id, reviewId: reviewReports.reviewId, reason: reviewReports.reason, createdAt: reviewReports.createdAt })
    .from(reviewReports)
    .innerJoin(itemReviews, eq(itemReviews.id, reviewReports.reviewId))
    .where(and(isNull(reviewReports.closedAt), isNull(itemReviews.hiddenAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    .limit(500);
  const reviewIds = [...new Set(open.map((report) => report.reviewId))];
  if (reviewIds.length === 0) return { results: [], count: 0 };
  const reviews = await db
    .select({ ...shownColumns, itemId: itemReviews.itemId })
    .from(itemReviews)
    .where(inArray(itemReviews.id, reviewIds))
    .orderBy(desc(itemReviews.id));
  const byId = new Map(reviews.map((review) => [review.id, review]));
  const items = await itemSummaries(
    db,
    reviews.map((review) => review.itemId),
  );
  const results = reviewIds.flatMap((reviewId) => {
    const review = byId.get(reviewId);
    if (!review) return [];
    const shown = toShownReview(review);
    return [
      {
        reviewId,
        kind: 'item' as const,
        itemId: review.itemId,
        itemTitle: items.get(review.itemId)?.title ?? '',
        rating: shown.rating,
        comment: shown.comment,
        reviewerName: shown.reviewerName,
        date: shown.date,
        reports: open
          .filter((report) => report.reviewId === reviewId)
          .map((report) => ({ id: report.id, reason: report.reason, date: report.createdAt.toISOString().slice(0, 10) })),
      },
    ];
  });
  return { results, count: results.length };
}

/** What the audit entry of a moderated review names: the reviewer, the rating, what it is of, the reports closed. */
export interface ModeratedReview {
  reviewId: number;
  itemId: number;
  itemTitle: string;
  reviewerName: string;
  rating: number;
  reports: number;
}

async function moderated(tx: Db, review: typeof itemReviews.$inferSelect): Promise<ModeratedReview> {
  const [reviewer] = await tx
    .select({ name: accountNameJsonSql(q(itemReviews.userId)) })
    .from(itemReviews)
    .where(eq(itemReviews.id, review.id));
  const closed = await tx
    .update(reviewReports)
    .set({ closedAt: new Date() })
    .where(openReportsOf(review.id))
    .returning({ id: reviewReports.id });
  const item = (await itemSummaries(tx, [review.itemId])).get(review.itemId);
  return {
    reviewId: review.id,
    itemId: review.itemId,
    itemTitle: item?.title ?? '',
    reviewerName: toShownReview({ ...review, reviewer: reviewer?.name ?? null }).reviewerName,
    rating: review.rating,
    reports: closed.length,
  };
}

/** Staff hide a review (in the caller's transaction, which writes the audit entry): its open reports close with it. */
export async function hideReview(tx: Db, reviewId: number, reason: string): Promise<ModeratedReview> {
  const review = await lockedReview(tx, reviewId);
  if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.hiddenAlready);
  await tx.update(itemReviews).set({ hiddenAt: new Date(), hiddenReason: reason }).where(eq(itemReviews.id, reviewId));
  return moderated(tx, review);
}

/** Staff find nothing wrong: the review's open reports close and it leaves the queue, still shown. */
export async function dismissReviewReports(tx: Db, reviewId: number): Promise<ModeratedReview> {
  const review = await lockedReview(tx, reviewId);
  const result = await moderated(tx, review);
  if (result.reports === 0) throw notFound(REVIEW_MESSAGES.reportMissing);
  return result;
}
