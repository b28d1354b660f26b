import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PaymentIntentResultSchema } from '@trg/contract/cart';
import { createMember, createProfessional, createCatalogItem } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { orders, refunds, tickets } from './schema.ts';
import { processDueRefunds } from './refunds.ts';

// The catalog and the cart meet in app.ts: the catalog shows what the cart will charge and what is left to
// buy, and a host's cancellation refunds the cart's paid orders. These tests go through the whole app.
describe('the catalog and the cart together', () => {
  it('counts tickets held by a checkout in progress as unavailable, and a host cancellation refunds paid buyers', async () => {
    const ctx = await createTestApp({ JOB_INTERVAL_SECONDS: '0' });
    try {
      const db = ctx.database.db;
      const client = cartClient(ctx.app);
      const host = await createProfessional(db);
      const item = await createCatalogItem(db, host.user.id, { title: 'Seam Tasting', quantity: 5, maximumQuantity: 5, priceMinor: 3000 });
      const detail = async () => (await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json();

      // A buyer pays for 2.
      const paid = await createMember(db);
      const paidOrder = client.json<{ OrderId: number }>(await client.add(paid.headers, item.id, 2)).OrderId;
      const intent = PaymentIntentResultSchema.parse(client.json(await client.intent(paid.headers, paidOrder)));
      expect((await client.pay(paid.headers, intent.client_secret ?? '')).statusCode).toBe(200);
      expect((await client.complete(paid.headers, paidOrder)).statusCode).toBe(200);
      expect(await detail()).toMatchObject({ ticketsAvailable: 3, salesState: 'open' });

      // Another is paying for the last 3: while they pay, nothing is left for anyone else.
      const holding = await createMember(db);
      const heldOrder = client.json<{ OrderId: number }>(await client.add(holding.headers, item.id, 3)).OrderId;
      expect((await client.intent(holding.headers, heldOrder)).statusCode).toBe(200);
      expect(await detail()).toMatchObject({ ticketsAvailable: 0, salesState: 'sold-out' });

      // The host's own figures count paid tickets only.
      const base = '/api/auth/business-profile';
      const hostView = (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${item.id}`, headers: host.headers })).json();
      expect(hostView).toMatchObject({ ticketsSold: 2, grossSales: '60.00' });

      // The host cancels: the paid order is refunded through the provider and its tickets are void.
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `${base}/event-details-update/${item.id}/`,
        headers: host.headers,
        payload: { cancelEvent: true },
      });
      expect(cancel.statusCode).toBe(200);
      const [order] = await db.select().from(orders).where(eq(orders.id, paidOrder));
      expect(order?.status).toBe('refunded');
      expect(await processDueRefunds(db, ctx.app.payments, (error) => { throw error; })).toBe(1);
      const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, paidOrder));
      expect(refund).toMatchObject({ status: 'succeeded', amountMinor: order?.totalMinor, reason: 'item_cancelled' });
      const voided = await db.select().from(tickets).where(eq(tickets.orderId, paidOrder));
      expect(voided.map((ticket) => ticket.status)).toEqual(['void', 'void']);
      // Its sales stop: the item is no longer public and cannot be added.
      expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).statusCode).toBe(404);
      const late = await createMember(db);
      const refused = await client.add(late.headers, item.id, 1);
      expect([refused.statusCode, client.json(refused).error.message]).toEqual([409, 'Seam Tasting has been cancelled.']);
    } finally {
      await ctx.close();
    }
  });
});
