import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, timestamp, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { orderItems } from '../cart/schema.ts';
import { catalogItems } from '../catalog/schema.ts';

export const NOTICE_KINDS = ['reminder', 'review_invitation'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * One row per notice about a booking (a line of a paid order), written in the transaction that queues its mail in
 * the outbox: its key is what makes a notice go out once, however many jobs or instances try. A notice is about
 * one start of the booking: an item moved to another date is reminded again, of its new date.
 */
export const bookingNotices = pgTable(
  'booking_notices',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    /** When the booking starts, as the notice said it. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.kind, table.startsAt] }),
    check('booking_notices_kind_check', sql`${table.kind} in ('reminder', 'review_invitation')`),
  ],
);

/** A host's choices of mail; no row means the defaults (the daily digest on). */
export const noticePreferences = pgTable('notice_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyDigest: boolean('daily_digest').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per digest a host was sent (its day, UTC), written with its mail: the key sends a day's digest once, and
 * `bookingsUntil` is where the next digest's new bookings start.
 */
export const hostDigests = pgTable(
  'host_digests',
  {
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bookingsUntil: timestamp('bookings_until', { withTimezone: true }).notNull(),
    bookings: integer('bookings').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hostId, table.day] })],
);

/**
 * The log of what hosts wrote to their guests (one row a message, written with its mail in the outbox): who sent it,
 * when, about which item or slot, its subject and how many guests it went to. The addresses live only in the outbox.
 */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The item the host chose: an event, an experience or one slot of an experience. */
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    /** The item whose log shows it: the experience of a slot, else the item itself. */
    logItemId: integer('log_item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_messages_log_item_idx').on(table.logItemId, table.sentAt)],
);
