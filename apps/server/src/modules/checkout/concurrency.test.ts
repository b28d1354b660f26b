import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sum } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { tickets } from '../bookings/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('stock under concurrent checkouts', () => {
  it('50 buyers at once for 10 tickets sell exactly 10, with no 5xx', async () => {
    const db = ctx.database.db;
    const client = cartClient(ctx.app);
    const host = await createProfessional(db);
    const event = await createCatalogItem(db, host.user.id, { quantity: 10, maximumQuantity: 2, title: 'Ten Seats' });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createMember(db)));
    const statuses: number[] = [];
    const record = <T extends { statusCode: number }>(response: T) => {
      statuses.push(response.statusCode);
      return response;
    };

    // Every buyer puts tickets in the cart first (carts hold nothing), then all check out at once. The first
    // ten want 2 each, so a checkout that counted without the lock would oversell in the first round.
    const wanted = (index: number) => (index < 10 ? 2 : 1);
    const orderIds = await Promise.all(
      buyers.map(
        async (buyer, index) => client.json<{ OrderId: number }>(record(await client.add(buyer.headers, event.id, wanted(index)))).OrderId,
      ),
    );
    const outcomes = await Promise.all(
      buyers.map(async (buyer, index) => {
        const orderId = orderIds[index]!;
        const intent = record(await client.intent(buyer.headers, orderId));
        if (intent.statusCode !== 200) return { stage: 'intent', message: client.json(intent).error.message as string };
        const secret = client.json<{ client_secret: string }>(intent).client_secret;
        record(await client.pay(buyer.headers, secret));
        const completed = record(await client.complete(buyer.headers, orderId));
        return { stage: completed.statusCode === 200 ? 'paid' : 'complete', message: '' };
      }),
    );

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const paid = outcomes.filter((o) => o.stage === 'paid').length;
    expect(outcomes.filter((o) => o.stage === 'complete')).toEqual([]);
    expect(outcomes.filter((o) => o.stage === 'intent')).toHaveLength(50 - paid);
    // Refused buyers are told why: sold out, or too few left for the two they wanted.
    for (const { message } of outcomes.filter((o) => o.stage === 'intent')) {
      expect(message).toMatch(/^Sorry, (Ten Seats is sold out|only 1 ticket is left for Ten Seats)\.$/);
    }

    const [sold] = await db
      .select({ n: sum(orderItems.quantity) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.itemId, event.id), eq(orders.status, 'paid'), isNull(orderItems.refundedAt)));
    expect(Number(sold?.n)).toBe(10);
    expect(await db.select().from(tickets).where(eq(tickets.itemId, event.id))).toHaveLength(10);
  }, 120_000);
});
