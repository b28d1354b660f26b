import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Rate-limit windows when no Redis is configured: one row per key, reset when its window ends. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
});
