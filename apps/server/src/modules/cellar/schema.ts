import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { wines } from '../wine-lists/schema.ts';

/**
 * A member's cellar: one row per wine. A row with `wineId` is a profile's wine: its name and details are read
 * from the wine while it exists, so they follow the host's edits, and a copy is kept here. A row without is the
 * member's own wine, entered or imported, with the details they gave. When a host deletes a wine, its entries
 * keep their copy and become the members' own (the key is set null), so no bottles disappear.
 */
export const cellarEntries = pgTable(
  'cellar_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wineId: integer('wine_id').references(() => wines.id, { onDelete: 'set null' }),
    wine: text('wine').notNull(),
    producer: text('producer'),
    vintage: text('vintage'),
    country: text('country'),
    region: text('region'),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cellar_entries_user_wine_key').on(table.userId, table.wineId),
    index('cellar_entries_user_idx').on(table.userId, table.addedAt),
    check('cellar_entries_quantity_check', sql`${table.quantity} between 1 and 9999`),
  ],
);
