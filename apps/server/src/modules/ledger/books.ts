import { and, eq, inArray, sql } from 'drizzle-orm';
import { divideRoundingHalfUp } from '@trg/contract/pricing';
import type { Db } from '../../db/client.ts';
import { nextNumber, postLedgerTransaction, type LedgerLineInput } from './post.ts';
import { feeInvoices, ledgerLines, type LedgerAccount } from './schema.ts';

/** The counter of the platform's fee invoices. */
export const FEE_INVOICE_COUNTER = 'fee_invoice';

export interface SaleLine {
  orderItemId: number;
  hostId: number;
  /** Price x quantity: the host's. */
  subtotalMinor: number;
  /** The booking fee and its VAT on this line: the platform's. */
  feesMinor: number;
  vatMinor: number;
  /** When the item ends (null: at once); the host's share is payable some days after. */
  itemEndsAt: Date | null;
}

export interface Sale {
  orderId: number;
  currency: string;
  /** What the buyer paid. */
  totalMinor: number;
  /** The voucher discount, borne by the platform. */
  discountMinor: number;
  /** What a gift card paid of the order (beside `totalMinor`): the card's liability is spent. */
  giftCardMinor?: number;
  paidAt: Date;
  lines: readonly SaleLine[];
}

/**
 * A paid order: the payment lands at the provider (debit provider clearing), each host is owed their lines'
 * price (credit host payable), the platform earns the booking fee (credit platform fees) and owes its VAT
 * (credit VAT payable); a voucher's discount is the platform's expense. With a fee, the platform's fee
 * invoice is numbered in the same transaction. Booked once per order.
 */
export async function bookSale(tx: Db, sale: Sale): Promise<number | null> {
  const lines: LedgerLineInput[] = [{ account: 'provider_clearing', amountMinor: sale.totalMinor, orderId: sale.orderId }];
  for (const line of sale.lines) {
    const common = { orderId: sale.orderId, orderItemId: line.orderItemId, itemEndsAt: line.itemEndsAt };
    lines.push({ account: 'host_payable', hostId: line.hostId, amountMinor: -line.subtotalMinor, ...common });
    lines.push({ account: 'platform_fees', amountMinor: -line.feesMinor, ...common });
    lines.push({ account: 'vat_payable', amountMinor: -line.vatMinor, ...common });
  }
  lines.push({ account: 'discounts', amountMinor: sale.discountMinor, orderId: sale.orderId });
  lines.push({ account: 'gift_card_liability', amountMinor: sale.giftCardMinor ?? 0, orderId: sale.orderId });
  const id = await postLedgerTransaction(tx, {
    kind: 'sale',
    reference: `order-${sale.orderId}`,
    currency: sale.currency,
    occurredAt: sale.paidAt,
    lines,
  });
  const feeMinor = sale.lines.reduce((sum, line) => sum + line.feesMinor, 0);
  const vatMinor = sale.lines.reduce((sum, line) => sum + line.vatMinor, 0);
  if (id !== null && feeMinor + vatMinor > 0) {
    await tx.insert(feeInvoices).values({
      number: await nextNumber(tx, FEE_INVOICE_COUNTER),
      transactionId: id,
      orderId: sale.orderId,
      currency: sale.currency,
      feeMinor,
      vatMinor,
      issuedAt: sale.paidAt,
    });
  }
  return id;
}

/**
 * A gift card paid for: the money lands at the provider and the platform owes it to whoever spends the card. A card
 * voided with a balance: what it still held is no longer owed (the platform's, as breakage).
 */
export async function bookGiftCard(
  tx: Db,
  event: { kind: 'issued' | 'voided'; giftCardId: number; amountMinor: number; currency: string },
): Promise<number | null> {
  const sign = event.kind === 'issued' ? 1 : -1;
  return postLedgerTransaction(tx, {
    kind: event.kind === 'issued' ? 'gift_card_issue' : 'gift_card_void',
    reference: `gift-card-${event.giftCardId}`,
    currency: event.currency,
    lines: [
      { account: event.kind === 'issued' ? 'provider_clearing' : 'platform_fees', amountMinor: sign * event.amountMinor },
      { account: 'gift_card_liability', amountMinor: -sign * event.amountMinor },
    ],
  });
}

/**
 * A payment that did not become a sale (the cart changed, the hold lapsed and the tickets went): received at
 * the provider and owed back to the buyer until its refund goes through.
 */
export async function bookUnmatchedPayment(
  tx: Db,
  payment: { paymentIntentId: string; orderId: number; currency: string; amountMinor: number },
): Promise<number | null> {
  return postLedgerTransaction(tx, {
    kind: 'payment_unmatched',
    reference: payment.paymentIntentId,
    currency: payment.currency,
    lines: [
      { account: 'provider_clearing', amountMinor: payment.amountMinor, orderId: payment.orderId },
      { account: 'buyer_refunds', amountMinor: -payment.amountMinor, orderId: payment.orderId },
    ],
  });
}

interface LineLeft {
  hostId: number | null;
  itemEndsAt: Date | null;
  host: number;
  fees: number;
  vat: number;
}

/** What is still booked to each line of an order: the host's share, the fee and VAT not yet given back. */
async function leftOnLines(tx: Db, orderId: number, orderItemIds?: readonly number[]): Promise<Map<number, LineLeft>> {
  const rows = await tx
    .select({
      orderItemId: ledgerLines.orderItemId,
      account: ledgerLines.account,
      hostId: sql<number | null>`max(${ledgerLines.hostId})`,
      itemEndsAt: sql<string | null>`max(${ledgerLines.itemEndsAt})`,
      total: sql<string>`sum(${ledgerLines.amountMinor})`,
    })
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.orderId, orderId),
        orderItemIds ? inArray(ledgerLines.orderItemId, [...orderItemIds]) : undefined,
        inArray(ledgerLines.account, ['host_payable', 'platform_fees', 'vat_payable']),
      ),
    )
    .groupBy(ledgerLines.orderItemId, ledgerLines.account);
  const left = new Map<number, LineLeft>();
  for (const row of rows) {
    if (row.orderItemId === null) continue;
    const entry = left.get(row.orderItemId) ?? { hostId: null, itemEndsAt: null, host: 0, fees: 0, vat: 0 };
    // Credits are negative: what is left owed is the credit balance.
    const owed = -Number(row.total);
    if (row.account === 'host_payable') {
      entry.host = owed;
      entry.hostId = row.hostId === null ? null : Number(row.hostId);
      entry.itemEndsAt = row.itemEndsAt === null ? null : new Date(row.itemEndsAt);
    } else if (row.account === 'platform_fees') entry.fees = owed;
    else entry.vat = owed;
    left.set(row.orderItemId, entry);
  }
  return left;
}

/**
 * Lines giving back all that is left on these order lines (the host's share, fee and VAT), and a balancing
 * line on `plugAccount` for the difference between that and the amount (a voucher's share, a rounding cent).
 */
function reverseWhole(orderId: number, left: Map<number, LineLeft>, amountMinor: number, plugAccount: LedgerAccount): LedgerLineInput[] {
  const lines: LedgerLineInput[] = [];
  let reversed = 0;
  for (const [orderItemId, entry] of [...left.entries()].sort(([a], [b]) => a - b)) {
    const common = { orderId, orderItemId, itemEndsAt: entry.itemEndsAt };
    if (entry.hostId !== null) lines.push({ account: 'host_payable', hostId: entry.hostId, amountMinor: entry.host, ...common });
    lines.push({ account: 'platform_fees', amountMinor: entry.fees, ...common });
    lines.push({ account: 'vat_payable', amountMinor: entry.vat, ...common });
    reversed += entry.host + entry.fees + entry.vat;
  }
  lines.push({ account: plugAccount, amountMinor: amountMinor - reversed, orderId });
  return lines;
}

export interface ConfirmedRefund {
  refundId: number;
  orderId: number;
  orderItemId: number | null;
  /** The line was refunded whole (its tickets void): all of it comes back from the host. */
  wholeLine: boolean;
  /** The payment was never a sale (a changed cart, a lapsed hold): it was owed back to the buyer. */
  unmatched: boolean;
  amountMinor: number;
  currency: string;
  occurredAt?: Date;
}

/**
 * A refund the provider confirmed. Of a sale's line refunded whole, the host's share, the fee and its VAT
 * come back, and the voucher's share evens it out; of an amount refunded against a line that stays, the
 * host gives back up to what they have left of it, then the fee and VAT (in proportion). A refund of a
 * payment that was never a sale settles what was owed to the buyer.
 */
export async function bookRefund(tx: Db, refund: ConfirmedRefund): Promise<number | null> {
  const lines: LedgerLineInput[] = [{ account: 'provider_clearing', amountMinor: -refund.amountMinor, orderId: refund.orderId }];
  const left =
    refund.unmatched || refund.orderItemId === null
      ? new Map<number, LineLeft>()
      : await leftOnLines(tx, refund.orderId, [refund.orderItemId]);
  const entry = refund.orderItemId === null ? undefined : left.get(refund.orderItemId);
  if (refund.unmatched || !entry || refund.orderItemId === null) {
    lines.push({ account: 'buyer_refunds', amountMinor: refund.amountMinor, orderId: refund.orderId });
  } else if (refund.wholeLine) {
    lines.push(...reverseWhole(refund.orderId, left, refund.amountMinor, 'discounts'));
  } else {
    const common = { orderId: refund.orderId, orderItemId: refund.orderItemId, itemEndsAt: entry.itemEndsAt };
    const host = Math.max(0, Math.min(refund.amountMinor, entry.host));
    const rest = refund.amountMinor - host;
    const feeAndVat = Math.max(0, entry.fees) + Math.max(0, entry.vat);
    const vat =
      feeAndVat > 0
        ? Math.min(Math.max(0, entry.vat), divideRoundingHalfUp(Math.min(rest, feeAndVat) * Math.max(0, entry.vat), feeAndVat))
        : 0;
    const fees = Math.min(Math.max(0, entry.fees), rest - vat);
    if (entry.hostId !== null) lines.push({ account: 'host_payable', hostId: entry.hostId, amountMinor: host, ...common });
    lines.push({ account: 'platform_fees', amountMinor: fees, ...common });
    lines.push({ account: 'vat_payable', amountMinor: vat, ...common });
    lines.push({ account: 'discounts', amountMinor: rest - vat - fees, orderId: refund.orderId });
  }
  return postLedgerTransaction(tx, {
    kind: 'refund',
    reference: `refund-${refund.refundId}`,
    currency: refund.currency,
    occurredAt: refund.occurredAt,
    lines,
  });
}

export interface DisputeStep {
  disputeId: number;
  orderId: number;
  currency: string;
  amountMinor: number;
  occurredAt?: Date;
}

/** A dispute opened: the provider withdraws the disputed amount and holds it. */
export const bookDisputeOpened = (tx: Db, step: DisputeStep) =>
  postLedgerTransaction(tx, {
    kind: 'dispute_opened',
    reference: `dispute-${step.disputeId}`,
    currency: step.currency,
    occurredAt: step.occurredAt,
    lines: [
      { account: 'disputes', amountMinor: step.amountMinor, orderId: step.orderId },
      { account: 'provider_clearing', amountMinor: -step.amountMinor, orderId: step.orderId },
    ],
  });

/** A dispute won: the provider gives the amount back. */
export const bookDisputeWon = (tx: Db, step: DisputeStep) =>
  postLedgerTransaction(tx, {
    kind: 'dispute_won',
    reference: `dispute-${step.disputeId}`,
    currency: step.currency,
    occurredAt: step.occurredAt,
    lines: [
      { account: 'provider_clearing', amountMinor: step.amountMinor, orderId: step.orderId },
      { account: 'disputes', amountMinor: -step.amountMinor, orderId: step.orderId },
    ],
  });

/**
 * A dispute lost: the buyer has their money back, so the sale is undone as a full refund would: each host
 * gives back what is left of their lines, the fee and VAT come back, and the difference is the platform's
 * dispute loss.
 */
export async function bookDisputeLost(tx: Db, step: DisputeStep): Promise<number | null> {
  const left = await leftOnLines(tx, step.orderId);
  return postLedgerTransaction(tx, {
    kind: 'dispute_lost',
    reference: `dispute-${step.disputeId}`,
    currency: step.currency,
    occurredAt: step.occurredAt,
    lines: [
      ...reverseWhole(step.orderId, left, step.amountMinor, 'dispute_losses'),
      { account: 'disputes', amountMinor: -step.amountMinor, orderId: step.orderId },
    ],
  });
}

export interface HostBalance {
  hostId: number;
  currency: string;
  /** All that is owed to the host: sales less refunds, disputes lost and payouts. */
  balanceMinor: number;
  /** What may be paid now: the lines of items that ended `holdDays` ago or more, and every payout. */
  payableMinor: number;
}

/** Each host's balance per currency, and what of it is payable at `now`. */
export async function hostBalances(db: Db, options: { now: Date; holdDays: number; hostIds?: readonly number[] }): Promise<HostBalance[]> {
  const cutoff = new Date(options.now.getTime() - options.holdDays * 86_400_000);
  const rows = await db
    .select({
      hostId: ledgerLines.hostId,
      currency: ledgerLines.currency,
      balance: sql<string>`-sum(${ledgerLines.amountMinor})`,
      payable: sql<string>`-coalesce(sum(${ledgerLines.amountMinor}) filter (where ${ledgerLines.itemEndsAt} is null or ${ledgerLines.itemEndsAt} <= ${cutoff}), 0)`,
    })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.account, 'host_payable'), options.hostIds ? inArray(ledgerLines.hostId, [...options.hostIds]) : undefined))
    .groupBy(ledgerLines.hostId, ledgerLines.currency)
    .orderBy(ledgerLines.hostId, ledgerLines.currency);
  return rows
    .filter((row) => row.hostId !== null)
    .map((row) => ({
      hostId: Number(row.hostId),
      currency: row.currency,
      balanceMinor: Number(row.balance),
      payableMinor: Number(row.payable),
    }));
}
