import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { catalogItems } from '../catalog/schema.ts';

/** A member's review of an event or experience they paid for: one each, rated 1 (Poor) to 5 (Excellent). */
export const itemReviews = pgTable(
  'item_reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The host's one public answer, and when it was given (issue 31). */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Set by staff from the moderation queue: a hidden review is neither shown nor counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    uniqueIndex('item_reviews_item_user_key').on(table.itemId, table.userId),
    index('item_reviews_user_idx').on(table.userId),
    // The item page's list: its visible reviews, newest first.
    index('item_reviews_item_created_idx').on(table.itemId, table.createdAt.desc(), table.id.desc()),
    check('item_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('item_reviews_answer_check', sql`(${table.answer} is null) = (${table.answeredAt} is null)`),
  ],
);

/**
 * A signed-in person's report of a review, once each, with a reason. Open until staff hide the review or dismiss its
 * reports; the console's queue lists reviews with open reports.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => itemReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff dealt with it: hid the review or dismissed the report. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_reports_review_reporter_key').on(table.reviewId, table.reporterId),
    index('review_reports_open_idx')
      .on(table.reviewId)
      .where(sql`${table.closedAt} is null`),
  ],
);
