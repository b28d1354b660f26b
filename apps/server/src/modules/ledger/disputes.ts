import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookDisputeLost, bookDisputeOpened, bookDisputeWon } from './books.ts';
import { disputes, type DisputeStatus } from './schema.ts';

export interface OpenedDispute {
  provider: string;
  providerDisputeId: string;
  paymentIntentId: string | null;
  orderId: number;
  currency: string;
  amountMinor: number;
  reason: string | null;
}

export type Dispute = typeof disputes.$inferSelect;

/**
 * A dispute the provider opened: recorded once (by the provider's id) and booked (the amount withheld).
 * Answers the dispute, new or as it was.
 */
export async function openDispute(tx: Db, opened: OpenedDispute, now = new Date()): Promise<Dispute> {
  const [created] = await tx
    .insert(disputes)
    .values({ ...opened, status: 'open', openedAt: now })
    .onConflictDoNothing({ target: [disputes.provider, disputes.providerDisputeId] })
    .returning();
  if (created) {
    await bookDisputeOpened(tx, {
      disputeId: created.id,
      orderId: created.orderId,
      currency: created.currency,
      amountMinor: created.amountMinor,
      occurredAt: now,
    });
    return created;
  }
  const [existing] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.provider, opened.provider), eq(disputes.providerDisputeId, opened.providerDisputeId)))
    .limit(1);
  if (!existing) throw new Error('dispute vanished');
  return existing;
}

/**
 * A dispute closed at the provider: won (the money comes back) or lost (the buyer keeps it, and the sale is
 * undone in the books). Once: a closed dispute stays as it closed. Answers the dispute, or null if unknown.
 */
export async function closeDispute(
  tx: Db,
  closed: { provider: string; providerDisputeId: string; outcome: Exclude<DisputeStatus, 'open'> },
  now = new Date(),
): Promise<Dispute | null> {
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.provider, closed.provider), eq(disputes.providerDisputeId, closed.providerDisputeId)))
    .for('update')
    .limit(1);
  if (!dispute) return null;
  if (dispute.status !== 'open') return dispute;
  const step = {
    disputeId: dispute.id,
    orderId: dispute.orderId,
    currency: dispute.currency,
    amountMinor: dispute.amountMinor,
    occurredAt: now,
  };
  if (closed.outcome === 'won') await bookDisputeWon(tx, step);
  else await bookDisputeLost(tx, step);
  const [updated] = await tx.update(disputes).set({ status: closed.outcome, closedAt: now }).where(eq(disputes.id, dispute.id)).returning();
  return updated ?? null;
}

/** Every dispute, newest first (the console's list), or an order's. */
export async function listDisputes(db: Db, orderId?: number): Promise<Dispute[]> {
  return db
    .select()
    .from(disputes)
    .where(orderId === undefined ? undefined : eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(500);
}
