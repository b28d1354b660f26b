import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { PaymentStatusSchema } from '@trg/contract/cart';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { startStripeRecorder } from '../../testing/stripe-recorder.ts';
import { orders } from '../cart/schema.ts';
import { emailOutbox } from '../email/schema.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_fixture_secret';
const signer = new Stripe('sk_test_unit');

/** A recorded Stripe object, with the order's id and reference put in its metadata. */
function fixture(name: string, order: { id: number; bookingReference?: string | null } | null = null): Record<string, unknown> {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');
  return JSON.parse(
    text.replaceAll('{{orderId}}', String(order?.id ?? '')).replaceAll('{{bookingReference}}', order?.bookingReference ?? ''),
  ) as Record<string, unknown>;
}

function signedEvent(type: string, object: unknown) {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, api_version: '2026-10-28', data: { object } });
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

let ctx: TestContext;
let recorder: Awaited<ReturnType<typeof startStripeRecorder>>;
let hostId = 0;
beforeAll(async () => {
  recorder = await startStripeRecorder();
  const provider = createStripeProvider({ secretKey: 'sk_test_recorder', publishableKey: 'pk_test_recorder', client: recorder.client });
  ctx = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_recorder', STRIPE_PUBLISHABLE_KEY: 'pk_test_recorder', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { paymentProvider: provider },
  );
  hostId = (await createProfessional(ctx.database.db)).user.id;
});
afterAll(async () => {
  await ctx.close();
  await recorder.close();
});

const client = cartClient(() => ctx.app);
const db = () => ctx.database.db;
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const webhook = (signed: { payload: string; header: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.payments.stripeWebhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
    payload: signed.payload,
  });

/** A member with one ticket of a new item in the cart, checked out: Stripe's create answers `created`. */
async function checkout(currency: string, priceMinor: number, created: string) {
  const item = await createCatalogItem(db(), hostId, { priceMinor, currency });
  const buyer = await createMember(db());
  const { OrderId } = client.json<{ OrderId: number }>(await client.add(buyer.headers, item.id));
  recorder.on('POST /v1/payment_intents', (request) => ({
    ...fixture(created, {
      id: Number(request.form.get('metadata[orderId]')),
      bookingReference: request.form.get('metadata[bookingReference]'),
    }),
  }));
  const intent = await client.intent(buyer.headers, OrderId);
  expect(intent.statusCode).toBe(200);
  const request = recorder.requests.findLast((recorded) => recorded.path === '/v1/payment_intents');
  return { buyer, orderId: OrderId, order: await orderRow(OrderId), request: request! };
}

describe('the Stripe adapter against recorded requests and webhooks', () => {
  it('charges an ISK ticket in Stripe’s units (two decimals, 00), reads them back, and refunds in them', async () => {
    const { order, request } = await checkout('ISK', 5000, 'isk-intent-created');
    // 5,000 krónur, fees and VAT: the shop counts whole krónur, Stripe hundredths.
    expect(order.totalMinor).toBe(5300);
    expect(request.form.get('amount')).toBe('530000');
    expect(request.form.get('currency')).toBe('isk');
    // Every method Stripe enables, redirects included.
    expect(request.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(request.form.has('automatic_payment_methods[allow_redirects]')).toBe(false);
    expect(request.idempotencyKey).toBe(`order-${order.id}-attempt-0`);

    const succeeded = { ...fixture('isk-intent-created', order), status: 'succeeded', amount: 530_000, amount_received: 530_000 };
    expect((await webhook(signedEvent('payment_intent.succeeded', succeeded))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');

    recorder.on('POST /v1/refunds', () => ({ ...fixture('isk-refund'), amount: 530_000 }));
    await ctx.app.payments.refund({ intentId: 'pi_3Isk000000000001', amountMinor: 5300, currency: 'ISK', idempotencyKey: 'refund-isk' });
    const refund = recorder.requests.findLast((recorded) => recorded.path === '/v1/refunds')!;
    expect(refund.form.get('amount')).toBe('530000');
    expect(refund.form.get('payment_intent')).toBe('pi_3Isk000000000001');
    // Our key in its metadata tells its webhook apart from a refund made in Stripe's dashboard.
    expect(refund.form.get('metadata[trg_refund_key]')).toBe('refund-isk');
  });

  it('shows a processing SEPA debit as pending, then lets the places go when it fails, telling the buyer', async () => {
    const { buyer, order } = await checkout('EUR', 9500, 'sepa-intent-processing');
    expect(order.totalMinor).toBe(10_070);
    expect((await webhook(signedEvent('payment_intent.processing', fixture('sepa-intent-processing', order)))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('payment_pending');

    recorder.on('GET /v1/payment_intents/pi_3Sepa00000000001', () => fixture('sepa-intent-processing', order));
    const pending = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.cart.paymentStatus,
      headers: buyer.headers,
      payload: { OrderId: order.id },
    });
    expect(PaymentStatusSchema.parse(JSON.parse(pending.body))).toMatchObject({
      state: 'pending',
      bookingReference: order.bookingReference,
    });

    expect((await webhook(signedEvent('payment_intent.payment_failed', fixture('sepa-intent-failed', order)))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('payment_declined');
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, buyer.user.email));
    expect(mail.map((email) => email.message.text).join('\n')).toContain("The customer's bank account could not be debited.");
  });

  it('pays an order when the buyer returns from iDEAL and the page asks for its status', async () => {
    const { buyer, order } = await checkout('EUR', 9500, 'ideal-intent-returned');
    recorder.on('GET /v1/payment_intents/pi_3Ideal0000000001', () => fixture('ideal-intent-returned', order));
    const returned = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.cart.paymentStatus,
      headers: buyer.headers,
      payload: { OrderId: order.id },
    });
    expect(PaymentStatusSchema.parse(JSON.parse(returned.body))).toMatchObject({
      state: 'paid',
      bookingPath: expect.stringMatching(/^\/Mydashboard\/MyEvents\//),
    });
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});
