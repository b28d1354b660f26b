import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import type { Mailer, OutgoingEmail } from '../email/mailer.ts';
import { orders } from '../cart/schema.ts';
import { eraseExpiredPersonalData } from './jobs.ts';
import { expireLapsedReservations } from '../cart/orders.ts';

/** A mail server that is down until `up` is set. */
const flakyMailer = () => {
  const delivered: OutgoingEmail[] = [];
  const state = { up: false };
  const mailer: Mailer = {
    destination: 'test',
    async send(email) {
      if (!state.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(email);
    },
    close: () => undefined,
  };
  return { mailer, delivered, state };
};

let ctx: TestContext;
const flaky = flakyMailer();
beforeAll(async () => {
  ctx = await createTestApp({}, { mailer: flaky.mailer });
});
afterAll(async () => ctx.close());

describe('the confirmation email', () => {
  it('never fails the payment: a failed send is kept and retried later', async () => {
    const db = ctx.database.db;
    const client = cartClient(ctx.app);
    const host = await createProfessional(db);
    const event = await createCatalogItem(db, host.user.id, { title: 'Mail Day' });
    const buyer = await createMember(db);
    const { OrderId } = client.json<{ OrderId: number }>(await client.add(buyer.headers, event.id));
    const { client_secret, bookingReference } = client.json<{ client_secret: string; bookingReference: string }>(
      await client.intent(buyer.headers, OrderId),
    );
    await client.pay(buyer.headers, client_secret);
    const completed = await client.complete(buyer.headers, OrderId);
    expect(completed.statusCode).toBe(200);

    await ctx.app.mail.sendDue();
    const [queued] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.user.email));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The server is back; the retry is due.
    flaky.state.up = true;
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, queued!.id));
    expect(await ctx.app.mail.sendDue()).toBe(1);
    expect(flaky.delivered).toHaveLength(1);
    expect(flaky.delivered[0]).toMatchObject({ to: buyer.user.email, subject: `Your booking ${bookingReference} is confirmed` });
    // The ticket's QR code, and the booking's calendar file.
    expect(flaky.delivered[0]!.attachments.map((attachment) => attachment.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=PUBLISH',
      'image/png',
    ]);
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    // Sending again sends nothing twice.
    expect(await ctx.app.mail.sendDue()).toBe(0);
  });
});

describe('housekeeping', () => {
  it('expires lapsed reservations for everyone, and erases personal details of orders older than 5 years', async () => {
    const db = ctx.database.db;
    const buyer = await createMember(db);
    const [lapsed] = await db
      .insert(orders)
      .values({ userId: buyer.user.id, status: 'awaiting_payment', reservedUntil: new Date(Date.now() - 60_000) })
      .returning();
    const oldBuyer = await createMember(db);
    const sixYearsAgo = new Date(Date.now() - 6 * 365 * 86_400_000);
    const [old] = await db
      .insert(orders)
      .values({
        userId: oldBuyer.user.id,
        status: 'paid',
        paidAt: sixYearsAgo,
        createdAt: sixYearsAgo,
        buyerEmail: 'old@example.com',
        attendee: { firstName: 'Old' },
        totalMinor: 100,
      })
      .returning();
    const [recent] = await db
      .insert(orders)
      .values({ userId: oldBuyer.user.id, status: 'paid', paidAt: new Date(), buyerEmail: 'recent@example.com', totalMinor: 100 })
      .returning();

    expect(await expireLapsedReservations(db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(orders).where(eq(orders.id, lapsed!.id)))[0]!.status).toBe('expired');

    expect(await eraseExpiredPersonalData(db, new Date())).toBe(1);
    expect((await db.select().from(orders).where(eq(orders.id, old!.id)))[0]).toMatchObject({
      status: 'paid',
      buyerEmail: null,
      attendee: null,
      totalMinor: 100,
    });
    expect((await db.select().from(orders).where(eq(orders.id, recent!.id)))[0]!.buyerEmail).toBe('recent@example.com');
  });
});
