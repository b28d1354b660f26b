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
  },
  (table) => [
    uniqueIndex('item_reviews_item_user_key').on(table.itemId, table.userId),
    index('item_reviews_user_idx').on(table.userId),
    check('item_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
