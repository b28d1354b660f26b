import { eq } from 'drizzle-orm';
import { startsAt } from '@trg/contract/catalog-rules';
import { instantOf } from '@trg/contract/local-time';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import type { Order, OrderLine } from '../cart/index.ts';
import { orderItems } from '../cart/schema.ts';
import { giftCardRedemptionOf } from '../gift-cards/index.ts';
import { bookRefund, bookSale, bookUnmatchedPayment } from '../ledger/index.ts';
import type { refunds } from './schema.ts';

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

/** A refund the provider has just confirmed. */
export async function postConfirmedRefund(tx: Db, refund: typeof refunds.$inferSelect, now: Date): Promise<void> {
  const [line] =
    refund.orderItemId === null
      ? []
      : await tx.select({ refundedAt: orderItems.refundedAt }).from(orderItems).where(eq(orderItems.id, refund.orderItemId)).limit(1);
  await bookRefund(tx, {
    refundId: refund.id,
    orderId: refund.orderId,
    orderItemId: refund.orderItemId,
    wholeLine: (line?.refundedAt ?? null) !== null,
    unmatched: refund.reason === 'order_changed' || refund.reason === 'reservation_lapsed',
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    occurredAt: now,
  });
}
