import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PaymentIntentResultSchema } from '@trg/contract/cart';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { CARDS, cartClient } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { testPaymentIntents } from '../payments/schema.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { cartSettings } from '../cart/settings.ts';
import { RECONCILE_LOCK_KEY, reconcilePayments } from './reconcile.ts';
import { salesByItem } from './sales.ts';
import { orders } from '../cart/schema.ts';
import { refunds } from './schema.ts';
import { tickets } from '../bookings/schema.ts';
import { itemTag } from '../catalog/cache-tags.ts';

let ctx: TestContext;
let hostId = 0;
beforeAll(async () => {
  // No timer: the tests run the housekeeping themselves.
  ctx = await createTestApp({ JOB_INTERVAL_SECONDS: '0' });
  hostId = (await createProfessional(ctx.database.db)).user.id;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const client = cartClient(() => ctx.app);
const item = (overrides: Parameters<typeof createCatalogItem>[2] = {}) => createCatalogItem(db(), hostId, overrides);
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const ticketsOf = async (orderId: number) => db().select().from(tickets).where(eq(tickets.orderId, orderId));
const mailKinds = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map((mail) => mail.kind);
const sold = async (itemId: number) => (await salesByItem(db(), [itemId])).get(itemId)?.ticketsSold ?? 0;
const deps = (overrides: Partial<CheckoutDeps> = {}): CheckoutDeps => ({
  db: db(),
  provider: ctx.app.payments,
  settings: cartSettings(ctx.config),
  kickMail: () => ctx.app.mail.kick(),
  onAvailabilityChanged: (itemIds) => ctx.app.publicCache.invalidate(...itemIds.map(itemTag)),
  onBackgroundError: (error) => {
    throw error;
  },
  reportPayment: ctx.app.paymentOutcome,
  ...overrides,
});

/**
 * The provider takes the payment and the process dies before anything settles the order (the test
 * provider's card form settles at once, as Stripe's webhook would, so the crash is simulated at the provider).
 */
const providerTakesPayment = (orderId: number) =>
  db().update(testPaymentIntents).set({ status: 'succeeded', updatedAt: new Date() }).where(eq(testPaymentIntents.orderId, orderId));

/** A member who started paying for `quantity` tickets: the order awaits payment with an intent at the provider. */
async function checkout(itemId: number, quantity = 1) {
  const member = await createMember(db());
  const added = await client.add(member.headers, itemId, quantity);
  expect(added.statusCode).toBe(200);
  const orderId = client.json<{ OrderId: number }>(added).OrderId;
  const started = await client.intent(member.headers, orderId);
  expect(started.statusCode).toBe(200);
  const intent = PaymentIntentResultSchema.parse(client.json(started));
  return { ...member, orderId, clientSecret: intent.client_secret! };
}

/** A member whose payment succeeded at the provider; complete-order never came (the crash). */
async function paidWithoutComplete(itemId: number, quantity = 1) {
  const buyer = await checkout(itemId, quantity);
  await providerTakesPayment(buyer.orderId);
  expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'awaiting_payment' });
  return buyer;
}

describe('payment reconciliation in the housekeeping job', () => {
  it('settles an order whose payment succeeded but whose complete-order never came: tickets, email, sales', async () => {
    const event = await item({ quantity: 10, title: 'Crash Tasting' });
    const buyer = await paidWithoutComplete(event.id, 2);
    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'awaiting_payment' });

    await ctx.app.jobs.runAll();

    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'paid', reservedUntil: null });
    expect(await ticketsOf(buyer.orderId)).toHaveLength(2);
    expect(await mailKinds(buyer.user.email)).toEqual(['booking_confirmation']);
    expect(await sold(event.id)).toBe(2);
    // The buyer's complete-order, when it comes, answers the same order: nothing is issued twice.
    const completed = await client.complete(buyer.headers, buyer.orderId);
    expect(completed.statusCode).toBe(200);
    expect(client.json(completed)).toMatchObject({ tickets: 2 });
    expect(await ticketsOf(buyer.orderId)).toHaveLength(2);
    expect(await mailKinds(buyer.user.email)).toEqual(['booking_confirmation']);
  });

  it('settles an expired order whose payment succeeded while the tickets are still there', async () => {
    const event = await item({ quantity: 5 });
    const buyer = await paidWithoutComplete(event.id, 1);
    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, buyer.orderId));

    await ctx.app.jobs.runAll();

    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'paid' });
    expect(await ticketsOf(buyer.orderId)).toHaveLength(1);
    expect(await sold(event.id)).toBe(1);
  });

  it('refunds an order whose hold lapsed and whose tickets have gone, and tells the buyer', async () => {
    const gone = await item({ quantity: 1, maximumQuantity: 1, title: 'Only Seat' });
    const late = await checkout(gone.id);
    const lateOrder = late.orderId;
    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, lateOrder));
    await ctx.app.jobs.runAll();
    expect(await orderRow(lateOrder)).toMatchObject({ status: 'expired' });
    const rival = await paidWithoutComplete(gone.id, 1);
    expect((await client.complete(rival.headers, rival.orderId)).statusCode).toBe(200);
    // The late buyer's payment goes through now, and the crash takes their complete-order.
    await providerTakesPayment(lateOrder);

    await ctx.app.jobs.runAll();

    expect(await orderRow(lateOrder)).toMatchObject({ status: 'refunded', refundReason: 'reservation_lapsed' });
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, lateOrder));
    const [providerSide] = await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, lateOrder));
    expect(refund).toMatchObject({ reason: 'reservation_lapsed', status: 'succeeded', amountMinor: providerSide!.amountMinor });
    expect(providerSide!.refundedMinor).toBe(providerSide!.amountMinor);
    expect((await orderRow(lateOrder)).refundedMinor).toBe(providerSide!.amountMinor);
    expect(await ticketsOf(lateOrder)).toHaveLength(0);
    expect(await mailKinds(late.user.email)).toEqual(['refund_notice']);
    expect(await sold(gone.id)).toBe(1);
    // A second run refunds nothing more.
    await ctx.app.jobs.runAll();
    expect(await db().select().from(refunds).where(eq(refunds.orderId, lateOrder))).toHaveLength(1);
  });

  it('leaves declined and unpaid intents alone; an unpaid hold expires as before', async () => {
    const event = await item({ quantity: 5 });
    const declined = await checkout(event.id);
    expect((await client.pay(declined.headers, declined.clientSecret, CARDS.declined)).statusCode).toBe(402);
    const unpaid = await checkout(event.id);
    const unpaidOrder = unpaid.orderId;

    const run = await reconcilePayments(deps());
    expect(run).toMatchObject({ settled: 0, refunded: 0, providerDown: false });
    expect(await orderRow(declined.orderId)).toMatchObject({ status: 'payment_failed' });
    expect(await orderRow(unpaidOrder)).toMatchObject({ status: 'awaiting_payment' });

    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, unpaidOrder));
    await ctx.app.jobs.runAll();
    expect(await orderRow(unpaidOrder)).toMatchObject({ status: 'expired' });
    expect(await ticketsOf(unpaidOrder)).toHaveLength(0);
    expect(await ticketsOf(declined.orderId)).toHaveLength(0);
    expect(await mailKinds(unpaid.user.email)).toEqual([]);
  });

  it('settles once when run twice at once and raced with complete-order', async () => {
    const event = await item({ quantity: 10 });
    const buyer = await paidWithoutComplete(event.id, 3);
    const [completed] = await Promise.all([
      client.complete(buyer.headers, buyer.orderId),
      ctx.app.jobs.runAll(),
      reconcilePayments(deps()),
      reconcilePayments(deps()),
    ]);
    expect(completed.statusCode).toBe(200);
    await ctx.app.jobs.runAll();
    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'paid' });
    expect(await ticketsOf(buyer.orderId)).toHaveLength(3);
    expect(await mailKinds(buyer.user.email)).toEqual(['booking_confirmation']);
    expect(await sold(event.id)).toBe(3);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, buyer.orderId))).toEqual([]);
  });

  it('leaves the order for the next run when the provider cannot be reached', async () => {
    const event = await item({ quantity: 5 });
    const buyer = await paidWithoutComplete(event.id, 1);
    const down: string[] = [];
    const unreachable = deps({
      provider: {
        ...ctx.app.payments,
        retrieveIntent: async () => {
          throw new PaymentProviderError('connect ETIMEDOUT');
        },
      },
    });
    const run = await reconcilePayments(unreachable, new Date(), {
      onProviderDown: (error, orderId) => down.push(`${orderId}: ${String(error)}`),
    });
    expect(run.providerDown).toBe(true);
    expect(down).toHaveLength(1);
    expect(down[0]).toMatch(/connect ETIMEDOUT/);
    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'awaiting_payment' });

    // The next run, with the provider back, starting after the order that failed, comes round to it.
    const next = await reconcilePayments(deps(), new Date(), { after: run.cursor });
    expect(next.settled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'paid' });
    expect(await ticketsOf(buyer.orderId)).toHaveLength(1);
  });

  it('asks about a bounded batch, oldest first, and goes round to the rest on the next runs', async () => {
    const event = await item({ quantity: 10 });
    const buyers = [await paidWithoutComplete(event.id), await paidWithoutComplete(event.id), await paidWithoutComplete(event.id)];
    const first = await reconcilePayments(deps(), new Date(), { batch: 2 });
    expect(first.checked).toBe(2);
    expect(await orderRow(buyers[2]!.orderId)).toMatchObject({ status: 'awaiting_payment' });
    const paidFirst = (await Promise.all(buyers.map(async (buyer) => (await orderRow(buyer.orderId)).status))).filter(
      (status) => status === 'paid',
    );
    // Earlier tests may have left unpaid orders (older ids): the oldest are asked about first.
    expect(paidFirst.length).toBeLessThanOrEqual(2);
    let cursor = first.cursor;
    for (let round = 0; round < 10 && (await orderRow(buyers[2]!.orderId)).status !== 'paid'; round++) {
      cursor = (await reconcilePayments(deps(), new Date(), { batch: 2, after: cursor })).cursor;
    }
    for (const buyer of buyers) expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'paid' });
  });

  it('keeps a second instance out while one holds the advisory lock', async () => {
    const event = await item({ quantity: 5 });
    const buyer = await paidWithoutComplete(event.id, 1);
    if (ctx.database.kind === 'postgres') {
      // Another instance holds the lock (on another connection): this one's run does nothing.
      await db().transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK_KEY}::bigint)`);
        await ctx.app.jobs.runAll();
        expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'awaiting_payment' });
      });
    } else {
      // Embedded PGlite is one process on one connection: two runs at once still settle once.
      await Promise.all([ctx.app.jobs.runAll(), ctx.app.jobs.runAll()]);
    }
    await ctx.app.jobs.runAll();
    expect(await orderRow(buyer.orderId)).toMatchObject({ status: 'paid' });
    expect(await ticketsOf(buyer.orderId)).toHaveLength(1);
    expect(await mailKinds(buyer.user.email)).toEqual(['booking_confirmation']);
  });
});
