import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type ReportedReview, type ShownReview } from '@trg/contract/reviews';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../plugins/http-error.ts';
import { wineDirectory, wineListSummaries, wineOwner } from '../wine-lists/index.ts';
import { wineReviewReports, wineReviews } from './schema.ts';
import { openWineReportsOf, shownWineColumns, shownWineReview, toShownWineReview } from './shown-reviews.ts';

// Answers, reports and moderation of wine reviews (decision 0033): the rules of an item's reviews (reviews/moderation.ts).

async function lockedWineReview(tx: Db, reviewId: number) {
  const [review] = await tx.select().from(wineReviews).where(eq(wineReviews.id, reviewId)).for('update');
  if (!review) throw notFound(REVIEW_MESSAGES.reviewMissing);
  return review;
}

/** The host who owns the wine list holding the wine answers one of its reviews, once, publicly. */
export async function answerWineReview(db: Db, hostId: number, reviewId: number, answer: string): Promise<ShownReview> {
  return db.transaction(async (tx) => {
    const review = await lockedWineReview(tx, reviewId);
    // A review people do not read (hidden, or its author no longer a guest) is, to everyone but staff, no review at all.
    const before = await shownWineReview(tx, reviewId);
    if (!before) throw notFound(REVIEW_MESSAGES.reviewMissing);
    const owner = await wineOwner(tx, { wineId: review.wineId }, () => sql`false`);
    if (owner?.ownerId !== hostId) throw forbidden(REVIEW_MESSAGES.wineAnswerNotOwner);
    if (review.answer !== null) throw conflict(REVIEW_MESSAGES.answeredAlready);
    const answeredAt = new Date();
    await tx.update(wineReviews).set({ answer, answeredAt }).where(eq(wineReviews.id, reviewId));
    return { ...before, answer: { comment: answer, date: answeredAt.toISOString().slice(0, 10) } };
  });
}

/** Anyone signed in reports a wine review, once, with a reason; its author cannot. */
export async function reportWineReview(db: Db, reporterId: number, reviewId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(wineReviews).where(eq(wineReviews.id, reviewId));
    if (!review || review.hiddenAt) throw notFound(REVIEW_MESSAGES.reviewMissing);
    if (review.userId === reporterId) throw forbidden(REVIEW_MESSAGES.reportOwn);
    const inserted = await tx
      .insert(wineReviewReports)
      .values({ reviewId, reporterId, reason })
      .onConflictDoNothing()
      .returning({ id: wineReviewReports.id });
    if (inserted.length === 0) throw conflict(REVIEW_MESSAGES.reportedAlready);
  });
}

/** The console's queue of wine reviews still shown with open reports, the longest waiting first (kind 'wine'). */
export async function wineReviewReportQueue(db: Db): Promise<ReportedReview[]> {
  const open = await db
    .select({
      id: wineReviewReports.id,
      reviewId: wineReviewReports.reviewId,
      reason: wineReviewReports.reason,
      createdAt: wineReviewReports.createdAt,
    })
    .from(wineReviewReports)
    .innerJoin(wineReviews, eq(wineReviews.id, wineReviewReports.reviewId))
    .where(and(isNull(wineReviewReports.closedAt), isNull(wineReviews.hiddenAt)))
    .orderBy(asc(wineReviewReports.createdAt), asc(wineReviewReports.id))
    .limit(500);
  const reviewIds = [...new Set(open.map((report) => report.reviewId))];
  if (reviewIds.length === 0) return [];
  const reviews = await db
    .select({ ...shownWineColumns, wineId: wineReviews.wineId })
    .from(wineReviews)
    .where(inArray(wineReviews.id, reviewIds));
  const byId = new Map(reviews.map((review) => [review.id, review]));
  const names = await wineNames(
    db,
    reviews.map((review) => review.wineId),
  );
  return reviewIds.flatMap((reviewId) => {
    const review = byId.get(reviewId);
    if (!review) return [];
    const shown = toShownWineReview(review);
    const reports = open.filter((report) => report.reviewId === reviewId);
    const wine = names.get(review.wineId);
    return [
      {
        reviewId,
        kind: 'wine' as const,
        itemId: review.wineId,
        itemTitle: wine?.name ?? '',
        ...(wine ? { wineList: wine.list } : {}),
        rating: shown.rating,
        comment: shown.comment,
        reviewerName: shown.reviewerName,
        date: shown.date,
        reports: reports.map((report) => ({ id: report.id, reason: report.reason, date: report.createdAt.toISOString().slice(0, 10) })),
      },
    ];
  });
}

/** The wines' names and their lists', by wine id. */
async function wineNames(db: Db, wineIds: readonly number[]) {
  const rows = await db
    .select({ id: wineDirectory.id, name: wineDirectory.name, wineListId: wineDirectory.wineListId })
    .from(wineDirectory)
    .where(inArray(wineDirectory.id, [...new Set(wineIds)]));
  const lists = await wineListSummaries(
    db,
    rows.map((row) => row.wineListId),
    true,
  );
  return new Map(
    rows.map((row) => [row.id, { name: row.name, list: { id: row.wineListId, name: lists.get(row.wineListId)?.wineListName ?? '' } }]),
  );
}

/** What the audit entry of a moderated wine review names: the reviewer, the rating, the wine and its list. */
interface ModeratedWineReview {
  reviewId: number;
  /** The wine's id. */
  itemId: number;
  /** 'Wine (Wine list)'. */
  itemTitle: string;
  wineListId: number | null;
  reviewerName: string;
  rating: number;
  reports: number;
}

async function moderated(tx: Db, review: typeof wineReviews.$inferSelect): Promise<ModeratedWineReview> {
  const [shown] = await tx.select(shownWineColumns).from(wineReviews).where(eq(wineReviews.id, review.id));
  const closed = await tx
    .update(wineReviewReports)
    .set({ closedAt: new Date() })
    .where(openWineReportsOf(review.id))
    .returning({ id: wineReviewReports.id });
  const wine = (await wineNames(tx, [review.wineId])).get(review.wineId);
  return {
    reviewId: review.id,
    itemId: review.wineId,
    itemTitle: wine ? `${wine.name} (${wine.list.name})` : '',
    wineListId: wine?.list.id ?? null,
    reviewerName: shown ? toShownWineReview(shown).reviewerName : '',
    rating: review.rating,
    reports: closed.length,
  };
}

/** Staff hide a wine review (in the caller's transaction, which writes the audit entry): its open reports close with it. */
export async function hideWineReview(tx: Db, reviewId: number, reason: string) {
  const review = await lockedWineReview(tx, reviewId);
  if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.hiddenAlready);
  await tx.update(wineReviews).set({ hiddenAt: new Date(), hiddenReason: reason }).where(eq(wineReviews.id, reviewId));
  return moderated(tx, review);
}

/** Staff find nothing wrong: the wine review's open reports close and it leaves the queue, still shown. */
export async function dismissWineReviewReports(tx: Db, reviewId: number) {
  const review = await lockedWineReview(tx, reviewId);
  const result = await moderated(tx, review);
  if (result.reports === 0) throw notFound(REVIEW_MESSAGES.reportMissing);
  return result;
}
