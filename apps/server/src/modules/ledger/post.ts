import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerCounters, ledgerLines, ledgerTransactions, type LedgerAccount } from './schema.ts';

export interface LedgerLineInput {
  account: LedgerAccount;
  /** Signed minor units: a debit positive, a credit negative. */
  amountMinor: number;
  hostId?: number | null;
  orderId?: number | null;
  orderItemId?: number | null;
  itemEndsAt?: Date | null;
}

export interface LedgerPosting {
  /** What is booked: `sale`, `refund`, `payout`, `gift_card_issue`, ... */
  kind: string;
  /** Names the thing booked, unique for the kind (`order-12`): a second posting of it is a no-op. */
  reference: string;
  currency: string;
  lines: readonly LedgerLineInput[];
  memo?: string | null;
  occurredAt?: Date;
}

export class UnbalancedPostingError extends Error {}

/**
 * Posts one balanced transaction inside the caller's transaction (`tx`), once per kind and reference.
 * Lines of zero are left out; lines that do not add up to zero are refused here (and by the database's
 * deferred constraint at commit, whoever writes them). Answers the transaction's id, or null when the same
 * kind and reference was posted before or there is nothing to book.
 */
export async function postLedgerTransaction(tx: Db, posting: LedgerPosting): Promise<number | null> {
  const lines = posting.lines.filter((line) => line.amountMinor !== 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor))
      throw new UnbalancedPostingError(`${posting.kind} ${posting.reference}: ${line.amountMinor} is not whole minor units`);
    if ((line.account === 'host_payable') !== (line.hostId !== undefined && line.hostId !== null)) {
      throw new UnbalancedPostingError(`${posting.kind} ${posting.reference}: only host_payable lines, and all of them, name a host`);
    }
  }
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  if (total !== 0) throw new UnbalancedPostingError(`${posting.kind} ${posting.reference} does not balance: its lines add up to ${total}`);
  if (lines.length === 0) return null;
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      reference: posting.reference,
      currency: posting.currency,
      memo: posting.memo ?? null,
      occurredAt: posting.occurredAt ?? new Date(),
    })
    .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.reference] })
    .returning({ id: ledgerTransactions.id });
  if (!created) return null;
  await tx.insert(ledgerLines).values(
    lines.map((line) => ({
      transactionId: created.id,
      account: line.account,
      currency: posting.currency,
      amountMinor: line.amountMinor,
      hostId: line.hostId ?? null,
      orderId: line.orderId ?? null,
      orderItemId: line.orderItemId ?? null,
      itemEndsAt: line.itemEndsAt ?? null,
    })),
  );
  return created.id;
}

/**
 * The next number of a counter, allocated in the caller's transaction: the counter's row is updated (and so
 * locked) until it commits, and a rollback takes the number back with it, so numbers have no gaps.
 */
export async function nextNumber(tx: Db, name: string): Promise<number> {
  const [row] = await tx
    .insert(ledgerCounters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: ledgerCounters.name, set: { value: sql`${ledgerCounters.value} + 1` } })
    .returning({ value: ledgerCounters.value });
  if (!row) throw new Error(`counter ${name} returned nothing`);
  return row.value;
}

export interface UnbalancedTransaction {
  transactionId: number;
  currency: string | null;
  totalMinor: number;
}

/**
 * The check job's query: every transaction whose lines do not add up to zero in a currency, or that has no
 * lines at all. Empty when the books balance.
 */
export async function unbalancedTransactions(db: Db): Promise<UnbalancedTransaction[]> {
  const rows = await queryRows<{ transaction_id: number; currency: string | null; total: string | null }>(
    db,
    sql`
    select t.id as transaction_id, l.currency, sum(l.amount_minor)::text as total
      from ${ledgerTransactions} t left join ${ledgerLines} l on l.transaction_id = t.id
      group by t.id, l.currency
      having l.currency is null or sum(l.amount_minor) <> 0
      order by t.id`,
  );
  return rows.map((row) => ({
    transactionId: Number(row.transaction_id),
    currency: row.currency,
    totalMinor: Number(row.total ?? 0),
  }));
}
