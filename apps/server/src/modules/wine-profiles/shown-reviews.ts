import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, type ShownReview, type WineReviewsPage } from '@trg/contract/reviews';
import { shownReviewOf, type ShownReviewRow } from '@trg/contract/reviewer-name';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified } from '../../db/fragments.ts';
import { accountNameJsonSql } from '../accounts/index.ts';
import { wineListOfWineSql } from '../wine-lists/index.ts';
import { isGuestOfListSql } from './access.ts';
import { wineReviewReports, wineReviews } from './schema.ts';

/**
 * SQL true when a wine review is one people read and the wine's rating counts: staff have not hidden it, and its
 * author is still a guest of the wine (a refunded guest's review leaves both), as an event's reviews.
 */
export function visibleWineReviewSql(): SQL<boolean> {
  return sql<boolean>`(${qualified(wineReviews.hiddenAt)} is null and ${isGuestOfListSql(
    wineListOfWineSql(qualified(wineReviews.wineId)),
    qualified(wineReviews.userId),
  )})`;
}

/** The columns a shown wine review is read from: the same row as an item review's (toShownReview). */
export const shownWineColumns = {
  id: wineReviews.id,
  rating: wineReviews.rating,
  comment: wineReviews.comment,
  createdAt: wineReviews.createdAt,
  answer: wineReviews.answer,
  answeredAt: wineReviews.answeredAt,
  reviewer: accountNameJsonSql(qualified(wineReviews.userId)),
};

/** A row of shownWineColumns as people read it, as an item's review reads (the contract's shownReviewOf). */
export const toShownWineReview = (row: Omit<ShownReviewRow, 'reviewer'> & { reviewer: unknown }): ShownReview =>
  shownReviewOf({ ...row, reviewer: parsedJson<ShownReviewRow['reviewer']>(row.reviewer) });

/**
 * A wine's reviews as people read them, newest first, a page at a time, with the first name and initial, the day,
 * 'Verified guest' and the host's answer, as an event's reviews show. Signed in, each says whether the reader
 * reported it.
 */
export async function wineReviewsPage(db: Db, wineId: number, page: number, readerId: number | null = null): Promise<WineReviewsPage> {
  const where = and(eq(wineReviews.wineId, wineId), visibleWineReviewSql());
  const reported =
    readerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${wineReviewReports} where ${qualified(wineReviewReports.reviewId)} = ${qualified(wineReviews.id)} and ${qualified(wineReviewReports.reporterId)} = ${readerId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...shownWineColumns, reported })
      .from(wineReviews)
      .where(where)
      .orderBy(desc(wineReviews.createdAt), desc(wineReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(wineReviews).where(where),
  ]);
  return {
    results: rows.map((row) => ({ ...toShownWineReview(row), ...(readerId === null ? {} : { reportedByYou: Boolean(row.reported) }) })),
    count: total?.n ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** One wine review as people read it, or undefined when it is not shown (hidden, or its author no longer a guest). */
export async function shownWineReview(db: Db, reviewId: number): Promise<ShownReview | undefined> {
  const [row] = await db
    .select(shownWineColumns)
    .from(wineReviews)
    .where(and(eq(wineReviews.id, reviewId), visibleWineReviewSql()));
  return row ? toShownWineReview(row) : undefined;
}

/** Open reports (not yet dealt with by staff) of one wine review. */
export const openWineReportsOf = (reviewId: number) => and(eq(wineReviewReports.reviewId, reviewId), isNull(wineReviewReports.closedAt));
