import { and, count, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, type HostedReviewsPage, type ItemReviewsPage, type ShownReview } from '@trg/contract/reviews';
import { itemSlug } from '@trg/contract/slugs';
import { shownReviewOf, type ShownReviewRow } from '@trg/contract/reviewer-name';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified as q } from '../../db/fragments.ts';
import { accountNameJsonSql } from '../accounts/index.ts';
import { hostedItemIdsSql, itemSummaries } from '../catalog/index.ts';
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

interface ShownRow extends Omit<ShownReviewRow, 'reviewer'> {
  /** The account's names as JSON (accountNameJsonSql). */
  reviewer: unknown;
}

export const toShownReview = (row: ShownRow): ShownReview =>
  shownReviewOf({ ...row, reviewer: parsedJson<ShownReviewRow['reviewer']>(row.reviewer) });

/** The columns a shown review is read from (toShownReview's row). */
export const shownColumns = {
  id: itemReviews.id,
  rating: itemReviews.rating,
  comment: itemReviews.comment,
  createdAt: itemReviews.createdAt,
  answer: itemReviews.answer,
  answeredAt: itemReviews.answeredAt,
  reviewer: accountNameJsonSql(q(itemReviews.userId)),
};

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
      .select({ ...shownColumns, reported })
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
    .select(shownColumns)
    .from(itemReviews)
    .where(and(eq(itemReviews.id, reviewId), eq(itemReviews.itemId, itemId), visibleReviewSql(holdsBooking)));
  return row ? toShownReview(row) : undefined;
}

/** Open reports (not yet dealt with by staff) of one review. */
export const openReportsOf = (reviewId: number) => and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.closedAt));

/**
 * The dashboard's list (decision 0033): the shown reviews of the host's events and experiences, newest first, a page
 * at a time; `waiting` keeps those without an answer. Also how many wait for an answer, in the count's statement.
 */
export async function hostedReviewsPage(
  db: Db,
  holdsBooking: ReviewerHoldsBookingSql,
  hostId: number,
  page: number,
  waiting: boolean,
): Promise<HostedReviewsPage> {
  const hosted = and(sql`${q(itemReviews.itemId)} in ${hostedItemIdsSql(hostId)}`, visibleReviewSql(holdsBooking));
  const where = waiting ? and(hosted, isNull(itemReviews.answer)) : hosted;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...shownColumns, itemId: itemReviews.itemId })
      .from(itemReviews)
      .where(where)
      .orderBy(desc(itemReviews.createdAt), desc(itemReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({
        n: waiting ? sql<number>`count(*) filter (where ${q(itemReviews.answer)} is null)`.mapWith(Number) : count(),
        waiting: sql<number>`count(*) filter (where ${q(itemReviews.answer)} is null)`.mapWith(Number),
      })
      .from(itemReviews)
      .where(hosted),
  ]);
  const items = await itemSummaries(
    db,
    rows.map((row) => row.itemId),
  );
  return {
    results: rows.map((row) => {
      const item = items.get(row.itemId);
      const title = item?.title ?? '';
      return {
        ...toShownReview(row),
        itemId: row.itemId,
        itemTitle: title,
        itemKind: item?.kind ?? 'event',
        itemSlug: itemSlug(title, row.itemId),
      };
    }),
    count: total?.n ?? 0,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    waiting: total?.waiting ?? 0,
  };
}
