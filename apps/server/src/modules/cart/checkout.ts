import { and, eq } from 'drizzle-orm';
import { maxTicketsPerOrder, type AttendeeDetails, type CompleteOrderResult, type PaymentIntentResult } from '@trg/contract/cart';
import { ERROR_CODES } from '@trg/contract/errors';
import { DEFAULT_CURRENCY, minorToDecimal } from '@trg/contract/money';
import { priceOrder } from '@trg/contract/pricing';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../plugins/http-error.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from '../payments/provider.ts';
import { newBookingReference } from './booking-codes.ts';
import { confirmationEmail, refundEmail } from './confirmation-email.ts';
import { processDueRefunds, queueRefund } from './refunds.ts';
import { saleState } from './sales-window.ts';
import { orderItems, orders, voucherRedemptions, vouchers } from './schema.ts';
import { isFrozen, loadLines, type CartSettings, type Order, type OrderLine } from './service.ts';
import { lockItems, soldOutMessage, ticketsLeft, ticketsTaken } from './stock.ts';
import { issueTickets } from './tickets.ts';
import { checkVoucher, redemptionsInUse } from './vouchers.ts';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  settings: CartSettings;
  /** Sends queued mail soon, without waiting for it. */
  kickMail: () => void;
  onBackgroundError: (error: unknown) => void;
}

const providerUnavailable = () =>
  new HttpError(502, ERROR_CODES.paymentProvider, 'We could not reach the payment service. Please try again in a moment.');

const paymentFailed = (message: string) => new HttpError(402, ERROR_CODES.paymentFailed, message);

export const LAPSED_REFUND_MESSAGE =
  'Your reservation ran out before your payment went through, and the tickets have gone in the meantime. We have refunded your payment in full; it can take 5 to 10 working days to show.';
export const CHANGED_REFUND_MESSAGE =
  'Your cart changed while the payment was being made, so we have refunded that payment in full. Please check out again.';

type Reservation =
  | { ok: true; order: Order; totalMinor: number; currency: string; bookingReference: string; reservedUntil: Date }
  | { ok: false; error: HttpError };

/**
 * Holds the tickets for this order: one transaction that locks the items' rows, checks what is sold and
 * held by others, checks the voucher (its row locked too, so its limit holds), freezes the prices and
 * reserves until now + the reservation time.
 */
async function reserve(deps: CheckoutDeps, userId: number, buyerEmail: string, orderId: number, attendee: AttendeeDetails, now: Date): Promise<Reservation> {
  return deps.db.transaction(async (tx): Promise<Reservation> => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
    if (!order) throw notFound('We could not find that order.');
    if (order.status === 'paid') throw conflict('This order has already been paid.');
    if (order.status === 'refunded') throw conflict('This order has been refunded. Please add your bookings to the cart again.');
    const lines = await loadLines(tx, order.id);
    if (lines.length === 0) throw conflict('Your cart is empty.');

    const items = await lockItems(tx, lines.map((line) => line.itemId));
    const taken = await ticketsTaken(tx, lines.map((line) => line.itemId), order.id, now);
    for (const line of lines) {
      const item = items.find((candidate) => candidate.id === line.itemId) ?? line.item;
      const state = saleState(item, now);
      if (!state.onSale) {
        throw conflict(state.reason === 'not_found' ? `${item.title} is no longer on sale. Please remove it from your cart.` : `${state.message} Please remove it from your cart.`);
      }
      const maximum = maxTicketsPerOrder(item);
      if (line.quantity > maximum) throw conflict(`You can book up to ${maximum} tickets for ${item.title}. Please change the quantity in your cart.`);
      const left = ticketsLeft(item, taken.get(item.id) ?? 0);
      if (line.quantity > left) throw conflict(soldOutMessage(item.title, left));
    }
    const currency = lines[0]?.item.currency ?? DEFAULT_CURRENCY;
    if (lines.some((line) => line.item.currency !== currency)) throw conflict('One order takes one currency. Please remove the items in other currencies.');

    let discountRule = null;
    if (order.voucherId !== null) {
      const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, order.voucherId)).for('update');
      const check = voucher
        ? checkVoucher(voucher, {
            now,
            currency,
            lines: lines.map((line) => ({ itemId: line.itemId, title: line.item.title })),
            inUse: await redemptionsInUse(tx, voucher.id, order.id, now),
          })
        : ({ ok: false, message: 'Your voucher no longer exists.' } as const);
      if (!check.ok) {
        // The voucher comes off the cart (committed) and the member sees the new total before paying.
        await tx.update(orders).set({ voucherId: null, updatedAt: now }).where(eq(orders.id, order.id));
        return { ok: false, error: conflict(`${check.message} It has been removed from your cart: please check the new total.`) };
      }
      discountRule = check.rule;
      await tx
        .insert(voucherRedemptions)
        .values({ voucherId: order.voucherId, orderId: order.id, createdAt: now })
        .onConflictDoUpdate({ target: voucherRedemptions.orderId, set: { voucherId: order.voucherId, createdAt: now } });
    } else {
      await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, order.id));
    }

    const priced = priceOrder(
      lines.map((line) => ({ itemId: line.itemId, unitPriceMinor: line.item.priceMinor ?? 0, quantity: line.quantity })),
      currency,
      deps.settings.rates,
      discountRule,
    );
    for (const line of priced.lines) {
      await tx
        .update(orderItems)
        .set({ unitPriceMinor: line.unitPriceMinor, unitFeeMinor: line.unitFeeMinor, unitVatMinor: line.unitVatMinor })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.itemId, line.itemId)));
    }
    const reservedUntil = new Date(now.getTime() + deps.settings.reservationMinutes * 60_000);
    const bookingReference = order.bookingReference ?? newBookingReference();
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'awaiting_payment',
        currency,
        subtotalMinor: priced.subtotalMinor,
        discountMinor: priced.discountMinor,
        feesMinor: priced.feesMinor,
        vatMinor: priced.vatMinor,
        totalMinor: priced.totalMinor,
        attendee,
        buyerEmail,
        bookingReference,
        reservedUntil,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('order vanished while reserving');
    return { ok: true, order: updated, totalMinor: priced.totalMinor, currency, bookingReference, reservedUntil };
  });
}

/** Lets the hold go when the payment could not even be started. */
async function releaseReservation(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'cart', reservedUntil: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')));
}

const REUSABLE: ReadonlySet<string> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** POST /api/cart/create-payment-intent */
export async function createPaymentIntent(
  deps: CheckoutDeps,
  user: { id: number; email: string },
  input: { OrderId: number; attendeeDetails: AttendeeDetails },
  now = new Date(),
): Promise<PaymentIntentResult> {
  const reservation = await reserve(deps, user.id, user.email, input.OrderId, input.attendeeDetails, now);
  if (!reservation.ok) throw reservation.error;
  const { order, totalMinor, currency, bookingReference, reservedUntil } = reservation;
  const answer = (clientSecret: string | null): PaymentIntentResult => ({
    client_secret: clientSecret,
    provider: deps.provider.name,
    amount: minorToDecimal(totalMinor, currency),
    currency,
    reservedUntil: reservedUntil.toISOString(),
    bookingReference,
  });

  // Nothing to pay (free tickets): complete-order books it without a provider.
  if (totalMinor === 0) {
    await deps.db.update(orders).set({ paymentIntentId: null, paymentProvider: null }).where(eq(orders.id, order.id));
    return answer(null);
  }

  let attempt = order.paymentAttempt;
  try {
    if (order.paymentIntentId && order.paymentProvider === deps.provider.name) {
      const existing = await deps.provider.retrieveIntent(order.paymentIntentId);
      if (existing.status === 'succeeded') {
        // Paid already (a second tab?): settle that payment first.
        const settled = await settleSucceededIntent(deps, existing, new Date());
        if (settled.kind === 'paid') throw conflict('This order has already been paid.');
      } else if (REUSABLE.has(existing.status) && existing.amountMinor === totalMinor && existing.currency === currency) {
        return answer(existing.clientSecret);
      } else if (existing.status !== 'canceled') {
        await deps.provider.cancelIntent(existing.id);
      }
      attempt += 1;
    } else if (order.paymentIntentId) {
      attempt += 1;
    }
    const intent = await deps.provider.createIntent({
      amountMinor: totalMinor,
      currency,
      orderId: order.id,
      bookingReference,
      description: `Booking ${bookingReference}`,
      receiptEmail: user.email,
      idempotencyKey: `order-${order.id}-attempt-${attempt}`,
    });
    await deps.db
      .update(orders)
      .set({ paymentIntentId: intent.id, paymentProvider: deps.provider.name, paymentAttempt: attempt, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return answer(intent.clientSecret);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await releaseReservation(deps.db, order.id);
    deps.onBackgroundError(error);
    throw providerUnavailable();
  }
}

export type Settlement =
  | { kind: 'paid'; order: Order }
  | { kind: 'refunded'; message: string }
  | { kind: 'unknown' };

async function markPaid(tx: Db, order: Order, lines: readonly OrderLine[], now: Date): Promise<Order> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, reservedUntil: null, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const issued = await issueTickets(tx, order.id, lines);
  if (!paid) throw new Error('order vanished while being paid');
  if (paid.buyerEmail) await enqueueEmail(tx, await confirmationEmail(paid, lines, issued, paid.buyerEmail));
  return paid;
}

/**
 * A payment succeeded (told by complete-order, the Stripe webhook or the test provider): pay the order
 * once. Idempotent: the order row is locked, and a paid order answers paid again. A payment that does not
 * match the order (changed cart) is refunded; one that came after the hold lapsed is kept only if the
 * tickets are still there, and otherwise refunded, and the buyer told.
 */
export async function settleSucceededIntent(deps: CheckoutDeps, intent: ProviderIntent, now = new Date()): Promise<Settlement> {
  if (intent.status !== 'succeeded') return { kind: 'unknown' };
  let orderId = intent.orderId;
  if (orderId === null) {
    const [byIntent] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intent.id)).limit(1);
    orderId = byIntent?.id ?? null;
  }
  if (orderId === null) return { kind: 'unknown' };
  const knownOrderId = orderId;

  const settlement = await deps.db.transaction(async (tx): Promise<Settlement> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, knownOrderId)).for('update');
    if (!order) return { kind: 'unknown' };
    const refundWhole = async (reason: 'order_changed' | 'reservation_lapsed', message: string) => {
      const queued = await queueRefund(tx, {
        orderId: order.id,
        provider: deps.provider.name,
        paymentIntentId: intent.id,
        amountMinor: intent.amountMinor,
        currency: intent.currency,
        reason,
        idempotencyKey: `intent-${intent.id}-full`,
      });
      if (queued && order.buyerEmail) await enqueueEmail(tx, refundEmail({ ...order, currency: intent.currency }, order.buyerEmail, intent.amountMinor, message));
      return { kind: 'refunded', message } as const;
    };

    const sameIntent = order.paymentIntentId === intent.id;
    if (order.status === 'paid') return sameIntent ? { kind: 'paid', order } : refundWhole('order_changed', CHANGED_REFUND_MESSAGE);
    if (order.status === 'refunded') {
      return sameIntent && order.refundReason === 'reservation_lapsed'
        ? { kind: 'refunded', message: LAPSED_REFUND_MESSAGE }
        : refundWhole('order_changed', CHANGED_REFUND_MESSAGE);
    }
    const matches =
      sameIntent &&
      ['awaiting_payment', 'payment_failed', 'expired'].includes(order.status) &&
      order.totalMinor === intent.amountMinor &&
      order.currency === intent.currency;
    if (!matches) return refundWhole('order_changed', CHANGED_REFUND_MESSAGE);

    const lines = await loadLines(tx, order.id);
    const holding = isFrozen(order) && order.reservedUntil !== null && order.reservedUntil > now;
    if (!holding) {
      // The hold lapsed: the sale stands only if the tickets are still there.
      const items = await lockItems(tx, lines.map((line) => line.itemId));
      const taken = await ticketsTaken(tx, lines.map((line) => line.itemId), order.id, now);
      const stillThere = lines.every((line) => {
        const item = items.find((candidate) => candidate.id === line.itemId);
        return item !== undefined && item.status === 'Active' && line.quantity <= ticketsLeft(item, taken.get(item.id) ?? 0);
      });
      if (!stillThere) {
        await tx
          .update(orders)
          .set({ status: 'refunded', refundReason: 'reservation_lapsed', reservedUntil: null, updatedAt: now })
          .where(eq(orders.id, order.id));
        return refundWhole('reservation_lapsed', LAPSED_REFUND_MESSAGE);
      }
    }
    return { kind: 'paid', order: await markPaid(tx, order, lines, now) };
  });

  if (settlement.kind === 'refunded') await processDueRefunds(deps.db, deps.provider, deps.onBackgroundError);
  deps.kickMail();
  return settlement;
}

/** A decline reported by the provider: the order shows 'payment failed' and can be paid again. */
export async function recordFailedIntent(db: Db, intentId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'payment_failed', updatedAt: new Date() })
    .where(and(eq(orders.paymentIntentId, intentId), eq(orders.status, 'awaiting_payment')));
}

function completed(order: Order, ticketCount: number): CompleteOrderResult {
  const currency = order.currency ?? DEFAULT_CURRENCY;
  return {
    OrderId: order.id,
    status: 'paid',
    bookingReference: order.bookingReference ?? '',
    cartTotal: minorToDecimal(order.totalMinor ?? 0, currency),
    currency,
    tickets: ticketCount,
    message: `Thank you! Your booking ${order.bookingReference ?? ''} is confirmed. We have emailed your tickets to ${order.buyerEmail ?? 'you'}.`,
  };
}

async function ticketCount(db: Db, orderId: number): Promise<number> {
  const lines = await db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * POST /api/cart/complete-order: asks the provider whether this order's payment succeeded for its amount
 * and currency, then pays the order once, however often (or however many times at once) it is called.
 */
export async function completeOrder(deps: CheckoutDeps, userId: number, orderId: number, now = new Date()): Promise<CompleteOrderResult> {
  const [order] = await deps.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  if (!order) throw notFound('We could not find that order.');
  if (order.status === 'paid') return completed(order, await ticketCount(deps.db, order.id));
  if (order.status === 'refunded') {
    throw conflict(order.refundReason === 'reservation_lapsed' ? LAPSED_REFUND_MESSAGE : 'This order has been refunded.');
  }

  if (order.totalMinor === 0 && order.status === 'awaiting_payment' && !order.paymentIntentId) {
    // Free tickets: nothing to ask a provider, but the hold and the stock rules are the same.
    const paid = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (locked?.status === 'paid') return locked;
      if (!locked || locked.status !== 'awaiting_payment' || !locked.reservedUntil || locked.reservedUntil <= now) {
        throw conflict('Your reservation has run out. Please confirm your details again.');
      }
      return markPaid(tx, locked, await loadLines(tx, locked.id), now);
    });
    deps.kickMail();
    return completed(paid, await ticketCount(deps.db, paid.id));
  }

  if (!order.paymentIntentId || order.paymentProvider !== deps.provider.name) {
    throw conflict('Please confirm your attendee details before paying.');
  }
  let intent: ProviderIntent;
  try {
    intent = await deps.provider.retrieveIntent(order.paymentIntentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) deps.onBackgroundError(error);
    throw providerUnavailable();
  }
  if (intent.status !== 'succeeded') {
    throw paymentFailed(intent.lastErrorMessage ?? 'Your payment has not gone through yet. Please confirm it with your card.');
  }
  if (intent.amountMinor !== order.totalMinor || intent.currency !== order.currency || (intent.orderId !== null && intent.orderId !== order.id)) {
    // Settling refunds a payment that does not match this order.
    await settleSucceededIntent(deps, intent, now);
    throw conflict(CHANGED_REFUND_MESSAGE);
  }
  const settlement = await settleSucceededIntent(deps, intent, now);
  if (settlement.kind === 'refunded') throw conflict(settlement.message);
  if (settlement.kind !== 'paid') throw notFound('We could not find that order.');
  return completed(settlement.order, await ticketCount(deps.db, settlement.order.id));
}
