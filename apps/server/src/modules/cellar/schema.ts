import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** Bottles left; 0 once the last was drunk (the entry keeps its history until removed). */
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    // The member's details (issue 30): all theirs, whichever kind of wine.
    appellation: text('appellation'),
    grapes: text('grapes'),
    wineType: text('wine_type'),
    location: text('location'),
    bin: text('bin'),
    pricePaid: numeric('price_paid', { precision: 12, scale: 2 }),
    currency: text('currency'),
    /** The member's own window; read only for their own wines (a profile's wine shows its profile's). */
    startToDrink: text('start_to_drink'),
    endToDrink: text('end_to_drink'),
    myRating: numeric('my_rating', { precision: 2, scale: 1, mode: 'number' }),
    myNote: text('my_note'),
  },
  (table) => [
    uniqueIndex('cellar_entries_user_wine_key').on(table.userId, table.wineId),
    index('cellar_entries_user_idx').on(table.userId, table.addedAt),
    check('cellar_entries_quantity_check', sql`${table.quantity} between 0 and 9999`),
    check('cellar_entries_rating_check', sql`${table.myRating} is null or ${table.myRating} between 0 and 5`),
  ],
);

/** Each bottle drunk from an entry: the day and the member's note. Goes with the entry. */
export const cellarDrinks = pgTable(
  'cellar_drinks',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => cellarEntries.id, { onDelete: 'cascade' }),
    drankOn: date('drank_on', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cellar_drinks_entry_idx').on(table.entryId, table.drankOn)],
);

/** A member's cellar mail; no row means the defaults (the monthly window email off). */
export const cellarSettings = pgTable('cellar_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowEmail: boolean('window_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per wine told to a member as entering its window, for the window's first year: written with the mail,
 * so a wine is in one email, however many jobs or instances try.
 */
export const cellarWindowNotices = pgTable(
  'cellar_window_notices',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => cellarEntries.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.year] })],
);
