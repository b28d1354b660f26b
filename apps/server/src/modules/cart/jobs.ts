import fp from 'fastify-plugin';
import { and, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pruneSentEmails } from '../email/outbox.ts';
import { processDueRefunds } from './refunds.ts';
import { orders } from './schema.ts';
import { expireLapsedReservations } from './service.ts';

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
 * The cart's housekeeping, in the server process on a timer (no extra process): lapsed reservations,
 * refunds and mail that are due, old personal data. Each run is safe on several instances at once.
 */
export const cartJobsPlugin = fp<{ intervalSeconds: number }>(async (app, { intervalSeconds }) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const runOnce = async () => {
    const now = new Date();
    const onError = (error: unknown) => app.log.warn({ err: error }, 'background step failed; will retry');
    try {
      await expireLapsedReservations(app.db, now);
      await processDueRefunds(app.db, app.payments, onError, now);
      await app.mail.sendDue();
      await eraseExpiredPersonalData(app.db, now);
      await pruneSentEmails(app.db, now);
    } catch (error) {
      onError(error);
    }
  };
  if (intervalSeconds > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= runOnce().finally(() => {
          running = null;
        });
      }, intervalSeconds * 1000);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (running) await running;
  });
});
