import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogItems } from '../catalog/schema.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { users } from '../accounts/schema.ts';
import type { TicketVoidReason } from '@trg/contract/guest-list';

export const TICKET_STATUSES = ['valid', 'void'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** One ticket per unit bought; each admits the item's ticketsPerOrder people. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'restrict' }),
    /** 1..quantity within its line: a line's tickets can only be issued once. */
    seq: integer('seq').notNull(),
    admits: integer('admits').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('valid'),
    /** Set with status 'void'; null on a valid ticket (and on tickets voided before the reason was kept: read as refunded). */
    /** Why it no longer admits anyone: its line was refunded, or its holder passed it on (a new ticket replaced it). */
    voidReason: text('void_reason').$type<TicketVoidReason>(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * Set on a ticket issued when its buyer passed one on: who holds it now (they need not be a member). The order
     * stays the buyer's; `replacesTicketId` is the ticket it replaced (voided, reason 'transferred').
     */
    holderName: text('holder_name'),
    holderEmail: text('holder_email'),
    replacesTicketId: integer('replaces_ticket_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tickets_code_key').on(table.code),
    uniqueIndex('tickets_line_seq_key').on(table.orderItemId, table.seq),
    index('tickets_order_idx').on(table.orderId),
  ],
);

/**
 * A ticket's holders let in at the door. One row per ticket, kept by the unique index: however many phones scan
 * a ticket at once, or sync a queue of scans made offline, the database admits it once.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The ticket's item (a slot's, for an experience sold by the slot): the door's counts read by it. */
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'restrict' }),
    /** When the phone let them in (its clock, kept within the last day and never in the future). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    /** When the server learnt of it: later than checkedInAt for a check-in queued offline. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    deviceId: text('device_id').notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('check_ins_ticket_key').on(table.ticketId), index('check_ins_item_idx').on(table.itemId)],
);
