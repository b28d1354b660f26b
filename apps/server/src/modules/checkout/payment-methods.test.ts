import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { PaymentIntentResultSchema, PaymentStatusSchema } from '@trg/contract/cart';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { orders } from '../cart/schema.ts';
import { expireLapsedReservations, ticketsTaken } from '../cart/index.ts';
import { emailOutbox } from '../email/schema.ts';
import { tickets } from '../bookings/schema.ts';
import { testPaymentIntents } from '../payments/schema.ts';
import { reconcilePayments } from './reconcile.ts';
import type { CheckoutDeps } from './checkout-deps.ts';

// The test provider's debits settle at once (a timer set when each starts).
let ctx: TestContext;
let hostId = 0;
beforeAll(async () => {
  ctx = await createTestApp({ TEST_PAYMENT_DELAY_SECONDS: '0' });
  hostId = (await createProfessional(ctx.database.db)).user.id;
});
afterAll(async () => ctx.close());

const client = cartClient(() => ctx.app);
const db = () => ctx.database.db;
type Headers = Record<string, string>;

async function buyerWithIntent(quantity = 2) {
  const event = await createCatalogItem(db(), hostId, { priceMinor: 4500, quantity: 4, maximumQuantity: 2 });
  const member = await createMember(db());
  const { OrderId } = client.json<{ OrderId: number }>(await client.add(member.headers, event.id, quantity));
  const intent = PaymentIntentResultSchema.parse(client.json(await client.intent(member.headers, OrderId)));
  return { ...member, event, orderId: OrderId, secret: intent.client_secret! };
}

const post = (url: string, headers: Headers, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, headers, payload });
const status = async (headers: Headers, OrderId: number) =>
  PaymentStatusSchema.parse(client.json(await post(API_PATHS.cart.paymentStatus, headers, { OrderId })));
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const taken = async (itemId: number) => (await ticketsTaken(db(), [itemId], null, new Date())).get(itemId);

describe('a redirect method (the test bank)', () => {
  it('sends the buyer to the bank, and back to the page they came from, paid', async () => {
    const buyer = await buyerWithIntent();
    const started = await post(API_PATHS.payments.testProviderRedirect, buyer.headers, {
      clientSecret: buyer.secret,
      returnPath: `/Checkout/payment?order=${buyer.orderId}`,
    });
    expect(started.statusCode).toBe(200);
    const { redirectUrl } = client.json<{ redirectUrl: string }>(started);
    expect(redirectUrl).toMatch(/^\/api\/payments\/test-provider\/bank\?secret=/);
    expect(await status(buyer.headers, buyer.orderId)).toMatchObject({ state: 'unpaid' });

    const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Authorize test payment');
    expect(page.body).toContain('95.40 GBP');

    const answered = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.testProviderBank,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `secret=${encodeURIComponent(buyer.secret)}&answer=authorize`,
    });
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toMatch(
      new RegExp(`^/Checkout/payment\\?order=${buyer.orderId}&payment_intent=pi_test_\\w+&redirect_status=succeeded$`),
    );
    // Settled by the bank's answer, as by Stripe's webhook: tickets issued.
    expect((await orderRow(buyer.orderId)).status).toBe('paid');
    expect(await db().select().from(tickets).where(eq(tickets.orderId, buyer.orderId))).toHaveLength(2);
    const paid = await status(buyer.headers, buyer.orderId);
    expect(paid).toMatchObject({ state: 'paid', bookingPath: expect.stringMatching(/^\/Mydashboard\/MyEvents\/.+-\d+$/) });
    // The bank's page is gone once answered.
    expect((await ctx.app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(404);
  });

  it('comes back failed when the bank refuses, and the order can be paid again', async () => {
    const buyer = await buyerWithIntent();
    await post(API_PATHS.payments.testProviderRedirect, buyer.headers, { clientSecret: buyer.secret, returnPath: '/Checkout/payment' });
    const answered = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.testProviderBank,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `secret=${encodeURIComponent(buyer.secret)}&answer=fail`,
    });
    expect(answered.headers.location).toContain('redirect_status=failed');
    expect((await orderRow(buyer.orderId)).status).toBe('payment_failed');
    expect(await status(buyer.headers, buyer.orderId)).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('did not authorise'),
    });
    expect((await client.pay(buyer.headers, buyer.secret)).statusCode).toBe(200);
    expect((await orderRow(buyer.orderId)).status).toBe('paid');
  });

  it('returns only to a page of this site', async () => {
    const buyer = await buyerWithIntent(1);
    for (const returnPath of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const refused = await post(API_PATHS.payments.testProviderRedirect, buyer.headers, { clientSecret: buyer.secret, returnPath });
      expect(refused.statusCode, returnPath).toBe(400);
    }
  });
});

describe('a direct debit (SEPA-like)', () => {
  it('is pending, holds the places past the reservation time, then is confirmed by the same settlement as a webhook', async () => {
    const buyer = await buyerWithIntent();
    const refused = await post(API_PATHS.payments.testProviderDebit, buyer.headers, { clientSecret: buyer.secret, iban: 'DE89 0000' });
    expect(refused.statusCode).toBe(402);
    // Held back until the test asks: the timer settles any debit due.
    await db()
      .update(testPaymentIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(testPaymentIntents.clientSecret, buyer.secret));
    const pending = await post(API_PATHS.payments.testProviderDebit, buyer.headers, {
      clientSecret: buyer.secret,
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(pending.statusCode).toBe(200);
    expect(client.json(pending)).toMatchObject({ status: 'processing' });
    const row = await orderRow(buyer.orderId);
    expect(['payment_pending', 'paid']).toContain(row.status);

    await vi.waitFor(async () => expect((await orderRow(buyer.orderId)).status).toBe('paid'), { timeout: 5000, interval: 100 });
    expect(await status(buyer.headers, buyer.orderId)).toMatchObject({ state: 'paid' });
    expect(await db().select().from(tickets).where(eq(tickets.orderId, buyer.orderId))).toHaveLength(2);
  });

  it('keeps the places while processing, even when the reservation time is long past, and a failure lets them go and tells the buyer', async () => {
    const buyer = await buyerWithIntent();
    // Processing, not yet due (the timer will not touch it until the test says so).
    const later = new Date(Date.now() + 3_600_000);
    await db()
      .update(testPaymentIntents)
      .set({ status: 'processing', settleAt: later, settleOutcome: 'failed', method: 'debit' })
      .where(eq(testPaymentIntents.clientSecret, buyer.secret));
    expect(await status(buyer.headers, buyer.orderId)).toMatchObject({
      state: 'pending',
      message: expect.stringContaining('being processed'),
    });
    expect((await orderRow(buyer.orderId)).status).toBe('payment_pending');
    expect(await taken(buyer.event.id)).toBe(2);

    // An hour on: the hold's 15 minutes are long gone, but nothing expires or takes the places.
    const hourOn = new Date(Date.now() + 3_599_000);
    await expireLapsedReservations(db(), hourOn);
    expect((await orderRow(buyer.orderId)).status).toBe('payment_pending');
    expect((await ticketsTaken(db(), [buyer.event.id], null, hourOn)).get(buyer.event.id)).toBe(2);
    // The buyer can start another cart meanwhile.
    expect((await client.add(buyer.headers, buyer.event.id, 1)).statusCode).toBe(200);
    // Another member cannot take them: of 4 places, 2 are held by the pending payment.
    const other = await createMember(db());
    const otherCart = client.json<{ OrderId: number }>(await client.add(other.headers, buyer.event.id, 2)).OrderId;
    expect((await client.intent(other.headers, otherCart)).statusCode).toBe(200);
    const third = await createMember(db());
    const thirdCart = client.json<{ OrderId: number }>(await client.add(third.headers, buyer.event.id, 1));
    expect(thirdCart.OrderId ? (await client.intent(third.headers, thirdCart.OrderId)).statusCode : 409).toBe(409);

    // The bank's answer comes (failed) while no event is delivered: the payment page asking finds it.
    await db()
      .update(testPaymentIntents)
      .set({ settleAt: new Date(Date.now() - 1000) })
      .where(eq(testPaymentIntents.clientSecret, buyer.secret));
    expect(await status(buyer.headers, buyer.orderId)).toMatchObject({ state: 'failed', message: expect.stringContaining('released') });
    expect((await orderRow(buyer.orderId)).status).toBe('payment_declined');
    // Only the other member's hold is left.
    expect(await taken(buyer.event.id)).toBe(2);
    expect(await status(buyer.headers, buyer.orderId)).toMatchObject({ state: 'failed', message: expect.stringContaining('released') });
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.user.email));
    expect(mail.map((email) => email.subject)).toContain(
      `Your payment for booking ${(await orderRow(buyer.orderId)).bookingReference} did not go through`,
    );
  });

  it('is found by reconciliation when its webhook never came', async () => {
    const buyer = await buyerWithIntent(1);
    await db()
      .update(testPaymentIntents)
      .set({ status: 'processing', settleAt: new Date(Date.now() + 3_600_000), settleOutcome: 'succeeded' })
      .where(eq(testPaymentIntents.clientSecret, buyer.secret));
    const deps: CheckoutDeps = {
      db: db(),
      provider: ctx.app.payments,
      settings: { reservationMinutes: 15, rates: { feeRateBasisPoints: 500, feeMinimumHundredths: 50, vatRateBasisPoints: 2000 } },
      kickMail: () => {},
      onAvailabilityChanged: () => {},
      onBackgroundError: (error) => {
        throw error;
      },
      reportPayment: () => {},
    };
    await reconcilePayments(deps, new Date());
    expect((await orderRow(buyer.orderId)).status).toBe('payment_pending');
    // Succeeded at the provider, with no event delivered: the next run settles it.
    await db()
      .update(testPaymentIntents)
      .set({ status: 'succeeded', settleAt: null })
      .where(eq(testPaymentIntents.clientSecret, buyer.secret));
    await reconcilePayments(deps, new Date(Date.now() + 86_400_000));
    expect((await orderRow(buyer.orderId)).status).toBe('paid');
  });
});
