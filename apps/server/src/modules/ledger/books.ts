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

/**
 * How a refunded line gives an amount back:
 * - `whole`: the line is refunded whole (its tickets void), so all that is left on it comes back from the host, the
 *   fee and its VAT, and the voucher's share evens it out;
 * - `host_first`: an amount against a line that stays (a staff refund): the host gives back up to what they have left
 *   of it, then the fee and VAT in proportion;
 * - `proportional`: a buyer's cancellation under the item's terms: the host, the fee and the VAT each give back the
 *   refunded share of what is left on the line, so the host keeps their share of what was not refunded.
 */
export type RefundShare = 'whole' | 'host_first' | 'proportional';

export interface ConfirmedRefund {
  refundId: number;
  orderId: number;
  orderItemId: number | null;
  share: RefundShare;
  /** The payment was never a sale (a changed cart, a lapsed hold): it was owed back to the buyer. */
  unmatched: boolean;
  /** Paid back through the provider; 0 for a line a gift card or a voucher paid whole (nothing leaves the provider). */
  amountMinor: number;
  currency: string;
  occurredAt?: Date;
  /** Names the booking when there is no refund row (`refund-<refundId>` otherwise). */
  reference?: string;
}

const positive = (amount: number) => Math.max(0, amount);

/** A refund of `amountMinor` against a line that stays: the host first, then the fee and VAT in proportion. */
function hostFirst(orderId: number, orderItemId: number, entry: LineLeft, amountMinor: number): LedgerLineInput[] {
  const common = { orderId, orderItemId, itemEndsAt: entry.itemEndsAt };
  const host = Math.max(0, Math.min(amountMinor, entry.host));
  const rest = amountMinor - host;
  const feeAndVat = positive(entry.fees) + positive(entry.vat);
  const vat =
    feeAndVat > 0 ? Math.min(positive(entry.vat), divideRoundingHalfUp(Math.min(rest, feeAndVat) * positive(entry.vat), feeAndVat)) : 0;
  const fees = Math.min(positive(entry.fees), rest - vat);
  return [
    ...(entry.hostId !== null ? [{ account: 'host_payable' as const, hostId: entry.hostId, amountMinor: host, ...common }] : []),
    { account: 'platform_fees', amountMinor: fees, ...common },
    { account: 'vat_payable', amountMinor: vat, ...common },
    { account: 'discounts', amountMinor: rest - vat - fees, orderId },
  ];
}

/** A refund of `amountMinor` taken from the host, the fee and the VAT in proportion to what each has left on the line. */
function inProportion(orderId: number, orderItemId: number, entry: LineLeft, amountMinor: number): LedgerLineInput[] {
  const common = { orderId, orderItemId, itemEndsAt: entry.itemEndsAt };
  const left = positive(entry.host) + positive(entry.fees) + positive(entry.vat);
  const given = Math.min(amountMinor, left);
  const host = left > 0 ? divideRoundingHalfUp(given * positive(entry.host), left) : 0;
  const vat = left > 0 ? divideRoundingHalfUp(given * positive(entry.vat), left) : 0;
  const fees = Math.max(0, Math.min(positive(entry.fees), given - host - vat));
  return [
    ...(entry.hostId !== null ? [{ account: 'host_payable' as const, hostId: entry.hostId, amountMinor: host, ...common }] : []),
    { account: 'platform_fees', amountMinor: fees, ...common },
    { account: 'vat_payable', amountMinor: vat, ...common },
    { account: 'discounts', amountMinor: amountMinor - host - fees - vat, orderId },
  ];
}

/**
 * A refund the provider confirmed (or a line refunded whole that a gift card or voucher paid, with nothing to pay
 * back): Cr provider clearing, and the line gives the amount back as its `share` says. A refund of a payment that
 * was never a sale settles what was owed to the buyer.
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
  } else if (refund.share === 'whole') {
    lines.push(...reverseWhole(refund.orderId, left, refund.amountMinor, 'discounts'));
  } else if (refund.share === 'proportional') {
    lines.push(...inProportion(refund.orderId, refund.orderItemId, entry, refund.amountMinor));
  } else {
    lines.push(...hostFirst(refund.orderId, refund.orderItemId, entry, refund.amountMinor));
  }
  return postLedgerTransaction(tx, {
    kind: 'refund',
    reference: refund.reference ?? `refund-${refund.refundId}`,
    currency: refund.currency,
    occurredAt: refund.occurredAt,
    lines,
  });
}

/**
 * A refund made at the provider, not by us (in Stripe's dashboard), against a paid order: spread over the order's
 * lines in order, each giving back host first, as a staff refund of an amount would; all that is left when it
 * covers the whole order.
 */
export async function bookProviderRefund(
  tx: Db,
  refund: { refundId: number; orderId: number; amountMinor: number; currency: string; occurredAt?: Date },
): Promise<number | null> {
  const left = await leftOnLines(tx, refund.orderId);
  const owed = [...left.values()].reduce((sum, entry) => sum + positive(entry.host) + positive(entry.fees) + positive(entry.vat), 0);
  const lines: LedgerLineInput[] = [{ account: 'provider_clearing', amountMinor: -refund.amountMinor, orderId: refund.orderId }];
  if (left.size === 0) {
    lines.push({ account: 'buyer_refunds', amountMinor: refund.amountMinor, orderId: refund.orderId });
  } else if (refund.amountMinor >= owed) {
    lines.push(...reverseWhole(refund.orderId, left, refund.amountMinor, 'discounts'));
  } else {
    let remaining = refund.amountMinor;
    for (const [orderItemId, entry] of [...left.entries()].sort(([a], [b]) => a - b)) {
      const part = Math.min(remaining, positive(entry.host) + positive(entry.fees) + positive(entry.vat));
      if (part <= 0) continue;
      lines.push(...hostFirst(refund.orderId, orderItemId, entry, part));
      remaining -= part;
    }
    lines.push({ account: 'discounts', amountMinor: remaining, orderId: refund.orderId });
  }
  return postLedgerTransaction(tx, {
    kind: 'refund',
    reference: `refund-${refund.refundId}`,
    currency: refund.currency,
    occurredAt: refund.occurredAt,
    lines,
  });
}

/**
 * An order refunded whole that a gift card paid part of: the card holds nothing of it any more (the gift-card
 * module's rule), so the platform owes the card its part again. The line reversals put that part on `discounts`;
 * this moves it to the card's liability. Once per order.
 */
export async function bookGiftCardReleased(
  tx: Db,
  release: { orderId: number; amountMinor: number; currency: string; occurredAt?: Date },
): Promise<number | null> {
  return postLedgerTransaction(tx, {
    kind: 'gift_card_release',
    reference: `order-${release.orderId}`,
    currency: release.currency,
    occurredAt: release.occurredAt,
    lines: [
      { account: 'discounts', amountMinor: release.amountMinor, orderId: release.orderId },
      { account: 'gift_card_liability', amountMinor: -release.amountMinor, orderId: release.orderId },
    ],
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
