import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { orders } from '../cart/schema.ts';

export const GIFT_CARD_STATUSES = ['pending_payment', 'active', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/**
 * A gift card: bought (paid by its own payment intent), then emailed with its code on `deliver_on`. The code is
 * made when the mail is written and kept only as its SHA-256 and its last four characters: nobody, staff included,
 * can read a code back. The balance is the amount less what its redemptions hold (decision 0029).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    senderName: text('sender_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GiftCardStatus>().notNull().default('pending_payment'),
    /** The day (UTC) the code is emailed. */
    deliverOn: date('deliver_on').notNull(),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 24 months after payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeLast4: text('code_last4'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_hash_key').on(table.codeHash),
    uniqueIndex('gift_cards_payment_intent_key').on(table.paymentIntentId),
    index('gift_cards_delivery_idx').on(table.status, table.deliverOn),
    check('gift_cards_amount_check', sql`${table.amountMinor} > 0`),
    check('gift_cards_status_check', sql`${table.status} in ('pending_payment', 'active', 'void')`),
  ],
);

/**
 * What a gift card pays of one order. It holds the balance while the order is paid or its reservation is live (as a
 * voucher redemption holds its place); an order that lapses, fails or is refunded whole holds nothing, so the
 * balance comes back without a write. `restored_minor` is the part given back by a partial refund.
 */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    restoredMinor: integer('restored_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_card_redemptions_order_key').on(table.orderId),
    index('gift_card_redemptions_card_idx').on(table.giftCardId),
    check(
      'gift_card_redemptions_amount_check',
      sql`${table.amountMinor} > 0 and ${table.restoredMinor} between 0 and ${table.amountMinor}`,
    ),
  ],
);
