import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderStatus } from '@trg/contract/cart';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/http-error.ts';
import { enqueueEmail } from '../email/index.ts';
import { catalogItems } from '../catalog/schema.ts';
import type { ItemKind } from '../catalog/index.ts';
import { orderItems, orders, vouchers } from '../cart/schema.ts';
import { loadLines, type Order } from '../cart/index.ts';
import { orderTickets, voidLineTickets } from '../bookings/index.ts';
import { refunds } from './schema.ts';
import { postOrderRefundedWhole, postUnpaidLineRefund } from './ledger-postings.ts';
import { queueRefund } from './refunds.ts';
import { confirmationEmail, refundEmail } from './confirmation-email.ts';

// The console's orders, read and changed here where orders, their lines and refunds are kept.

export type Refund = typeof refunds.$inferSelect;

export interface PlacedOrdersQuery {
  /** One status; without it, every order a payment was started for (carts in progress are not orders yet). */
  status?: OrderStatus | undefined;
  /** Words to look for: the booking reference, the buyer's email or name, the account's, an item's title. */
  text?: {
    words: string;
    /** The words as an ILIKE pattern. */
    pattern: string;
    /** SQL true when the order's account (its user id) matches the words; the accounts module's to say. */
    accountMatches: (userId: SQLWrapper) => SQL;
  };
  limit: number;
  offset: number;
}

/** A page of orders, newest first, each with its items' titles. */
export async function placedOrders(
  db: Db,
  query: PlacedOrdersQuery,
): Promise<{ rows: Array<{ order: Order; titles: string[] }>; count: number }> {
  const filters: SQL[] = [query.status ? eq(orders.status, query.status) : ne(orders.status, 'cart')];
  if (query.text) {
    const { words, pattern, accountMatches } = query.text;
    const text = or(
      sql`upper(${orders.bookingReference}) = upper(${words})`,
      ilike(orders.buyerEmail, pattern),
      sql`(coalesce(${orders.attendee}->>'firstName', '') || ' ' || coalesce(${orders.attendee}->>'lastName', '')) ilike ${pattern}`,
      accountMatches(orders.userId),
      exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
          .where(and(eq(orderItems.orderId, orders.id), ilike(catalogItems.title, pattern))),
      ),
    );
    if (text) filters.push(text);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((order) => order.id);
  const titles = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, title: catalogItems.title })
        .from(orderItems)
        .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id))
    : [];
  return {
    rows: rows.map((order) => ({ order, titles: titles.filter((t) => t.orderId === order.id).map((t) => t.title) })),
    count: total?.n ?? 0,
  };
}

export interface ConsoleOrder {
  order: Order;
  lines: Array<{ line: typeof orderItems.$inferSelect; title: string; kind: ItemKind; hostId: number }>;
  refunds: Refund[];
  voucher: { code: string; kind: 'percent' | 'fixed'; itemId: number | null } | null;
}

/** One order in full: its lines with their items, its refunds and its voucher; `lock` takes its row lock. */
export async function consoleOrder(db: Db, id: number, lock = false): Promise<ConsoleOrder> {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(`There is no order ${id}.`);
  const [lines, refundRows, voucherRows] = await Promise.all([
    db
      .select({ line: orderItems, title: catalogItems.title, kind: catalogItems.kind, hostId: catalogItems.hostId })
      .from(orderItems)
      .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.id)),
    order.voucherId === null
      ? Promise.resolve([])
      : db
          .select({ code: vouchers.code, kind: vouchers.kind, itemId: vouchers.itemId })
          .from(vouchers)
          .where(eq(vouchers.id, order.voucherId))
          .limit(1),
  ]);
  return { order, lines, refunds: refundRows, voucher: voucherRows[0] ?? null };
}

export interface StaffRefund {
  /** Lines refunded whole: marked refunded, their tickets void. */
  wholeLineIds: readonly number[];
  /** No line is left: the order becomes refunded. */
  closesOrder: boolean;
  /** What to pay back, per line, under keys unique to the staff action. */
  payments: ReadonlyArray<{ lineId: number; amountMinor: number }>;
  actionKey: string;
  /** What the buyer is told, with the amount paid back; nothing is sent without a buyer email or an amount. */
  notice: { amountMinor: number; text: string };
}

/**
 * A refund staff decided, written in their transaction: whole lines marked refunded and their tickets void,
 * the order refunded once nothing is left, one provider refund queued per line (paid after the commit).
 */
export async function recordStaffRefund(tx: Db, order: Order, refund: StaffRefund, now: Date): Promise<void> {
  if (!order.paymentIntentId || !order.paymentProvider) throw new Error('an order without a payment cannot be refunded');
  for (const lineId of refund.wholeLineIds) {
    await tx
      .update(orderItems)
      .set({ refundedAt: now })
      .where(and(eq(orderItems.id, lineId), isNull(orderItems.refundedAt)));
    await voidLineTickets(tx, lineId);
  }
  await tx
    .update(orders)
    .set(refund.closesOrder ? { status: 'refunded', refundReason: 'operator', updatedAt: now } : { updatedAt: now })
    .where(eq(orders.id, order.id));
  if (refund.closesOrder) await postOrderRefundedWhole(tx, order.id, now);
  const currency = order.currency ?? DEFAULT_CURRENCY;
  for (const lineId of refund.wholeLineIds) {
    // A line refunded whole with nothing to pay back (a gift card or a voucher paid it): its sale is undone now.
    if (!refund.payments.some((payment) => payment.lineId === lineId && payment.amountMinor > 0)) {
      await postUnpaidLineRefund(tx, { orderId: order.id, orderItemId: lineId, currency }, now);
    }
  }
  for (const { lineId, amountMinor } of refund.payments) {
    await queueRefund(tx, {
      orderId: order.id,
      orderItemId: lineId,
      provider: order.paymentProvider,
      paymentIntentId: order.paymentIntentId,
      amountMinor,
      currency,
      reason: 'operator',
      idempotencyKey: `operator-${refund.actionKey}-line-${lineId}`,
    });
  }
  if (order.buyerEmail && refund.notice.amountMinor > 0) {
    await enqueueEmail(tx, refundEmail(order, order.buyerEmail, refund.notice.amountMinor, refund.notice.text));
  }
}

/**
 * The booking confirmation queued again, as at payment, with the tickets as they are now (refunded lines and
 * void tickets left out). Answers the order it was sent for.
 */
export async function queueConfirmationAgain(tx: Db, id: number): Promise<Order & { buyerEmail: string }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw notFound(`There is no order ${id}.`);
  if (order.status !== 'paid' && order.status !== 'refunded') throw badRequest('Only a paid order has a confirmation to send.');
  const { buyerEmail } = order;
  if (!buyerEmail) throw badRequest('This order has no buyer email to send to.');
  const lines = (await loadLines(tx, id)).filter((line) => line.refundedAt === null);
  const issued = await orderTickets(tx, id, { validOnly: true });
  if (lines.length === 0) throw badRequest('Every line of this order is refunded: there is nothing to confirm.');
  await enqueueEmail(tx, await confirmationEmail(order, lines, issued, buyerEmail));
  return { ...order, buyerEmail };
}
