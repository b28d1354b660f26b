import { and, asc, eq, inArray, isNull, lte, ne, sql, sum } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import { formatDate } from '@trg/contract/dates';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { enqueueEmail } from '../email/index.ts';
import { claimColumns, failureColumns } from '../../db/retries.ts';
import { divideRoundingHalfUp } from '@trg/contract/pricing';
import { catalogItems } from '../catalog/schema.ts';
import { paidUnrefunded } from '../cart/index.ts';
import { orderItems, orders, vouchers } from '../cart/schema.ts';
import { refunds, type RefundReason } from './schema.ts';
import { voidLineTickets } from '../bookings/index.ts';
import { refundEmail } from './confirmation-email.ts';
import { postConfirmedRefund, postOrderRefundedWhole, postUnpaidLineRefund } from './ledger-postings.ts';

export const MAX_REFUND_ATTEMPTS = 12;

export interface QueuedRefund {
  orderId: number;
  orderItemId?: number | null;
  provider: string;
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  reason: RefundReason;
  idempotencyKey: string;
}

/** Records a refund to make; the same key is only ever recorded (and refunded) once. */
export async function queueRefund(tx: Db, refund: QueuedRefund): Promise<boolean> {
  if (refund.amountMinor <= 0) return false;
  const inserted = await tx
    .insert(refunds)
    .values({ ...refund, orderItemId: refund.orderItemId ?? null })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/**
 * Carries out the refunds that are due through the provider, with its idempotency key, so a retry
 * never pays out twice. Failures wait and try again (1, 2, 4 ... minutes); none throws to the caller.
 */
export async function processDueRefunds(
  db: Db,
  provider: PaymentProvider,
  onError: (error: unknown) => void,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), eq(refunds.provider, provider.name), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.id))
    .limit(25);
  let done = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(refunds)
      .set(claimColumns(refunds.attempts, now))
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), lte(refunds.nextAttemptAt, now)))
      .returning();
    if (!claimed) continue;
    try {
      const result = await provider.refund({
        intentId: claimed.paymentIntentId,
        amountMinor: claimed.amountMinor,
        currency: claimed.currency,
        idempotencyKey: claimed.idempotencyKey,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', providerRefundId: result.id, completedAt: new Date(), lastError: null })
          .where(eq(refunds.id, id));
        await tx
          .update(orders)
          .set({ refundedMinor: sql`${orders.refundedMinor} + ${claimed.amountMinor}`, updatedAt: new Date() })
          .where(eq(orders.id, claimed.orderId));
        // The books: the refund confirmed by the provider (decision 0030).
        await postConfirmedRefund(tx, claimed, now);
      });
      done++;
    } catch (error) {
      onError(error);
      await db
        .update(refunds)
        .set(failureColumns(claimed.attempts, MAX_REFUND_ATTEMPTS, error))
        .where(eq(refunds.id, id));
    }
  }
  return done;
}

/**
 * A host cancelled an item: inside the caller's transaction, every paid line for it is marked refunded,
 * its tickets are voided, and a refund of what that line cost is queued (price, fees and VAT, less its
 * share of any voucher discount). An order whose every line is refunded becomes 'refunded'; an order
 * with other items stays 'paid' with that line refunded. Returns how many lines were refunded.
 */
export async function queueItemRefunds(tx: Db, itemId: number, now = new Date()): Promise<number> {
  const paidLines = await tx
    .select({ line: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.itemId, itemId), paidUnrefunded()))
    .orderBy(asc(orders.id))
    .for('update');
  const [item] = await tx
    .select({ title: catalogItems.title, date: catalogItems.date, time: catalogItems.time, slot: catalogItems.parentId })
    .from(catalogItems)
    .where(eq(catalogItems.id, itemId))
    .limit(1);
  // A slot of an experience is named with its date and time: the same experience may run again another day.
  const what = item
    ? item.slot !== null && item.date
      ? `${item.title} on ${formatDate(item.date)}${item.time ? ` at ${item.time}` : ''}`
      : item.title
    : null;
  for (const { line, order } of paidLines) {
    const lineSubtotal = (line.unitPriceMinor ?? 0) * line.quantity;
    const lineCharges = lineSubtotal + ((line.unitFeeMinor ?? 0) + (line.unitVatMinor ?? 0)) * line.quantity;
    let discountShare = 0;
    if (order.discountMinor && order.voucherId !== null) {
      const [voucher] = await tx.select({ itemId: vouchers.itemId }).from(vouchers).where(eq(vouchers.id, order.voucherId)).limit(1);
      if (voucher?.itemId === itemId) discountShare = order.discountMinor;
      else if (!voucher || voucher.itemId === null) {
        discountShare = order.subtotalMinor ? divideRoundingHalfUp(order.discountMinor * lineSubtotal, order.subtotalMinor) : 0;
      }
    }
    const others = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.refundedAt)));
    const lastLine = others.every((other) => other.id === line.id);
    const [queued] = await tx
      .select({ total: sum(refunds.amountMinor) })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const remaining = (order.totalMinor ?? 0) - Number(queued?.total ?? 0);
    // The last line takes what is left, so rounding never leaves a cent behind or refunds one too many.
    const amount = lastLine ? remaining : Math.min(remaining, lineCharges - discountShare);

    await tx.update(orderItems).set({ refundedAt: now }).where(eq(orderItems.id, line.id));
    await voidLineTickets(tx, line.id);
    if (lastLine) {
      await tx.update(orders).set({ status: 'refunded', refundReason: 'item_cancelled', updatedAt: now }).where(eq(orders.id, order.id));
      await postOrderRefundedWhole(tx, order.id, now);
    }
    const currency = order.currency ?? DEFAULT_CURRENCY;
    if (!order.paymentIntentId || !order.paymentProvider || amount <= 0) {
      await postUnpaidLineRefund(tx, { orderId: order.id, orderItemId: line.id, currency }, now);
    } else {
      await queueRefund(tx, {
        orderId: order.id,
        orderItemId: line.id,
        provider: order.paymentProvider,
        paymentIntentId: order.paymentIntentId,
        amountMinor: amount,
        currency,
        reason: 'item_cancelled',
        idempotencyKey: `item-cancelled-line-${line.id}`,
      });
      if (order.buyerEmail) {
        await enqueueEmail(
          tx,
          refundEmail(order, order.buyerEmail, amount, `We are sorry: ${what ?? 'an event you booked'} has been cancelled by its host.`),
        );
      }
    }
  }
  return paidLines.length;
}

/**
 * The seam for a host's cancellation: refunds every paid order line for the item through the payment
 * provider. Pass the catalog's transaction as `tx` to queue the refunds atomically with the cancellation;
 * they are then carried out after it (here when no transaction is given, else by the background job).
 */
export async function refundPaidOrdersForItem(
  deps: { db: Db; provider: PaymentProvider; onError?: (error: unknown) => void },
  itemId: number,
  tx?: Db,
): Promise<number> {
  if (tx) return queueItemRefunds(tx, itemId);
  const lines = await deps.db.transaction((inner) => queueItemRefunds(inner, itemId));
  await processDueRefunds(deps.db, deps.provider, deps.onError ?? (() => undefined));
  return lines;
}

/**
 * Amounts refunded against lines that stay unrefunded (a staff refund of an amount), paid or pending,
 * per line: the host's takings from those lines drop by them.
 */
export async function partialRefundsByLine(db: Db, lineIds: readonly number[]): Promise<Map<number, number>> {
  const partials = new Map<number, number>();
  if (lineIds.length === 0) return partials;
  const rows = await db
    .select({ lineId: refunds.orderItemId, total: sql<string>`sum(${refunds.amountMinor})` })
    .from(refunds)
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .where(and(inArray(refunds.orderItemId, [...lineIds]), ne(refunds.status, 'failed'), isNull(orderItems.refundedAt)))
    .groupBy(refunds.orderItemId);
  for (const row of rows) if (row.lineId !== null) partials.set(row.lineId, Number(row.total));
  return partials;
}
