import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { orders } from '../cart/schema.ts';
import { unbalancedTransactions } from '../ledger/index.ts';

/** Stripe's dispute webhooks (decision 0030), from recorded, signed event fixtures; no network. */

const WEBHOOK_SECRET = 'whsec_test_disputes';
const stripe = new Stripe('sk_test_unit');

function signedDispute(type: string, dispute: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    api_version: '2026-10-28',
    data: { object: { object: 'dispute', charge: 'ch_1', ...dispute } },
  });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

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
});
