import { and, count, desc, eq } from 'drizzle-orm';
import { reviewerName } from '@trg/contract/reviewer-name';
import { REVIEWS_PAGE_SIZE, type WineReviewsPage } from '@trg/contract/reviews';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified } from '../../db/fragments.ts';
import { accountNameJsonSql } from '../accounts/index.ts';
import { wineListOfWineSql } from '../wine-lists/index.ts';
import { isGuestOfListSql } from './access.ts';
import { wineReviews } from './schema.ts';

/**
 * A wine's reviews as people read them, newest first, a page at a time: those the guests' rating counts (authors
 * still its guests: a refunded guest's review leaves both), with the first name and initial, the day and 'Verified
 * guest', as an event's reviews show.
 */
export async function wineReviewsPage(db: Db, wineId: number, page: number): Promise<WineReviewsPage> {
  const where = and(
    eq(wineReviews.wineId, wineId),
    isGuestOfListSql(wineListOfWineSql(qualified(wineReviews.wineId)), qualified(wineReviews.userId)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: wineReviews.id,
        rating: wineReviews.rating,
        comment: wineReviews.comment,
        createdAt: wineReviews.createdAt,
        reviewer: accountNameJsonSql(qualified(wineReviews.userId)),
      })
      .from(wineReviews)
      .where(where)
      .orderBy(desc(wineReviews.createdAt), desc(wineReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(wineReviews).where(where),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      reviewerName: reviewerName(
        parsedJson<{ firstName: string | null; lastName: string | null } | null>(row.reviewer) ?? { firstName: null, lastName: null },
      ),
      date: row.createdAt.toISOString().slice(0, 10),
      verifiedGuest: true as const,
      answer: null,
    })),
    count: total?.n ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}
