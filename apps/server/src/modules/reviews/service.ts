import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { reviewsNotOpenMessage, type CreateEventReviewSchema, type EventReview, type ShownReview } from '@trg/contract/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified as q } from '../../db/fragments.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/http-error.ts';
import { itemReviews } from './schema.ts';
import { latestReviewsJsonSql, toShownReviews, visibleReviewSql } from './shown.ts';

const NOUN = { event: 'event', experience: 'experience' } as const;

/** What reviews ask of the catalog and the orders side, handed in by app.ts. */
export interface ReviewPorts {
  /** The item's kind, or null when no item has this id or it was never published (a draft cannot be bought). */
  publishedItemKind(db: Db, itemId: number): Promise<keyof typeof NOUN | null>;
  /** True when the member holds a paid, unrefunded booking for the item. */
  hasPaidBooking(db: Db, userId: number, itemId: number): Promise<boolean>;
  /** True once the item has started: a guest reviews what they attended, not what is still to come. */
  hasItemStarted(db: Db, itemId: number): Promise<boolean>;
  /** Called after a review is saved: the item's public page shows the new summary at once. */
  onReviewed?(itemId: number): void;
}

/**
 * SQL true when the reviewer still holds a paid, unrefunded booking for the item: a refunded guest's review
 * stops counting. Handed in by app.ts (the orders side answers).
 */
export type ReviewerHoldsBookingSql = (itemId: SQLWrapper, userId: SQLWrapper) => SQL<boolean>;

async function reviewableItem(db: Db, ports: ReviewPorts, itemId: number) {
  const kind = await ports.publishedItemKind(db, itemId);
  if (!kind) throw notFound(`No event or experience has the id ${itemId}.`);
  return { kind };
}

/** Whether the member may write a review now: a paid, unrefunded booking, and the item has started. */
async function mayReview(db: Db, ports: ReviewPorts, userId: number, itemId: number): Promise<boolean> {
  return (await ports.hasPaidBooking(db, userId, itemId)) && (await ports.hasItemStarted(db, itemId));
}

export async function memberReview(db: Db, ports: ReviewPorts, userId: number, itemId: number): Promise<EventReview> {
  await reviewableItem(db, ports, itemId);
  const [review] = await db
    .select({ rating: itemReviews.rating, comment: itemReviews.comment })
    .from(itemReviews)
    .where(and(eq(itemReviews.itemId, itemId), eq(itemReviews.userId, userId)));
  if (review) return { eventReviewExists: true, rating: review.rating, comment: review.comment, canReview: false };
  return { eventReviewExists: false, rating: null, comment: null, canReview: await mayReview(db, ports, userId, itemId) };
}

/** Only a member holding a paid booking for the item may review it, and only once. */
export async function createReview(
  db: Db,
  ports: ReviewPorts,
  userId: number,
  itemId: number,
  input: z.output<typeof CreateEventReviewSchema>,
): Promise<EventReview> {
  return db.transaction(async (tx) => {
    const item = await reviewableItem(tx, ports, itemId);
    if (input.product !== item.kind) {
      // The client says which kind it reviews; a mismatch is a client mistake, not a missing item.
      const message = `This is ${item.kind === 'event' ? 'an event' : 'an experience'}: send product ${item.kind}.`;
      throw badRequest(message, { product: message });
    }
    if (!(await ports.hasPaidBooking(tx, userId, itemId))) {
      throw forbidden(`Only guests with a paid booking for this ${NOUN[item.kind]} can review it.`);
    }
    if (!(await ports.hasItemStarted(tx, itemId))) {
      throw forbidden(reviewsNotOpenMessage(item.kind));
    }
    const inserted = await tx
      .insert(itemReviews)
      .values({ itemId, userId, rating: input.rating, comment: input.comment })
      .onConflictDoNothing()
      .returning({ id: itemReviews.id });
    if (inserted.length === 0) throw conflict(`You have already reviewed this ${NOUN[item.kind]}.`);
    return { eventReviewExists: true, rating: input.rating, comment: input.comment, canReview: false };
  });
}

export interface ReviewSummary {
  /** The average rating to one decimal, or null before the first review. */
  average: number | null;
  count: number;
  /** The first page of the reviews people read, newest first. */
  latest: ShownReview[];
}

/**
 * The visible reviews' average rating (1 decimal), count and first page for one item, as a subquery for the
 * statement that reads the item's public page: only reviews staff have not hidden, whose authors still hold a
 * paid, unrefunded booking, count and show (visibleReviewSql).
 */
export function reviewSummarySql(itemId: SQLWrapper, holdsBooking: ReviewerHoldsBookingSql): SQL<ReviewSummary> {
  return sql`(select json_build_object('average', avg(${q(itemReviews.rating)}), 'count', count(*), 'latest', ${latestReviewsJsonSql(itemId, holdsBooking)}) from ${itemReviews} where ${q(itemReviews.itemId)} = ${itemId} and ${visibleReviewSql(holdsBooking)})`.mapWith(
    (value: unknown) => {
      const { average, count, latest } = parsedJson<{ average: number | string | null; count: number | string; latest: unknown }>(value);
      return {
        average: average === null ? null : Math.round(Number(average) * 10) / 10,
        count: Number(count),
        latest: toShownReviews(latest),
      };
    },
  );
}
