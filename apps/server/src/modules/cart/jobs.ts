import fp from 'fastify-plugin';
import { and, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pruneSentEmails } from '../email/outbox.ts';
import { processDueRefunds } from './refunds.ts';
import { orders } from './schema.ts';
import { expireLapsedReservations } from './orders.ts';

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

/** The cart's housekeeping, on the app's job timer: lapsed reservations, refunds and mail that are due, old personal data. */
export const cartJobsPlugin = fp(async (app) => {
  app.jobs.add('cart', async (now) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'background step failed; will retry');
    await expireLapsedReservations(app.db, now);
    await processDueRefunds(app.db, app.payments, onError, now);
    await app.mail.sendDue();
    await eraseExpiredPersonalData(app.db, now);
    await pruneSentEmails(app.db, now);
  });
});
