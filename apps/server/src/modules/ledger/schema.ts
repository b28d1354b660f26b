import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The chart of accounts (decision 0030). Amounts are signed minor units: a debit is positive, a credit negative,
 * so every transaction's lines add up to zero. Liabilities and revenue therefore carry negative balances.
 */
export const LEDGER_ACCOUNTS = [
  /** Asset: money held for us by the payment provider (Stripe's balance, the test provider's). */
  'provider_clearing',
  /** Liability, one per host: what the platform owes the host for their sales. */
  'host_payable',
  /** Revenue: the booking fee, net of VAT. */
  'platform_fees',
  /** Liability: VAT charged on the booking fee. */
  'vat_payable',
  /** Expense: voucher discounts the platform gives (the host is paid the full price). */
  'discounts',
  /** Liability: a payment received that is owed back to the buyer (a changed cart, a lapsed hold). */
  'buyer_refunds',
  /** Liability: gift cards sold and not yet redeemed (booked by the gift-card module). */
  'gift_card_liability',
  /** Asset: money the provider withdrew while a dispute is open. */
  'disputes',
  /** Expense: what a lost dispute cost beyond what the host's sale gave back. */
  'dispute_losses',
  /** Liability: payouts sent to the bank (a pain.001 file) and not yet confirmed. */
  'payouts_in_transit',
  /** Asset: the platform's own bank account. */
  'bank',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

const accountList = sql.raw(LEDGER_ACCOUNTS.map((account) => `'${account}'`).join(', '));

/**
 * One balanced transaction: a sale, a refund, a dispute's step, a payout. `kind` and `reference` name what it
 * books (`sale` / `order-12`), once: posting the same again is a no-op.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    memo: text('memo'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_kind_reference_key').on(table.kind, table.reference),
    index('ledger_transactions_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * The lines of a transaction. Their sum per transaction and currency is zero: a deferred constraint trigger
 * (migration `ledger_balanced`) refuses the commit otherwise, and lines are never updated or deleted.
 * Orders, lines and hosts are named by id without foreign keys: the books outlive a deleted cart or account.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account').$type<LedgerAccount>().notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    hostId: integer('host_id'),
    orderId: integer('order_id'),
    orderItemId: integer('order_item_id'),
    /** A host's line for a sale: when its item ends. The balance is payable a number of days after. */
    itemEndsAt: timestamp('item_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_lines_transaction_idx').on(table.transactionId),
    index('ledger_lines_host_idx').on(table.hostId, table.currency),
    index('ledger_lines_order_item_idx').on(table.orderItemId),
    index('ledger_lines_order_idx').on(table.orderId),
    check('ledger_lines_account_check', sql`${table.account} in (${accountList})`),
    check('ledger_lines_host_check', sql`(${table.account} = 'host_payable') = (${table.hostId} is not null)`),
  ],
);

/** Counters allocated inside the transaction that uses them (a fee invoice's number): no gaps, even on rollback. */
export const ledgerCounters = pgTable('ledger_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/** The platform's invoice for a sale's booking fee and its VAT, numbered without gaps. */
export const feeInvoices = pgTable(
  'fee_invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').notNull(),
    currency: text('currency').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fee_invoices_number_key').on(table.number), uniqueIndex('fee_invoices_order_key').on(table.orderId)],
);

export const PAYOUT_STATUSES = ['in_transit', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A run of manual payouts by staff: one SEPA credit-transfer file (pain.001.001.03). */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    payoutCount: integer('payout_count').notNull(),
    createdBy: integer('created_by'),
    /** The pain.001 document as generated, so the same file downloads again. */
    document: text('document').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payout_batches_message_id_key').on(table.messageId)],
);

/** One host paid in a batch (or by a Stripe Connect transfer, `batchId` null). */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').references(() => payoutBatches.id, { onDelete: 'restrict' }),
    hostId: integer('host_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    accountHolder: text('account_holder'),
    iban: text('iban'),
    bic: text('bic'),
    endToEndId: text('end_to_end_id').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('in_transit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_host_idx').on(table.hostId),
    index('payouts_batch_idx').on(table.batchId),
    uniqueIndex('payouts_end_to_end_key').on(table.endToEndId),
    check('payouts_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A buyer's dispute (chargeback) of an order's payment, opened and closed at the provider. */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    orderId: integer('order_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason'),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('disputes_provider_dispute_key').on(table.provider, table.providerDisputeId),
    index('disputes_order_idx').on(table.orderId),
    check('disputes_amount_check', sql`${table.amountMinor} > 0`),
    check('disputes_status_check', sql`${table.status} in ('open', 'won', 'lost')`),
  ],
);
