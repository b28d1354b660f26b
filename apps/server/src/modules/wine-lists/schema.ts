import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

export const WINE_LIST_STATUSES = ['Draft', 'Published'] as const;
export type WineListStatus = (typeof WINE_LIST_STATUSES)[number];

export const wineLists = pgTable(
  'wine_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<WineListStatus>().notNull().default('Draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wine_lists_owner_idx').on(table.ownerId),
    check('wine_lists_status_check', sql`${table.status} in ('Draft', 'Published')`),
  ],
);

export const wines = pgTable(
  'wines',
  {
    id: serial('id').primaryKey(),
    wineListId: integer('wine_list_id')
      .notNull()
      .references(() => wineLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    producer: text('producer'),
    country: text('country'),
    region: text('region'),
    subRegion: text('sub_region'),
    site: text('site'),
    parcel: text('parcel'),
    vintage: text('vintage'),
    vegetarian: text('vegetarian'),
    vegan: text('vegan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wines_wine_list_idx').on(table.wineListId)],
);
