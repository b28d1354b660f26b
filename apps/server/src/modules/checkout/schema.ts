import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../cart/schema.ts';

/** `operator`: a member of staff refunded the order, some of its lines or an amount. */
/** `buyer_cancelled`: the buyer cancelled their booking, refunded by the item's terms (decision 0028). */
/** `provider`: refunded at the payment provider (Stripe's dashboard), told by its webhook (decision 0030). */
export const REFUND_REASONS = ['reservation_lapsed', 'order_changed', 'item_cancelled', 'operator', 'buyer_cancelled', 'provider'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Refunds to make through the payment provider. Written in the transaction that decides them and carried
 * out afterwards (retried with backoff), so a provider outage never loses one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** Also the provider's idempotency key: the same refund is never made twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    index('refunds_due_idx').on(table.status, table.nextAttemptAt),
    check('refunds_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * A buyer's cancellation of one booked line (issue 33, decision 0028): what the item's terms refunded and why. One row
 * per line, kept by the unique index, so a line is cancelled once however often it is asked. A line cancelled without
 * a refund (after the cut-off) has its row and no refund.
 */
export const bookingCancellations = pgTable(
  'booking_cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The share of the policy that applied (100, P or 0) and what it refunded, in the order's minor units. */
    percent: integer('percent').notNull(),
    refundMinor: integer('refund_minor').notNull(),
    currency: text('currency').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_cancellations_line_key').on(table.orderItemId),
    index('booking_cancellations_order_idx').on(table.orderId),
    check('booking_cancellations_refund_check', sql`${table.refundMinor} >= 0 and ${table.percent} between 0 and 100`),
  ],
);
