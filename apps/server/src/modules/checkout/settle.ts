import { and, eq } from 'drizzle-orm';
import type { CompleteOrderResult, PaymentStatus } from '@trg/contract/cart';
import { paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import { ERROR_CODES } from '@trg/contract/errors';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../plugins/http-error.ts';
import { enqueueEmail } from '../email/index.ts';
import { PaymentProviderError, type ProviderIntent } from '../payments/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { confirmationEmail, paymentFailedEmail, refundEmail } from './confirmation-email.ts';
import { completeOrderResult } from './results.ts';
import { isFrozen, loadLines, ticketCount, type Order, type OrderLine } from '../cart/index.ts';
import { processDueRefunds, queueRefund } from './refunds.ts';
import { orders } from '../cart/schema.ts';
import { availabilityOf, lockItems, markWaitingListBought, ticketsLeft, ticketsTaken } from '../cart/index.ts';
import { issueTickets } from '../bookings/index.ts';
import { giftCardHoldStands } from '../gift-cards/index.ts';
import { postPaidOrder, postUnmatchedPayment } from './ledger-postings.ts';

export const providerUnavailable = () =>
  new HttpError(502, ERROR_CODES.paymentProvider, 'We could not reach the payment service. Please try again in a moment.');

const paymentFailed = (message: string) => new HttpError(402, ERROR_CODES.paymentFailed, message);

const LAPSED_REFUND_MESSAGE =
  'Your reservation ran out before your payment went through, and the tickets have gone in the meantime. We have refunded your payment in full; it can take 5 to 10 working days to show.';
const CHANGED_REFUND_MESSAGE =
  'Your cart changed while the payment was being made, so we have refunded that payment in full. Please check out again.';

/** The order holds its places at `now`: a live hold while the buyer pays, or a payment processing (a direct debit). */
function holdsPlaces(order: Order, now: Date): boolean {
  return order.status === 'payment_pending' || (isFrozen(order) && order.reservedUntil !== null && order.reservedUntil > now);
}

/** Whether the order's tickets can still be had (its items' rows locked first), for an order whose hold lapsed. */
async function ticketsStillThere(tx: Db, order: Order, lines: readonly OrderLine[], now: Date): Promise<boolean> {
  const itemIds = lines.map((line) => line.itemId);
  const items = await lockItems(tx, itemIds);
  const taken = await ticketsTaken(tx, itemIds, order.id, now);
  return lines.every((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    return item !== undefined && item.status === 'Active' && line.quantity <= ticketsLeft(item, taken.get(item.id) ?? 0);
  });
}

export type Settlement = { kind: 'paid'; order: Order } | { kind: 'refunded'; message: string } | { kind: 'unknown' };

/** Pays the order: issues its tickets and queues the confirmation with them. */
async function markPaid(tx: Db, order: Order, lines: readonly OrderLine[], now: Date): Promise<Order> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, reservedUntil: null, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const issued = await issueTickets(tx, order.id, lines);
  if (!paid) throw new Error('order vanished while being paid');
  // The books: the sale, split between hosts, booking fee and VAT (decision 0030).
  await postPaidOrder(tx, paid, lines);
  // A place held for the buyer on a waiting list is used now; they wait no longer.
  if (paid.userId !== null) {
    await markWaitingListBought(
      tx,
      paid.userId,
      lines.map((line) => line.itemId),
    );
  }
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
  // Set when this call sells the tickets, so that the items' public answers are dropped after the commit.
  let soldItemIds: number[] = [];
  // Set when this call pays the order: the payment succeeded, counted once however often it is told.
  let paidNow = false;

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
      // The books: received, and owed back to the buyer until the refund goes through (decision 0030).
      await postUnmatchedPayment(tx, {
        paymentIntentId: intent.id,
        orderId: order.id,
        currency: intent.currency,
        amountMinor: intent.amountMinor,
      });
      if (queued && order.buyerEmail)
        await enqueueEmail(tx, refundEmail({ ...order, currency: intent.currency }, order.buyerEmail, intent.amountMinor, message));
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
      ['awaiting_payment', 'payment_failed', 'expired', 'payment_pending', 'payment_declined'].includes(order.status) &&
      order.totalMinor === intent.amountMinor &&
      order.currency === intent.currency;
    if (!matches) return refundWhole('order_changed', CHANGED_REFUND_MESSAGE);

    const lines = await loadLines(tx, order.id);
    if (!holdsPlaces(order, now)) {
      // The hold lapsed: the sale stands only if the tickets are still there.
      // A gift card's part must still be there too: another order may have spent it while this hold had lapsed.
      if (!(await ticketsStillThere(tx, order, lines, now)) || !(await giftCardHoldStands(tx, order.id, now))) {
        await tx
          .update(orders)
          .set({ status: 'refunded', refundReason: 'reservation_lapsed', reservedUntil: null, updatedAt: now })
          .where(eq(orders.id, order.id));
        return refundWhole('reservation_lapsed', LAPSED_REFUND_MESSAGE);
      }
    }
    soldItemIds = availabilityOf(lines);
    paidNow = true;
    return { kind: 'paid', order: await markPaid(tx, order, lines, now) };
  });
  if (paidNow) deps.reportPayment('succeeded');
  if (soldItemIds.length > 0) deps.onAvailabilityChanged(soldItemIds);

  if (settlement.kind === 'refunded') await processDueRefunds(deps.db, deps.provider, deps.onBackgroundError);
  deps.kickMail();
  return settlement;
}

const PENDING_MESSAGE =
  'Your payment is being processed by your bank. Your places are held, and we will email you as soon as it is confirmed (a direct debit can take a few working days).';

/**
 * A delayed method (a direct debit) is processing: the order is no longer the member's cart, and keeps its places
 * until the payment settles, whatever the hold's time. A hold that lapsed first keeps them only if they are still there
 * (otherwise the payment, when it succeeds, is refunded as any late one is).
 */
export async function recordProcessingIntent(deps: CheckoutDeps, intent: ProviderIntent, now = new Date()): Promise<void> {
  if (intent.status !== 'processing') return;
  let heldItemIds: number[] = [];
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id)).for('update');
    if (!order || !['awaiting_payment', 'payment_failed', 'expired'].includes(order.status)) return;
    if (order.totalMinor !== intent.amountMinor || order.currency !== intent.currency) return;
    const lines = await loadLines(tx, order.id);
    if (!holdsPlaces(order, now) && !(await ticketsStillThere(tx, order, lines, now))) return;
    await tx.update(orders).set({ status: 'payment_pending', reservedUntil: null, updatedAt: now }).where(eq(orders.id, order.id));
    heldItemIds = availabilityOf(lines);
  });
  if (heldItemIds.length > 0) deps.onAvailabilityChanged(heldItemIds);
}

/**
 * A payment failed, as the provider reports it. A declined card or a bank's refusal: the order shows 'payment failed'
 * and can be paid again. A processing debit that failed: the order is declined, its places go back, and the buyer is
 * told by email.
 */
export async function recordFailedIntent(deps: CheckoutDeps, intent: ProviderIntent, now = new Date()): Promise<void> {
  await deps.db
    .update(orders)
    .set({ status: 'payment_failed', updatedAt: now })
    .where(and(eq(orders.paymentIntentId, intent.id), eq(orders.status, 'awaiting_payment')));
  let releasedItemIds: number[] = [];
  await deps.db.transaction(async (tx) => {
    const [declined] = await tx
      .update(orders)
      .set({ status: 'payment_declined', reservedUntil: null, updatedAt: now })
      .where(and(eq(orders.paymentIntentId, intent.id), eq(orders.status, 'payment_pending')))
      .returning();
    if (!declined) return;
    releasedItemIds = availabilityOf(await loadLines(tx, declined.id));
    if (declined.buyerEmail) {
      await enqueueEmail(
        tx,
        paymentFailedEmail(declined, declined.buyerEmail, intent.lastErrorMessage ?? 'your bank refused the payment.'),
      );
    }
  });
  if (releasedItemIds.length > 0) {
    deps.onAvailabilityChanged(releasedItemIds);
    deps.kickMail();
  }
}

async function completed(db: Db, order: Order): Promise<CompleteOrderResult> {
  return completeOrderResult(order, await ticketCount(db, order.id));
}

/**
 * POST /api/cart/complete-order: asks the provider whether this order's payment succeeded for its amount
 * and currency, then pays the order once, however often (or however many times at once) it is called.
 */
export async function completeOrder(deps: CheckoutDeps, userId: number, orderId: number, now = new Date()): Promise<CompleteOrderResult> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound('We could not find that order.');
  if (order.status === 'paid') return completed(deps.db, order);
  if (order.status === 'refunded') {
    throw conflict(order.refundReason === 'reservation_lapsed' ? LAPSED_REFUND_MESSAGE : 'This order has been refunded.');
  }

  if (order.totalMinor === 0 && order.status === 'awaiting_payment' && !order.paymentIntentId) {
    // Free tickets: nothing to ask a provider, but the hold and the stock rules are the same.
    let soldItemIds: number[] = [];
    const paid = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (locked?.status === 'paid') return locked;
      if (!locked || locked.status !== 'awaiting_payment' || !locked.reservedUntil || locked.reservedUntil <= now) {
        throw conflict('Your reservation has run out. Please confirm your details again.');
      }
      const lines = await loadLines(tx, locked.id);
      soldItemIds = availabilityOf(lines);
      return markPaid(tx, locked, lines, now);
    });
    if (soldItemIds.length > 0) deps.onAvailabilityChanged(soldItemIds);
    deps.kickMail();
    return completed(deps.db, paid);
  }

  if (!order.paymentIntentId || order.paymentProvider !== deps.provider.name) {
    throw conflict('Please confirm your attendee details before paying.');
  }
  let intent: ProviderIntent;
  try {
    intent = await deps.provider.retrieveIntent(order.paymentIntentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) deps.onBackgroundError(error);
    deps.reportPayment('failed');
    throw providerUnavailable();
  }
  if (intent.status !== 'succeeded') {
    throw paymentFailed(intent.lastErrorMessage ?? 'Your payment has not gone through yet. Please confirm it with your card.');
  }
  if (
    intent.amountMinor !== order.totalMinor ||
    intent.currency !== order.currency ||
    (intent.orderId !== null && intent.orderId !== order.id)
  ) {
    // Settling refunds a payment that does not match this order.
    await settleSucceededIntent(deps, intent, now);
    throw conflict(CHANGED_REFUND_MESSAGE);
  }
  const settlement = await settleSucceededIntent(deps, intent, now);
  if (settlement.kind === 'refunded') throw conflict(settlement.message);
  if (settlement.kind !== 'paid') throw notFound('We could not find that order.');
  return completed(deps.db, settlement.order);
}

/** The member's booking page of the order's first item (where a paid order lands), or the home page. */
async function bookingPathOf(db: Db, orderId: number): Promise<string> {
  const [line] = await loadLines(db, orderId);
  if (!line) return paths.home;
  const slug = itemSlug(line.item.title, line.item.id);
  return line.item.kind === 'event' ? paths.myEvent(slug) : paths.myExperience(slug);
}

const DECLINED_MESSAGE = 'Your payment did not go through, and the places we were holding have been released. Please book again.';

/**
 * POST /api/cart/payment-status: where the member's order's payment stands, asked of the provider, for the page a
 * bank sends the buyer back to and the page that waits on a direct debit. A payment that succeeded is settled here
 * as complete-order settles it; one that is processing marks the order pending.
 */
export async function paymentStatus(deps: CheckoutDeps, userId: number, orderId: number, now = new Date()): Promise<PaymentStatus> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order || order.bookingReference === null) throw notFound('We could not find that order.');
  const bookingPath = await bookingPathOf(deps.db, order.id);
  const answer = (state: PaymentStatus['state'], message: string): PaymentStatus => ({
    OrderId: order.id,
    bookingReference: order.bookingReference ?? '',
    state,
    message,
    bookingPath,
  });
  if (order.status === 'paid') return answer('paid', (await completed(deps.db, order)).message);
  if (order.status === 'refunded') {
    return answer('refunded', order.refundReason === 'reservation_lapsed' ? LAPSED_REFUND_MESSAGE : 'This order has been refunded.');
  }
  if (order.status === 'payment_declined') return answer('failed', DECLINED_MESSAGE);
  if (!order.paymentIntentId || order.paymentProvider !== deps.provider.name) {
    return answer('unpaid', 'This order has not been paid. Please go back to checkout to pay for it.');
  }
  let intent: ProviderIntent;
  try {
    intent = await deps.provider.retrieveIntent(order.paymentIntentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) deps.onBackgroundError(error);
    throw providerUnavailable();
  }
  if (intent.status === 'succeeded') {
    const paid = await completeOrder(deps, userId, order.id, now).then(
      (result) => answer('paid', result.message),
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 409) return answer('refunded', error.message);
        throw error;
      },
    );
    return paid;
  }
  if (intent.status === 'processing') {
    await recordProcessingIntent(deps, intent, now);
    return answer('pending', PENDING_MESSAGE);
  }
  if (intent.status === 'requires_payment_method' && intent.lastErrorMessage) {
    await recordFailedIntent(deps, intent, now);
    if (order.status === 'payment_pending') return answer('failed', DECLINED_MESSAGE);
    return answer(
      'failed',
      `Payment failed: ${intent.lastErrorMessage} Please go back to checkout and try again, or choose another way to pay.`,
    );
  }
  return answer('unpaid', 'Your payment has not been completed. Please go back to checkout to pay.');
}
