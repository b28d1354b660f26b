import { eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import { orders } from '../cart/schema.ts';
import { closeDispute, openDispute, type Dispute } from '../ledger/index.ts';

/**
 * Disputes told by the provider (Stripe's `charge.dispute.*` webhooks, or staff simulating one with the
 * built-in test provider): the order is found by its payment, the dispute recorded and booked.
 */
export async function recordDisputeOpened(
  db: Db,
  opened: {
    provider: string;
    providerDisputeId: string;
    paymentIntentId: string;
    amountMinor: number;
    currency: string;
    reason: string | null;
  },
  now = new Date(),
): Promise<Dispute | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, opened.paymentIntentId)).limit(1);
    if (!order) return null;
    return openDispute(tx, { ...opened, orderId: order.id }, now);
  });
}

export async function recordDisputeClosed(
  db: Db,
  closed: { provider: string; providerDisputeId: string; outcome: 'won' | 'lost' },
  now = new Date(),
): Promise<Dispute | null> {
  return db.transaction((tx) => closeDispute(tx, closed, now));
}

/**
 * The built-in test provider has no chargebacks of its own: staff simulate one (decision 0030). `open` disputes
 * what is left of the order's payment; `won` and `lost` close the order's open simulated dispute.
 */
export async function simulateTestDispute(tx: Db, orderId: number, step: 'open' | 'won' | 'lost', now = new Date()): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(`There is no order ${orderId}.`);
  if (order.paymentProvider !== 'test' || !order.paymentIntentId || !order.paidAt) {
    throw conflict('Only an order paid with the built-in test provider can have a simulated dispute.');
  }
  const providerDisputeId = `dp_test_order_${order.id}`;
  if (step === 'open') {
    const amountMinor = (order.totalMinor ?? 0) - order.refundedMinor;
    if (amountMinor <= 0) throw conflict('Nothing is left of this payment to dispute: it was refunded.');
    const opened = await openDispute(
      tx,
      {
        provider: 'test',
        providerDisputeId,
        paymentIntentId: order.paymentIntentId,
        orderId: order.id,
        currency: order.currency ?? DEFAULT_CURRENCY,
        amountMinor,
        reason: 'fraudulent',
      },
      now,
    );
    if (opened.status !== 'open' || opened.openedAt.getTime() !== now.getTime())
      throw conflict('This order already has a simulated dispute.');
    return;
  }
  const closed = await closeDispute(tx, { provider: 'test', providerDisputeId, outcome: step }, now);
  if (!closed) throw conflict('Open a dispute of this order first.');
  if (closed.closedAt?.getTime() !== now.getTime()) throw conflict(`This order's dispute was already ${closed.status}.`);
}
