import { and, count, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, type ItemReviewsPage, type ShownReview } from '@trg/contract/reviews';
import { reviewerName } from '@trg/contract/reviewer-name';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified as q } from '../../db/fragments.ts';
import { accountNameJsonSql } from '../accounts/index.ts';
import { itemSummaries } from '../catalog/index.ts';
import { notFound } from '../../plugins/http-error.ts';
import { itemReviews, reviewReports } from './schema.ts';
import type { ReviewerHoldsBookingSql } from './service.ts';

/**
 * SQL true when a review is one people read and the averages count: not hidden by staff, and its author still
 * holds a paid, unrefunded booking for the item (a refunded guest's review stops counting and showing).
 */
export function visibleReviewSql(holdsBooking: ReviewerHoldsBookingSql): SQL<boolean> {
  return sql<boolean>`(${q(itemReviews.hiddenAt)} is null and ${holdsBooking(q(itemReviews.itemId), q(itemReviews.userId))})`;
}

interface ReviewerName {
  firstName: string | null;
  lastName: string | null;
}

/** The calendar day (UTC) of a timestamp, as the API shows dates (YYYY-MM-DD). */
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

interface ShownRow {
  id: number;
  rating: number;
  comment: string;
  createdAt: Date | string;
  answer: string | null;
  answeredAt: Date | string | null;
  reviewer: unknown;
}

export function toShownReview(row: ShownRow): ShownReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewerName: reviewerName(parsedJson<ReviewerName | null>(row.reviewer) ?? { firstName: null, lastName: null }),
    date: dayOf(row.createdAt),
    verifiedGuest: true,
    answer: row.answer !== null && row.answeredAt !== null ? { comment: row.answer, date: dayOf(row.answeredAt) } : null,
  };
}

/** The JSON of one review as the subquery below reads it: the same keys as ShownRow. */
const shownJson = sql`json_build_object('id', ${q(itemReviews.id)}, 'rating', ${q(itemReviews.rating)}, 'comment', ${q(itemReviews.comment)},
  'createdAt', ${q(itemReviews.createdAt)}, 'answer', ${q(itemReviews.answer)}, 'answeredAt', ${q(itemReviews.answeredAt)},
  'reviewer', ${accountNameJsonSql(q(itemReviews.userId))})`;

/** The first page of an item's visible reviews, newest first, as a JSON subquery (rows read by `toShownReviews`). */
export function latestReviewsJsonSql(itemId: SQLWrapper, holdsBooking: ReviewerHoldsBookingSql): SQL {
  return sql`(select coalesce(json_agg(latest.review order by latest.created_at desc, latest.id desc), '[]'::json) from (
    select ${shownJson} as review, ${q(itemReviews.createdAt)} as created_at, ${q(itemReviews.id)} as id from ${itemReviews}
    where ${q(itemReviews.itemId)} = ${itemId} and ${visibleReviewSql(holdsBooking)}
    order by ${q(itemReviews.createdAt)} desc, ${q(itemReviews.id)} desc limit ${REVIEWS_PAGE_SIZE}) latest)`;
}

export const toShownReviews = (value: unknown): ShownReview[] => parsedJson<ShownRow[]>(value).map(toShownReview);

/**
 * A page of an item's visible reviews, newest first. Signed in, the reader learns whether they host the item (and
 * so may answer) and which reviews they have reported.
 */
export async function itemReviewsPage(
  db: Db,
  holdsBooking: ReviewerHoldsBookingSql,
  itemId: number,
  page: number,
  readerId: number | null,
): Promise<ItemReviewsPage> {
  const item = (await itemSummaries(db, [itemId])).get(itemId);
  if (!item) throw notFound(`No event or experience has the id ${itemId}.`);
  const where = and(eq(itemReviews.itemId, itemId), visibleReviewSql(holdsBooking));
  const reported =
    readerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${reviewReports} where ${q(reviewReports.reviewId)} = ${q(itemReviews.id)} and ${q(reviewReports.reporterId)} = ${readerId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: itemReviews.id,
        rating: itemReviews.rating,
        comment: itemReviews.comment,
        createdAt: itemReviews.createdAt,
        answer: itemReviews.answer,
        answeredAt: itemReviews.answeredAt,
        reviewer: accountNameJsonSql(q(itemReviews.userId)),
        reported,
      })
      .from(itemReviews)
      .where(where)
      .orderBy(desc(itemReviews.createdAt), desc(itemReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(itemReviews).where(where),
  ]);
  return {
    results: rows.map((row) => ({ ...toShownReview(row), ...(readerId === null ? {} : { reportedByYou: Boolean(row.reported) }) })),
    count: total?.n ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    youHost: readerId !== null && item.hostId === readerId,
  };
}

/** One review as people read it, or undefined when it is not shown (hidden, or its author refunded). */
export async function shownReview(db: Db, holdsBooking: ReviewerHoldsBookingSql, itemId: number, reviewId: number) {
  const [row] = await db
    .select({
      id: itemReviews.id,
      rating: itemReviews.rating,
      comment: itemReviews.comment,
      createdAt: itemReviews.createdAt,
      answer: itemReviews.answer,
      answeredAt: itemReviews.answeredAt,
      reviewer: accountNameJsonSql(q(itemReviews.userId)),
    })
    .from(itemReviews)
    .where(and(eq(itemReviews.id, reviewId), eq(itemReviews.itemId, itemId), visibleReviewSql(holdsBooking)));
  return row ? toShownReview(row) : undefined;
}

/** Open reports (not yet dealt with by staff) of one review. */
export const openReportsOf = (reviewId: number) => and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.closedAt));
