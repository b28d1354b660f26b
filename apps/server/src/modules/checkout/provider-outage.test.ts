import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { sampleOf } from '../../testing/metrics.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider.ts';
import { orders } from '../cart/schema.ts';

const unreachable = (): never => {
  throw new PaymentProviderError('connect ETIMEDOUT');
};
/** A provider whose service cannot be reached. */
const downProvider: PaymentProvider = {
  name: 'stripe',
  publishableKey: 'pk_test_down',
  createIntent: async () => unreachable(),
  retrieveIntent: async () => unreachable(),
  cancelIntent: async () => unreachable(),
  refund: async () => unreachable(),
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { paymentProvider: downProvider });
});
afterAll(async () => ctx.close());

describe('when the payment service is down', () => {
  it('answers 502 with a message, and lets the held tickets go', async () => {
    const db = ctx.database.db;
    const client = cartClient(ctx.app);
    const host = await createProfessional(db);
    const event = await createCatalogItem(db, host.user.id, { quantity: 1, maximumQuantity: 1 });
    const buyer = await createMember(db);
    const { OrderId } = client.json<{ OrderId: number }>(await client.add(buyer.headers, event.id));
    const response = await client.intent(buyer.headers, OrderId);
    expect(response.statusCode).toBe(502);
    expect(client.json(response).error).toEqual({
      code: 'payment_provider_error',
      message: 'We could not reach the payment service. Please try again in a moment.',
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, OrderId));
    expect(order).toMatchObject({ status: 'cart', reservedUntil: null });
    // The one ticket is free for someone else.
    const other = await createMember(db);
    expect((await client.add(other.headers, event.id)).statusCode).toBe(200);
    // The operator's metrics count a failed payment against the provider.
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sampleOf(metrics, 'trg_payments_total', { provider: 'stripe', outcome: 'failed' })).toBe(1);
  });
});
