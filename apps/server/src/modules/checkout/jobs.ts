import fp from 'fastify-plugin';
import { and, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pruneSentEmails } from '../email/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { RECONCILE_LOCK_KEY, reconcilePayments, runExclusively } from './reconcile.ts';
import { processDueRefunds } from './refunds.ts';
import { orders } from '../cart/schema.ts';
import { expireLapsedReservations } from '../cart/index.ts';

/** Paid and refunded orders keep their records for 5 years (the privacy policy); then the personal details go. */
export const RETENTION_YEARS = 5;

export async function eraseExpiredPersonalData(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  const erased = await db
    .update(orders)
    .set({ attendee: null, buyerEmail: null })
    .where(
      and(
        inArray(orders.status, ['paid', 'refunded']),
        or(isNotNull(orders.attendee), isNotNull(orders.buyerEmail)),
        sql`coalesce(${orders.paidAt}, ${orders.createdAt}) < ${cutoff}`,
      ),
    )
    .returning({ id: orders.id });
  return erased.length;
}

/**
 * The cart's housekeeping, on the app's job timer: lapsed reservations, refunds and mail that are due, old
 * personal data; then payments that succeeded at the provider with no order settled (a crash between the
 * payment and complete-order), one instance at a time, a batch per tick.
 */
export const cartJobsPlugin = fp<{ deps: CheckoutDeps }>(async (app, { deps }) => {
  app.jobs.add('cart', async (now) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'background step failed; will retry');
    await expireLapsedReservations(app.db, now);
    await processDueRefunds(app.db, app.payments, onError, now);
    await app.mail.sendDue();
    await eraseExpiredPersonalData(app.db, now);
    await pruneSentEmails(app.db, now);
  });
  let cursor = 0;
  app.jobs.add('payments-reconcile', async (now) => {
    const run = await runExclusively(app.database, RECONCILE_LOCK_KEY, () =>
      reconcilePayments(deps, now, {
        after: cursor,
        onProviderDown: (error, orderId) =>
          app.log.warn({ err: error, orderId }, 'payment provider unreachable while reconciling; the order waits for the next run'),
      }),
    );
    if (!run) return;
    cursor = run.cursor;
    if (run.settled + run.refunded > 0)
      app.log.info({ settled: run.settled, refunded: run.refunded }, 'reconciled payments with no settled order');
  });
});
