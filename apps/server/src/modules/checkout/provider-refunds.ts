import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../cart/schema.ts';
import { bookProviderRefund } from '../ledger/index.ts';
import { refunds } from './schema.ts';

export interface RefundAtProvider {
  provider: string;
  providerRefundId: string;
  paymentIntentId: string;
  amountMinor: number;
  currency: string;
  /** We asked for it: our refund job books it when the provider answers, so the webhook changes nothing. */
  ours: boolean;
}

/**
 * A refund that went through at the provider (decision 0030). One made there rather than by us (in Stripe's
 * dashboard) is recorded as a refund of the order (`provider`), counted in what the order has had back, and booked:
 * spread over the order's lines, host first. Once, however often the provider tells of it; never more than is left
 * of the payment. Answers the refund's id, or null when there was nothing to record.
 */
export async function recordProviderRefund(db: Db, refund: RefundAtProvider, now = new Date()): Promise<number | null> {
  if (refund.ours) return null;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, refund.paymentIntentId)).for('update').limit(1);
    if (!order || order.paidAt === null || order.paymentProvider !== refund.provider) return null;
    const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, refund.providerRefundId)).limit(1);
    if (known) return null;
    const amountMinor = Math.min(refund.amountMinor, (order.totalMinor ?? 0) - order.refundedMinor);
    if (amountMinor <= 0 || refund.currency !== order.currency) return null;
    const [recorded] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        provider: refund.provider,
        paymentIntentId: refund.paymentIntentId,
        amountMinor,
        currency: refund.currency,
        reason: 'provider',
        idempotencyKey: `provider-${refund.providerRefundId}`,
        status: 'succeeded',
        providerRefundId: refund.providerRefundId,
        completedAt: now,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning({ id: refunds.id });
    if (!recorded) return null;
    await tx
      .update(orders)
      .set({ refundedMinor: order.refundedMinor + amountMinor, updatedAt: now })
      .where(eq(orders.id, order.id));
    await bookProviderRefund(tx, { refundId: recorded.id, orderId: order.id, amountMinor, currency: refund.currency, occurredAt: now });
    return recorded.id;
  });
}
