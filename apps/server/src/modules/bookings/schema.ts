import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogItems } from '../catalog/schema.ts';
import { orderItems, orders } from '../cart/schema.ts';

export const TICKET_STATUSES = ['valid', 'void'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Why a ticket no longer admits anyone: its line was refunded, or its holder passed it on (a new ticket replaced it). */
export const TICKET_VOID_REASONS = ['refunded', 'transferred'] as const;
export type TicketVoidReason = (typeof TICKET_VOID_REASONS)[number];

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
