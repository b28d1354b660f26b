import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party page views: the page and where the visitor came from, nothing that names a person. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_viewed_at_idx').on(table.viewedAt), index('page_views_path_idx').on(table.path)],
);
