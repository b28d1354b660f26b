import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Rate-limit windows when no Redis is configured: one row per key, reset when its window ends. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
});

/**
 * Secrets every server process shares, created once by the migration that made the table: the key that signs the
 * csrftoken cookie ('signing'), so that a form token one machine issued is good on the next.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
