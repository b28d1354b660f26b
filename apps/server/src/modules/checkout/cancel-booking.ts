import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { BookingCancelInput, BookingCancelResult, BookingCancellation } from '@trg/contract/booking-cancel';
import { hasStarted, startsAt } from '@trg/contract/catalog-rules';
import { formatDate } from '@trg/contract/dates';
import { decimalToMinor, DEFAULT_CURRENCY, formatMoney, minorToDecimal } from '@trg/contract/money';
import { cancellationRefund, describeRefundTerms, effectiveRefundTerms } from '@trg/contract/refund-policy';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import { memberBookedLines, type BookedLine } from '../cart/index.ts';
import { lineAmountPaidMinor, voidLineTickets } from '../bookings/index.ts';
import { refundTermsOf } from '../catalog/index.ts';
import { enqueueEmail } from '../email/index.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { bookingCancellations, refunds } from './schema.ts';
import { postOrderRefundedWhole, postUnpaidLineRefund } from './ledger-postings.ts';
import { queueRefund } from './refunds.ts';
import { buyerCancellationEmail, hostCancellationEmail } from './cancel-emails.ts';

/*
 * A buyer cancels their booking of an item (issue 33, decision 0028): one order line, refunded by the item's terms
 * (`cancellationRefund`, the contract's one function), its tickets void, its places free for the waiting list.
 */

type Cancelled = typeof bookingCancellations.$inferSelect;

interface LineRefund {
  /** What the terms refund now, and the share. */
  refundMinor: number;
  percent: number;
  started: boolean;
}

/** What the orders have had back (refunds paid or pending), by line and by order, and their lines still standing. */
interface RefundState {
  byLine: Map<number, number>;
  byOrder: Map<number, number>;
  openLines: Map<number, number[]>;
}

/** The refund state of these orders, in two statements however many there are. */
async function refundState(db: Db, orderIds: readonly number[]): Promise<RefundState> {
  const state: RefundState = { byLine: new Map(), byOrder: new Map(), openLines: new Map() };
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return state;
  const [paidBack, open] = await Promise.all([
    db
      .select({ orderId: refunds.orderId, lineId: refunds.orderItemId, amount: refunds.amountMinor })
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), ne(refunds.status, 'failed'))),
    db
      .select({ id: orderItems.id, orderId: orderItems.orderId })
      .from(orderItems)
      .where(and(inArray(orderItems.orderId, ids), isNull(orderItems.refundedAt))),
  ]);
  for (const row of paidBack) {
    state.byOrder.set(row.orderId, (state.byOrder.get(row.orderId) ?? 0) + row.amount);
    if (row.lineId !== null) state.byLine.set(row.lineId, (state.byLine.get(row.lineId) ?? 0) + row.amount);
  }
  for (const row of open) state.openLines.set(row.orderId, [...(state.openLines.get(row.orderId) ?? []), row.id]);
  return state;
}

/**
 * What cancelling the line refunds now: the terms' share of what it paid and has not had back (a staff refund of an
 * amount), never more than its order has left; the last line standing takes what its order has left, so rounding
 * never leaves a cent behind.
 */
function lineRefund(booked: BookedLine, state: RefundState, now: number): LineRefund & { lastLine: boolean } {
  const { line, order, linesInOrder } = booked;
  const orderLeftMinor = Math.max(0, (order.totalMinor ?? 0) - (state.byOrder.get(order.id) ?? 0));
  const lastLine = (state.openLines.get(order.id) ?? []).every((id) => id === line.id);
  const paid = lastLine ? orderLeftMinor : lineAmountPaidMinor(line, order, linesInOrder) - (state.byLine.get(line.id) ?? 0);
  const refund = cancellationRefund({
    terms: effectiveRefundTerms(refundTermsOf(booked.item)),
    paidMinor: Math.max(0, Math.min(paid, orderLeftMinor)),
    startsAt: startsAt(booked.item),
    now,
  });
  return { refundMinor: refund.refundMinor, percent: refund.percent, started: refund.started, lastLine };
}

const termsText = (booked: BookedLine) => describeRefundTerms(effectiveRefundTerms(refundTermsOf(booked.item)));
const currencyOf = (booked: BookedLine) => booked.order.currency ?? booked.item.currency ?? DEFAULT_CURRENCY;

function quoteMessage(refundMinor: number, percent: number, currency: string): string {
  if (refundMinor === 0) return 'The refund period has passed: you can still cancel to free your place, without a refund.';
  const amount = formatMoney(refundMinor, currency);
  return percent === 100
    ? `Cancel now and you are refunded ${amount} in full.`
    : `Cancel now and you are refunded ${amount} (${percent}%).`;
}

/**
 * The booking page's word on each of the member's lines: open (with what cancelling now refunds), closed (and why),
 * or cancelled (what was refunded). Lines refunded otherwise (the host cancelled, staff refunded) have none.
 */
export async function cancellationQuotes(
  db: Db,
  lines: readonly BookedLine[],
  now = Date.now(),
): Promise<Map<number, BookingCancellation>> {
  const quotes = new Map<number, BookingCancellation>();
  if (lines.length === 0) return quotes;
  const done = await db
    .select()
    .from(bookingCancellations)
    .where(
      inArray(
        bookingCancellations.orderItemId,
        lines.map((booked) => booked.line.id),
      ),
    );
  const doneByLine = new Map(done.map((row) => [row.orderItemId, row]));
  const state = await refundState(
    db,
    lines.map((booked) => booked.order.id),
  );
  for (const booked of lines) {
    const currency = currencyOf(booked);
    const terms = termsText(booked);
    const cancelled = doneByLine.get(booked.line.id);
    if (cancelled) {
      quotes.set(booked.line.id, cancelledQuote(cancelled, terms));
      continue;
    }
    if (booked.orderStatus !== 'paid') continue;
    if (booked.item.status === 'Cancelled' || hasStarted(booked.item, now)) {
      const why = booked.item.status === 'Cancelled' ? 'has been cancelled by its host' : 'has started';
      quotes.set(booked.line.id, {
        state: 'closed',
        refund: minorToDecimal(0, currency),
        percent: 0,
        message: `${booked.item.title} ${why}: this booking can no longer be cancelled.`,
        terms,
      });
      continue;
    }
    const refund = lineRefund(booked, state, now);
    quotes.set(booked.line.id, {
      state: 'open',
      refund: minorToDecimal(refund.refundMinor, currency),
      percent: refund.percent,
      message: quoteMessage(refund.refundMinor, refund.percent, currency),
      terms,
    });
  }
  return quotes;
}

function cancelledQuote(row: Cancelled, terms: string): BookingCancellation {
  const on = formatDate(row.cancelledAt.toISOString());
  return {
    state: 'cancelled',
    refund: minorToDecimal(row.refundMinor, row.currency),
    percent: row.percent,
    message:
      row.refundMinor > 0
        ? `You cancelled this booking on ${on}: ${formatMoney(row.refundMinor, row.currency)} is refunded to the card you paid with.`
        : `You cancelled this booking on ${on}, without a refund.`,
    terms,
  };
}

export interface CancelOutcome extends BookingCancelResult {
  /** The item whose places came free: the waiting list is offered them after the commit. */
  itemId: number;
  parentId: number | null;
}

/**
 * The buyer cancels one booking (their order `bookingReference`'s line of the item) in one transaction: the line is
 * refunded by the item's terms (queued for the provider, paid after the commit), its tickets void ('cancelled'), its
 * order refunded if no line is left, the buyer and the host emailed. Only the order's buyer: anyone else is told there
 * is no such booking (404). Refused (409) once cancelled or refunded, once the item has started or was cancelled, and
 * when the refund the buyer confirmed is no longer what the terms give (a cut-off passed while the page was open).
 */
export async function cancelBooking(
  db: Db,
  userId: number,
  itemId: number,
  input: BookingCancelInput,
  now = new Date(),
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const reference = input.bookingReference.toUpperCase();
    const mine = (await memberBookedLines(tx, userId, itemId)).filter(
      (booked) => booked.order.bookingReference?.toUpperCase() === reference,
    );
    const first = mine[0];
    if (!first) throw notFound(`You have no booking ${input.bookingReference} for the id ${itemId}.`);
    // The order's row lock: a second cancel, a staff refund or the host's cancellation waits for this one.
    const [order] = await tx.select().from(orders).where(eq(orders.id, first.order.id)).for('update');
    const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, first.line.id));
    if (!order || !line) throw notFound(`You have no booking ${input.bookingReference} for the id ${itemId}.`);
    const [already] = await tx.select().from(bookingCancellations).where(eq(bookingCancellations.orderItemId, line.id));
    if (already) throw conflict(`You have already cancelled booking ${order.bookingReference}.`);
    if (order.status !== 'paid' || line.refundedAt !== null) {
      throw conflict(`Booking ${order.bookingReference} has already been refunded: there is nothing left to cancel.`);
    }
    const booked: BookedLine = { ...first, order, line };
    const { item } = booked;
    if (item.status === 'Cancelled') throw conflict(`${item.title} has been cancelled by its host: your booking is refunded in full.`);
    if (hasStarted(item, now.getTime())) throw conflict(`${item.title} has started: this booking can no longer be cancelled.`);

    const currency = currencyOf(booked);
    const refund = lineRefund(booked, await refundState(tx, [order.id]), now.getTime());
    const confirmed = decimalToMinor(input.refund, currency);
    if (confirmed !== refund.refundMinor) {
      const amount = formatMoney(refund.refundMinor, currency);
      throw conflict(
        refund.refundMinor === 0
          ? `The refund period has passed: cancelling now refunds nothing. Confirm again to cancel without a refund.`
          : `Cancelling now refunds ${amount}, not what you saw. Please check the amount and confirm again.`,
      );
    }

    await tx.insert(bookingCancellations).values({
      orderId: order.id,
      orderItemId: line.id,
      percent: refund.percent,
      refundMinor: refund.refundMinor,
      currency,
      cancelledAt: now,
    });
    await tx.update(orderItems).set({ refundedAt: now }).where(eq(orderItems.id, line.id));
    await voidLineTickets(tx, line.id, 'cancelled');
    await tx
      .update(orders)
      .set(refund.lastLine ? { status: 'refunded', refundReason: 'buyer_cancelled', updatedAt: now } : { updatedAt: now })
      .where(eq(orders.id, order.id));
    if (refund.lastLine) await postOrderRefundedWhole(tx, order.id, now);
    // Refunded in full with nothing to pay back (a gift card or a voucher paid it all): the sale is undone now.
    if (refund.percent === 100 && refund.refundMinor === 0)
      await postUnpaidLineRefund(tx, { orderId: order.id, orderItemId: line.id, currency }, now);
    if (refund.refundMinor > 0 && order.paymentIntentId && order.paymentProvider) {
      await queueRefund(tx, {
        orderId: order.id,
        orderItemId: line.id,
        provider: order.paymentProvider,
        paymentIntentId: order.paymentIntentId,
        amountMinor: refund.refundMinor,
        currency,
        reason: 'buyer_cancelled',
        idempotencyKey: `buyer-cancelled-line-${line.id}`,
      });
    }
    if (order.buyerEmail) await enqueueEmail(tx, buyerCancellationEmail(booked, order.buyerEmail, refund.refundMinor, currency));
    const host = await hostCancellationEmail(tx, booked);
    if (host) await enqueueEmail(tx, host);

    const amount = formatMoney(refund.refundMinor, currency);
    return {
      message:
        refund.refundMinor > 0
          ? `Booking ${order.bookingReference} is cancelled. We are refunding ${amount} to the card you paid with; it can take 5 to 10 working days to show.`
          : `Booking ${order.bookingReference} is cancelled, without a refund. Your place is free for someone else.`,
      refund: minorToDecimal(refund.refundMinor, currency),
      currency,
      itemId: item.id,
      parentId: item.parentId,
    };
  });
}
