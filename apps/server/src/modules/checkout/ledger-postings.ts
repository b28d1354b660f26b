import { eq } from 'drizzle-orm';
import { startsAt } from '@trg/contract/catalog-rules';
import { instantOf } from '@trg/contract/local-time';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import type { Order, OrderLine } from '../cart/index.ts';
import { orderItems } from '../cart/schema.ts';
import { giftCardRedemptionOf } from '../gift-cards/index.ts';
import { bookGiftCardReleased, bookRefund, bookSale, bookUnmatchedPayment, type RefundShare } from '../ledger/index.ts';
import { bookingCancellations, type refunds } from './schema.ts';

/**
 * The checkout's postings to the ledger (decision 0030), kept apart from the paying and refunding they
 * record: each is one call, in the transaction that changes the order.
 */

/** When an item ends: its end time on its date, else its start, else (no date) when it was paid for. */
export function itemEndsAt(item: OrderLine['item'], paidAt: Date): Date {
  const end = item.date && item.endTime ? instantOf(item.date, item.endTime, item.timeZone) : undefined;
  const start = item.date ? startsAt(item) : undefined;
  const instant = end ?? start;
  return instant === undefined ? paidAt : new Date(instant);
}

/** A paid order's sale: the buyer's payment split between its hosts, the booking fee and its VAT. */
export async function postPaidOrder(tx: Db, order: Order, lines: readonly OrderLine[]): Promise<void> {
  const paidAt = order.paidAt ?? new Date();
  const giftCard = await giftCardRedemptionOf(tx, order.id);
  await bookSale(tx, {
    orderId: order.id,
    currency: order.currency ?? DEFAULT_CURRENCY,
    totalMinor: order.totalMinor ?? 0,
    discountMinor: order.discountMinor ?? 0,
    giftCardMinor: giftCard?.amountMinor ?? 0,
    paidAt,
    lines: lines.map((line) => ({
      orderItemId: line.id,
      hostId: line.item.hostId,
      subtotalMinor: (line.unitPriceMinor ?? 0) * line.quantity,
      feesMinor: (line.unitFeeMinor ?? 0) * line.quantity,
      vatMinor: (line.unitVatMinor ?? 0) * line.quantity,
      itemEndsAt: itemEndsAt(line.item, paidAt),
    })),
  });
}

/** A payment that will be refunded whole without becoming a sale: owed back to the buyer from now. */
export async function postUnmatchedPayment(
  tx: Db,
  payment: { paymentIntentId: string; orderId: number; currency: string; amountMinor: number },
): Promise<void> {
  await bookUnmatchedPayment(tx, payment);
}

/**
 * How a confirmed refund's line gives the amount back (decision 0030): a buyer's cancellation under the item's terms in
 * proportion (the host keeps their share of what was not refunded; all of it at 100%), another line refunded whole
 * whole, an amount against a line that stays from the host first.
 */
async function refundShare(tx: Db, refund: typeof refunds.$inferSelect): Promise<RefundShare> {
  if (refund.orderItemId === null) return 'host_first';
  if (refund.reason === 'buyer_cancelled') {
    const [cancelled] = await tx
      .select({ percent: bookingCancellations.percent })
      .from(bookingCancellations)
      .where(eq(bookingCancellations.orderItemId, refund.orderItemId))
      .limit(1);
    if (cancelled && cancelled.percent < 100) return 'proportional';
  }
  const [line] = await tx
    .select({ refundedAt: orderItems.refundedAt })
    .from(orderItems)
    .where(eq(orderItems.id, refund.orderItemId))
    .limit(1);
  return (line?.refundedAt ?? null) !== null ? 'whole' : 'host_first';
}

/** A refund the provider has just confirmed. */
export async function postConfirmedRefund(tx: Db, refund: typeof refunds.$inferSelect, now: Date): Promise<void> {
  await bookRefund(tx, {
    refundId: refund.id,
    orderId: refund.orderId,
    orderItemId: refund.orderItemId,
    share: await refundShare(tx, refund),
    unmatched: refund.reason === 'order_changed' || refund.reason === 'reservation_lapsed',
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    occurredAt: now,
  });
}

/**
 * A line refunded whole with nothing to pay back through the provider (a gift card or a voucher paid all of it): the
 * line's sale is undone at once, as a confirmed refund of it would be.
 */
export async function postUnpaidLineRefund(
  tx: Db,
  line: { orderId: number; orderItemId: number; currency: string },
  now: Date,
): Promise<void> {
  await bookRefund(tx, {
    refundId: 0,
    reference: `line-${line.orderItemId}-unpaid`,
    orderId: line.orderId,
    orderItemId: line.orderItemId,
    share: 'whole',
    unmatched: false,
    amountMinor: 0,
    currency: line.currency,
    occurredAt: now,
  });
}

/**
 * An order refunded whole (its last line refunded): what a gift card paid of it is the card's again, so the platform
 * owes it once more (the gift-card module gives the card its balance back without a write).
 */
export async function postOrderRefundedWhole(tx: Db, orderId: number, now: Date): Promise<void> {
  const giftCard = await giftCardRedemptionOf(tx, orderId);
  if (!giftCard) return;
  await bookGiftCardReleased(tx, {
    orderId,
    amountMinor: giftCard.amountMinor - giftCard.restoredMinor,
    currency: giftCard.currency,
    occurredAt: now,
  });
}
