import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type OrderStatus } from '@trg/contract/cart';
import { users } from '../accounts/schema.ts';
import { catalogItems } from '../catalog/schema.ts';

export { type OrderStatus };

/** The statuses of a member's one open order: their cart, before and during payment. */
export const OPEN_ORDER_STATUSES = ['cart', 'awaiting_payment', 'payment_failed', 'expired'] as const satisfies readonly OrderStatus[];

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Codes that take a percentage or a fixed amount off the subtotal, optionally of one item only. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched whatever their case. */
    code: text('code').notNull(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    percent: integer('percent'),
    amountMinor: integer('amount_minor'),
    /** The currency of a fixed amount; a fixed voucher applies only to orders in it. */
    currency: text('currency'),
    itemId: integer('item_id').references(() => catalogItems.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Null: no limit. Counts paid orders and checkouts under way. */
    maxRedemptions: integer('max_redemptions'),
    description: text('description'),
    /** Set by staff: the cart refuses a disabled voucher as it refuses an expired one. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_key').on(table.code),
    check(
      'vouchers_kind_check',
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100 and ${table.amountMinor} is null)
        or (${table.kind} = 'fixed' and ${table.amountMinor} > 0 and ${table.currency} is not null and ${table.percent} is null)`,
    ),
    check('vouchers_max_redemptions_check', sql`${table.maxRedemptions} is null or ${table.maxRedemptions} >= 1`),
  ],
);

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
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** The provider that holds payment_intent_id. */
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    /** Counts the payment intents made for this order; part of the provider idempotency key. */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Why the order was refunded: reservation_lapsed, order_changed, item_cancelled or operator. */
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_status_idx').on(table.userId, table.status),
    // One open order (the cart, also while it is being paid) per member.
    uniqueIndex('orders_one_open_order_per_user')
      .on(table.userId)
      .where(sql`${table.status} in ('cart', 'awaiting_payment', 'payment_failed', 'expired')`),
    uniqueIndex('orders_booking_reference_key').on(table.bookingReference),
    uniqueIndex('orders_payment_intent_key').on(table.paymentIntentId),
    index('orders_reserved_until_idx').on(table.reservedUntil),
    // The console's sales by day and its funnel read paid orders by the day they were paid.
    index('orders_paid_at_idx').on(table.paidAt),
    check(
      'orders_status_check',
      sql`${table.status} in ('cart', 'awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded', 'payment_pending', 'payment_declined')`,
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
    unitVatMinor: integer('unit_vat_minor'),
    /** Set when this line of a paid order was refunded (its event was cancelled); its tickets are void. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_items_order_item_key').on(table.orderId, table.itemId),
    index('order_items_item_idx').on(table.itemId),
    // The console's funnel counts the carts that got a line in a range of days.
    index('order_items_created_at_idx').on(table.createdAt),
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

/** One voucher an order; a redemption counts while its order is paid or holds a live reservation. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('voucher_redemptions_order_key').on(table.orderId), index('voucher_redemptions_voucher_idx').on(table.voucherId)],
);

/**
 * Where a member stands on an item's waiting list: waiting in line; offered a held place until `holdUntil`; their
 * hold lapsed (the place passed on); or they bought within it. One row per member and item (or slot).
 */
export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'lapsed', 'bought'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/**
 * Members waiting for places of a sold-out item or slot, first come first served. An `offered` row whose hold has
 * not lapsed keeps one place from everyone but its member: the stock counts it as taken (stock.ts).
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaitingListStatus>().notNull().default('waiting'),
    /** The place in line: when the member joined (a member who joins again goes to the back). */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waiting_list_item_user_key').on(table.itemId, table.userId),
    index('waiting_list_item_status_idx').on(table.itemId, table.status, table.joinedAt),
  ],
);
