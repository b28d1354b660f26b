import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { refunds } from '../checkout/schema.ts';
import { bookSale, hostBalances, unbalancedTransactions } from '../ledger/index.ts';

/** Stripe's dispute and refund webhooks (decision 0030), from recorded, signed event fixtures; no network. */

const WEBHOOK_SECRET = 'whsec_test_disputes';
const stripe = new Stripe('sk_test_unit');

function signed(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, api_version: '2026-10-28', data: { object } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

const signedDispute = (type: string, dispute: Record<string, unknown>) => signed(type, { object: 'dispute', charge: 'ch_1', ...dispute });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_unit',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_unit',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => ctx.close());

const post = (signed: { payload: string; header: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
    payload: signed.payload,
  });

describe("Stripe's dispute webhooks", () => {
  it('record and book a dispute opened, then closed lost, once however often told; a forged one is refused', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    await createCatalogItem(db, host.user.id, { priceMinor: 9500, currency: 'EUR' });
    const buyer = await createMember(db);
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer.user.id,
        status: 'paid',
        currency: 'EUR',
        totalMinor: 10_070,
        paymentProvider: 'stripe',
        paymentIntentId: 'pi_disputed',
        paidAt: new Date(),
      })
      .returning();
    const opened = signedDispute('charge.dispute.created', {
      id: 'dp_1',
      amount: 10_070,
      currency: 'eur',
      payment_intent: 'pi_disputed',
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect((await post(opened)).statusCode).toBe(200);
    expect((await post(opened)).statusCode).toBe(200);
    const closed = signedDispute('charge.dispute.closed', {
      id: 'dp_1',
      amount: 10_070,
      currency: 'eur',
      payment_intent: 'pi_disputed',
      reason: 'fraudulent',
      status: 'lost',
    });
    expect((await post(closed)).statusCode).toBe(200);
    const disputes = await queryRows<{ order_id: number; status: string; amount_minor: number; reason: string }>(
      db,
      sql`select order_id, status, amount_minor, reason from disputes where provider = 'stripe'`,
    );
    expect(disputes).toEqual([{ order_id: order!.id, status: 'lost', amount_minor: 10_070, reason: 'fraudulent' }]);
    const kinds = await queryRows<{ kind: string }>(
      db,
      sql`select kind from ledger_transactions where reference like 'dispute-%' order by id`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['dispute_opened', 'dispute_lost']);
    expect(await unbalancedTransactions(db)).toEqual([]);

    const forged = {
      ...signedDispute('charge.dispute.created', { id: 'dp_2', amount: 1, currency: 'eur', payment_intent: 'pi_disputed' }),
      header: 't=1,v1=00',
    };
    expect((await post(forged)).statusCode).toBe(400);
  });

  it('record and book a refund made in Stripe’s dashboard once, in króna units; ours (with our key) are left to our job', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const item = await createCatalogItem(db, host.user.id, { priceMinor: 5000, currency: 'ISK' });
    const buyer = await createMember(db);
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer.user.id,
        status: 'paid',
        currency: 'ISK',
        totalMinor: 5300,
        paymentProvider: 'stripe',
        paymentIntentId: 'pi_refunded',
        paidAt: new Date(),
      })
      .returning();
    const [line] = await db
      .insert(orderItems)
      .values({ orderId: order!.id, itemId: item.id, quantity: 1, unitPriceMinor: 5000, unitFeeMinor: 250, unitVatMinor: 50 })
      .returning();
    await db.transaction((tx) =>
      bookSale(tx, {
        orderId: order!.id,
        currency: 'ISK',
        totalMinor: 5300,
        discountMinor: 0,
        paidAt: new Date(),
        lines: [{ orderItemId: line!.id, hostId: host.user.id, subtotalMinor: 5000, feesMinor: 250, vatMinor: 50, itemEndsAt: null }],
      }),
    );
    // Stripe counts ISK in hundredths: 200000 is 2,000 kr.
    const refund = (type: string, id: string, extra: Record<string, unknown> = {}) =>
      signed(type, {
        object: 'refund',
        id,
        amount: 200_000,
        currency: 'isk',
        payment_intent: 'pi_refunded',
        status: 'succeeded',
        metadata: {},
        ...extra,
      });
    expect((await post(refund('refund.created', 're_dashboard'))).statusCode).toBe(200);
    expect((await post(refund('refund.updated', 're_dashboard'))).statusCode).toBe(200);
    expect((await post(refund('refund.created', 're_ours', { metadata: { trg_refund_key: 'buyer-cancelled-line-1' } }))).statusCode).toBe(
      200,
    );
    expect((await post(refund('refund.created', 're_pending', { status: 'pending' }))).statusCode).toBe(200);

    const recorded = await db.select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(recorded.map((r) => [r.providerRefundId, r.amountMinor, r.reason, r.status])).toEqual([
      ['re_dashboard', 2000, 'provider', 'succeeded'],
    ]);
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after?.refundedMinor).toBe(2000);
    // The host gives the 2,000 kr back from their 5,000 kr; the books balance.
    const [balance] = await hostBalances(db, { now: new Date(), holdDays: 0, hostIds: [host.user.id] });
    expect(balance).toMatchObject({ currency: 'ISK', balanceMinor: 3000 });
    expect(await unbalancedTransactions(db)).toEqual([]);
  });
});
