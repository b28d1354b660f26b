import { and, eq } from 'drizzle-orm';
import { maxTicketsPerOrder, type AttendeeDetails, type PaymentIntentResult } from '@trg/contract/cart';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import { ProviderAmountError } from '@trg/contract/provider-units';
import type { DiscountRule } from '@trg/contract/pricing';
import { saleState } from '@trg/contract/sale-state';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../plugins/http-error.ts';
import { newBookingReference } from '../bookings/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { paymentIntentResult } from './results.ts';
import { cartCurrency, loadLines, type Order } from '../cart/index.ts';
import { checkOrderVoucher, priceLines } from '../cart/index.ts';
import { orderItems, orders, voucherRedemptions, vouchers } from '../cart/schema.ts';
import { providerUnavailable, settleSucceededIntent } from './settle.ts';
import { availabilityOf, lockItems, soldOutMessage, ticketsLeft, ticketsTaken } from '../cart/index.ts';
import { holdGiftCard, releaseGiftCardHold } from '../gift-cards/index.ts';
import type { AppliedGiftCard } from '@trg/contract/gift-cards';

type Reservation =
  | {
      ok: true;
      order: Order;
      itemIds: number[];
      totalMinor: number;
      currency: string;
      bookingReference: string;
      reservedUntil: Date;
      giftCard?: AppliedGiftCard;
    }
  | { ok: false; error: HttpError };

/**
 * Holds the tickets for this order: one transaction that locks the items' rows, checks what is sold and
 * held by others, checks the voucher (its row locked too, so its limit holds), freezes the prices and
 * reserves until now + the reservation time.
 */
async function reserve(
  deps: CheckoutDeps,
  userId: number,
  buyerEmail: string,
  orderId: number,
  attendee: AttendeeDetails,
  now: Date,
  giftCardCode?: string,
): Promise<Reservation> {
  return deps.db.transaction(async (tx): Promise<Reservation> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('We could not find that order.');
    if (order.status === 'paid') throw conflict('This order has already been paid.');
    if (order.status === 'refunded') throw conflict('This order has been refunded. Please add your bookings to the cart again.');
    if (order.status === 'payment_pending')
      throw conflict('The payment for this order is being processed. We will email you when it is confirmed.');
    if (order.status === 'payment_declined')
      throw conflict('The payment for this order did not go through. Please add your bookings to the cart again.');
    const lines = await loadLines(tx, order.id);
    if (lines.length === 0) throw conflict('Your cart is empty.');

    const items = await lockItems(
      tx,
      lines.map((line) => line.itemId),
    );
    const taken = await ticketsTaken(
      tx,
      lines.map((line) => line.itemId),
      order.id,
      now,
    );
    for (const line of lines) {
      const item = items.find((candidate) => candidate.id === line.itemId) ?? line.item;
      const state = saleState(item, now.getTime());
      if (!state.onSale) {
        throw conflict(
          state.reason === 'draft'
            ? `${item.title} is no longer on sale. Please remove it from your cart.`
            : `${state.message} Please remove it from your cart.`,
        );
      }
      const maximum = maxTicketsPerOrder(item);
      if (line.quantity > maximum)
        throw conflict(`You can book up to ${maximum} tickets for ${item.title}. Please change the quantity in your cart.`);
      const left = ticketsLeft(item, taken.get(item.id) ?? 0);
      if (line.quantity > left) throw conflict(soldOutMessage(item.title, left));
    }
    const currency = cartCurrency(lines) ?? DEFAULT_CURRENCY;
    if (lines.some((line) => line.item.currency !== currency))
      throw conflict('One order takes one currency. Please remove the items in other currencies.');

    let discountRule: DiscountRule | null = null;
    if (order.voucherId !== null) {
      const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, order.voucherId)).for('update');
      const check = voucher
        ? await checkOrderVoucher(tx, voucher, order.id, lines, now)
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

    // Reserving freezes today's prices, whatever was frozen by an earlier attempt.
    const priced = priceLines(lines, false, deps.settings.rates, discountRule);
    for (const line of priced.lines) {
      await tx
        .update(orderItems)
        .set({ unitPriceMinor: line.unitPriceMinor, unitFeeMinor: line.unitFeeMinor, unitVatMinor: line.unitVatMinor })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.itemId, line.itemId)));
    }
    // A gift card pays first (its balance held with the order, decision 0029); the total is what is left to pay.
    const giftCard =
      giftCardCode && priced.totalMinor > 0
        ? await holdGiftCard(tx, { orderId: order.id, code: giftCardCode, currency, dueMinor: priced.totalMinor, now })
        : undefined;
    if (!giftCard) await releaseGiftCardHold(tx, order.id);
    const totalMinor = priced.totalMinor - (giftCard?.takenMinor ?? 0);
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
        totalMinor,
        attendee,
        buyerEmail,
        bookingReference,
        reservedUntil,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('order vanished while reserving');
    return {
      ok: true,
      order: updated,
      itemIds: availabilityOf(lines),
      totalMinor,
      currency,
      bookingReference,
      reservedUntil,
      ...(giftCard ? { giftCard: { code: giftCard.code, taken: giftCard.taken, remaining: giftCard.remaining, currency } } : {}),
    };
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
  input: { OrderId: number; attendeeDetails: AttendeeDetails; giftCardCode?: string | undefined },
  now = new Date(),
): Promise<PaymentIntentResult> {
  const reservation = await reserve(deps, user.id, user.email, input.OrderId, input.attendeeDetails, now, input.giftCardCode);
  if (!reservation.ok) throw reservation.error;
  deps.onAvailabilityChanged(reservation.itemIds);
  const { order, totalMinor, currency, bookingReference } = reservation;
  const answer = (clientSecret: string | null) => paymentIntentResult(reservation, deps.provider.name, clientSecret);

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
    if (error instanceof ProviderAmountError) {
      deps.onAvailabilityChanged(reservation.itemIds);
      throw conflict(`This total cannot be charged in ${currency}: the payment service does not count such fractions. Please contact us.`);
    }
    deps.onAvailabilityChanged(reservation.itemIds);
    deps.onBackgroundError(error);
    deps.reportPayment('failed');
    throw providerUnavailable();
  }
}
