import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { catalogItems } from '../catalog/schema.ts';

export const ORDER_STATUSES = ['cart', 'awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A member's cart and, once paid, their order. Totals are frozen (minor units) when the payment intent is
 * created; until then they are computed from current prices. Paid orders outlive the account (user_id set null).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('cart'),
    currency: text('currency'),
    bookingReference: text('booking_reference'),
    subtotalMinor: integer('subtotal_minor'),
    discountMinor: integer('discount_minor'),
    feesMinor: integer('fees_minor'),
    vatMinor: integer('vat_minor'),
    totalMinor: integer('total_minor'),
    attendee: jsonb('attendee'),
    buyerEmail: text('buyer_email'),
    paymentIntentId: text('payment_intent_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_status_idx').on(table.userId, table.status),
    // One open cart per member.
    uniqueIndex('orders_one_cart_per_user').on(table.userId).where(sql`${table.status} = 'cart'`),
    uniqueIndex('orders_booking_reference_key').on(table.bookingReference),
    uniqueIndex('orders_payment_intent_key').on(table.paymentIntentId),
    check(
      'orders_status_check',
      sql`${table.status} in ('cart', 'awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Frozen when the payment intent is created; null while the line sits in a cart. */
    unitPriceMinor: integer('unit_price_minor'),
    unitFeeMinor: integer('unit_fee_minor'),
  },
  (table) => [
    uniqueIndex('order_items_order_item_key').on(table.orderId, table.itemId),
    index('order_items_item_idx').on(table.itemId),
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
