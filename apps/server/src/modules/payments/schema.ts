import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const TEST_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'] as const;
export type TestIntentStatus = (typeof TEST_INTENT_STATUSES)[number];

/** How a processing test payment ends, when its time comes (decided by the test IBAN). */
export type TestDelayedOutcome = 'succeeded' | 'failed';

/**
 * The built-in test provider's own ledger, standing in for Stripe's side. It never holds card data:
 * only what Stripe would show about an intent (amount, currency, status, the last decline message).
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<TestIntentStatus>().notNull().default('requires_payment_method'),
    orderId: integer('order_id'),
    idempotencyKey: text('idempotency_key'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The simulated method of the last confirmation: card, redirect (iDEAL-like) or debit (SEPA-like). */
    method: text('method'),
    /** A redirect payment's page on this site to return to from the test bank. */
    returnPath: text('return_path'),
    /** A processing debit settles at this time, as `settleOutcome` says. */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    settleOutcome: text('settle_outcome').$type<TestDelayedOutcome>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('test_payment_intents_client_secret_key').on(table.clientSecret),
    uniqueIndex('test_payment_intents_idempotency_key').on(table.idempotencyKey),
    index('test_payment_intents_settle_idx').on(table.status, table.settleAt),
  ],
);

export const testPaymentRefunds = pgTable(
  'test_payment_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('test_payment_refunds_idempotency_key').on(table.idempotencyKey),
    index('test_payment_refunds_intent_idx').on(table.intentId),
  ],
);
