import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { tickets } from '../bookings/schema.ts';
import { createStripeProvider, fromStripeIntent } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unit');

function paymentIntent(overrides: Partial<Stripe.PaymentIntent> = {}): Stripe.PaymentIntent {
  // Only the fields the adapter reads; the rest of Stripe's object does not matter here.
  const base = {
    id: 'pi_123',
    object: 'payment_intent',
    amount: 10_070,
    currency: 'eur',
    status: 'succeeded',
    client_secret: 'pi_123_secret_abc',
    metadata: { orderId: '42', bookingReference: 'TRG-ABCDEF' },
    last_payment_error: null,
  };
  return { ...base, ...overrides } as unknown as Stripe.PaymentIntent;
}

function signedEvent(type: string, intent: Stripe.PaymentIntent, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, api_version: '2026-10-28', data: { object: intent } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('the Stripe adapter', () => {
  it('maps a PaymentIntent to what the shop needs', () => {
    expect(fromStripeIntent(paymentIntent())).toEqual({
      id: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      status: 'succeeded',
      amountMinor: 10_070,
      currency: 'EUR',
      orderId: 42,
      lastErrorMessage: null,
    });
    const declined = fromStripeIntent(
      paymentIntent({
        status: 'requires_payment_method',
        metadata: {},
        last_payment_error: { message: 'Your card was declined.', type: 'card_error' } as Stripe.PaymentIntent.LastPaymentError,
      }),
    );
    expect(declined).toMatchObject({ status: 'requires_payment_method', orderId: null, lastErrorMessage: 'Your card was declined.' });
  });

  it('verifies webhook signatures and reads payment events', () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_unit', publishableKey: 'pk_test_unit', client: stripe });
    const ok = signedEvent('payment_intent.succeeded', paymentIntent());
    expect(provider.parseWebhook(ok.payload, ok.header, WEBHOOK_SECRET)).toMatchObject({
      kind: 'succeeded',
      intent: { id: 'pi_123', orderId: 42 },
    });
    const failed = signedEvent('payment_intent.payment_failed', paymentIntent({ status: 'requires_payment_method' }));
    expect(provider.parseWebhook(failed.payload, failed.header, WEBHOOK_SECRET).kind).toBe('failed');
    const other = signedEvent('charge.refunded', paymentIntent());
    expect(provider.parseWebhook(other.payload, other.header, WEBHOOK_SECRET)).toEqual({ kind: 'ignored', type: 'charge.refunded' });

    const forged = signedEvent('payment_intent.succeeded', paymentIntent(), 'whsec_someone_else');
    expect(() => provider.parseWebhook(forged.payload, forged.header, WEBHOOK_SECRET)).toThrow();
    // The body must be the bytes that were signed.
    expect(() => provider.parseWebhook(ok.payload.replace('10070', '1'), ok.header, WEBHOOK_SECRET)).toThrow();
  });
});

describe('with Stripe configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_unit',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_unit',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => ctx.close());

  it('tells the web to use Stripe with the publishable key, and lets Stripe.js through the CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cart/payment-config' });
    expect(JSON.parse(response.body)).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_unit' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    // The test provider's card endpoint does not exist beside Stripe.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/test-provider/confirm', payload: {} })).statusCode).toBe(404);
  });

  it('pays an order from a signed payment_intent.succeeded webhook, once, and refuses a forged one', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const event = await createCatalogItem(db, host.user.id, { priceMinor: 9500, currency: 'EUR' });
    const buyer = await createMember(db);
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer.user.id,
        status: 'awaiting_payment',
        currency: 'EUR',
        bookingReference: 'TRG-WEBHK2',
        subtotalMinor: 9500,
        discountMinor: 0,
        feesMinor: 475,
        vatMinor: 95,
        totalMinor: 10_070,
        buyerEmail: buyer.user.email,
        paymentProvider: 'stripe',
        paymentIntentId: 'pi_webhook',
        reservedUntil: new Date(Date.now() + 600_000),
      })
      .returning();
    await db
      .insert(orderItems)
      .values({ orderId: order!.id, itemId: event.id, quantity: 1, unitPriceMinor: 9500, unitFeeMinor: 475, unitVatMinor: 95 });
    const intent = paymentIntent({ id: 'pi_webhook', metadata: { orderId: String(order!.id) } });
    const post = (signed: { payload: string; header: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
        payload: signed.payload,
      });

    const forged = await post(signedEvent('payment_intent.succeeded', intent, 'whsec_forged'));
    expect(forged.statusCode).toBe(400);
    expect((await db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('awaiting_payment');

    const signed = signedEvent('payment_intent.succeeded', intent);
    expect((await post(signed)).statusCode).toBe(200);
    expect((await post(signed)).statusCode).toBe(200);
    expect((await db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('paid');
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order!.id))).toHaveLength(1);
  });
});

describe('without Stripe', () => {
  it('keeps Stripe out of the CSP', async () => {
    const ctx = await createTestApp();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/cart/payment-config' });
      expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
      expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
