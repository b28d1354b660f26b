import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import { DEFAULT_TIME_ZONE } from '@trg/contract/lists/time-zones';
import { users } from '../accounts/schema.ts';
import { wineLists } from '../wine-lists/schema.ts';

export const ITEM_KINDS = ['event', 'experience'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const ITEM_STATUSES = ['Draft', 'Active', 'Cancelled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * Events and experiences share every field (spec part 2 §3), so they share one table;
 * `kind` tells them apart and the API maps eventTitle/experienceTitle at the edge.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ItemKind>().notNull(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    online: boolean('online').notNull().default(false),
    status: text('status').$type<ItemStatus>().notNull().default('Draft'),
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    description: text('description'),
    itemType: text('item_type'),
    hashTags: text('hash_tags'),
    host: text('host'),
    date: date('date', { mode: 'string' }),
    time: text('time'),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    hostEmail: text('host_email'),
    hostPhone: text('host_phone'),
    hostPhoneCountryCode: text('host_phone_country_code'),
    maximumQuantity: integer('maximum_quantity'),
    priceMinor: integer('price_minor'),
    quantity: integer('quantity'),
    ticketsPerOrder: integer('tickets_per_order'),
    summary: text('summary'),
    locationAddress: text('location_address'),
    locationCity: text('location_city'),
    locationZipCode: text('location_zip_code'),
    locationCountry: text('location_country'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    salesStartDate: date('sales_start_date', { mode: 'string' }),
    salesEndDate: date('sales_end_date', { mode: 'string' }),
    salesStartTime: text('sales_start_time'),
    salesEndTime: text('sales_end_time'),
    ccyExpenseSymbols: text('ccy_expense_symbols'),
    /** Ours: when it ends ('18:00', in its time zone), and the host's own refund policy (null: the site's). */
    endTime: text('end_time'),
    refundPolicy: text('refund_policy'),
    /**
     * Ours (issue 33): the refund terms a buyer's cancellation is refunded by: full until N days before the start,
     * P percent until M days before, none after. All three null: the site's terms (`SITE_REFUND_TERMS`).
     */
    refundFullDays: integer('refund_full_days'),
    refundPartialDays: integer('refund_partial_days'),
    refundPartialPercent: integer('refund_partial_percent'),
    /** Private: an online item's streaming link and joining instructions, for its host and paid buyers only. */
    streamingLink: text('streaming_link'),
    streamingInstructions: text('streaming_instructions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Its host is suspended: mirrored from users.suspended_at so the listings filter on a column of
     * their own index (INCLUDEd by the migration); such items are not listed, not shown and not sold.
     */
    hostSuspended: boolean('host_suspended').notNull().default(false),
    /**
     * Ours (issue 29): an experience sold by the slot is `slotted`; each of its slots is a row of its own whose
     * `parent_id` is the experience, carrying the slot's date, time and places and a copy of the experience's other
     * facts, so that it is sold, held, booked, refunded and cancelled as any item is. Slots are never listed.
     */
    parentId: integer('parent_id').references((): AnyPgColumn => catalogItems.id, { onDelete: 'cascade' }),
    slotted: boolean('slotted').notNull().default(false),
    /** Ours: the smallest party one order may book (a slot's), null: one. */
    minimumQuantity: integer('minimum_quantity'),
  },
  (table) => [
    // Public listings: Active items of one kind, upcoming first, in the listing's own order.
    // Also INCLUDEs time_zone, online and location_country (migration 0010) and host_suspended, so a
    // listing's total is counted from the index.
    index('catalog_items_listing_idx')
      .on(table.kind, table.status, table.date, table.time, table.id)
      .where(sql`${table.parentId} is null`),
    index('catalog_items_host_idx').on(table.hostId, table.kind),
    // Ours (issue 31): the 'near a town' filter's bounding box (a box contains the point) with the dates asked for,
    // both read from the index (the date's GiST operators come from btree_gist, migration 0036).
    index('catalog_items_point_date_idx')
      .using('gist', sql`point(${table.lng}, ${table.lat})`, table.date)
      .where(sql`${table.parentId} is null and ${table.lat} is not null and ${table.lng} is not null`),
    index('catalog_items_parent_idx').on(table.parentId, table.date, table.time),
    check('catalog_items_kind_check', sql`${table.kind} in ('event', 'experience')`),
    check('catalog_items_status_check', sql`${table.status} in ('Draft', 'Active', 'Cancelled')`),
    check('catalog_items_price_check', sql`${table.priceMinor} is null or ${table.priceMinor} >= 0`),
    check('catalog_items_quantity_check', sql`${table.quantity} is null or ${table.quantity} >= 1`),
    check('catalog_items_tickets_per_order_check', sql`${table.ticketsPerOrder} is null or ${table.ticketsPerOrder} >= 1`),
    check(
      'catalog_items_refund_terms_check',
      sql`(${table.refundFullDays} is null and ${table.refundPartialDays} is null and ${table.refundPartialPercent} is null) or (${table.refundPartialDays} >= 0 and ${table.refundFullDays} >= ${table.refundPartialDays} and ${table.refundPartialPercent} between 0 and 100)`,
    ),
    check(
      'catalog_items_max_quantity_check',
      sql`${table.maximumQuantity} is null or (${table.maximumQuantity} >= 1 and (${table.quantity} is null or ${table.maximumQuantity} <= ${table.quantity}))`,
    ),
  ],
);

/** Which wine lists are poured at which event or experience. */
export const catalogItemWineLists = pgTable(
  'catalog_item_wine_lists',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    wineListId: integer('wine_list_id')
      .notNull()
      .references(() => wineLists.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.wineListId] }), index('catalog_item_wine_lists_list_idx').on(table.wineListId)],
);

/** Ours (issue 29): the weekly schedule an experience sold by the slot was given; its slots are made from it. */
export const experienceSchedules = pgTable('experience_schedules', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => catalogItems.id, { onDelete: 'cascade' }),
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  weekdays: integer('weekdays').array().notNull(),
  /** Local 24-hour start times ('11:00'). */
  startTimes: text('start_times').array().notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  placesPerSlot: integer('places_per_slot').notNull(),
  partyMin: integer('party_min').notNull(),
  partyMax: integer('party_max').notNull(),
  cutoffHours: integer('cutoff_hours').notNull(),
  seasonFrom: date('season_from', { mode: 'string' }).notNull(),
  seasonUntil: date('season_until', { mode: 'string' }).notNull(),
  closedDates: date('closed_dates', { mode: 'string' }).array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Ours (issue 31): what the search reads of each event and experience, kept by triggers (migration
 * 0035_search_triggers) in the same transaction as any change to the item, its wine lists, their wines or the
 * wines' profiles. `document`: weighted words of the title (A), hashtags, wines, grapes with their synonyms and
 * appellations (B), host, town, country and regions (C), description and summary (D), unaccented. `labels`: what a
 * result shows it matched ('Barolo Cannubi', 'Nebbiolo'), beside `label_keys`, each label's words (and a grape's
 * synonyms) as compared. The arrays below are the wine filters', lowercased and unaccented.
 */
export const catalogItemSearch = pgTable(
  'catalog_item_search',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    labelKeys: text('label_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    grapes: text('grapes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    appellations: text('appellations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colours: text('colours')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    index('catalog_item_search_document_idx').using('gin', table.document),
    index('catalog_item_search_grapes_idx').using('gin', table.grapes),
    index('catalog_item_search_appellations_idx').using('gin', table.appellations),
    index('catalog_item_search_regions_idx').using('gin', table.regions),
    index('catalog_item_search_colours_idx').using('gin', table.colours),
  ],
);

/**
 * Ours (issue 31): every word of every search document, once (never pruned: a word no item has any more only finds
 * nothing). A typo is matched against these by trigram similarity ('chablsi' to 'chablis'), and the words found are
 * searched for.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
]);
