import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PaymentIntentResultSchema } from '@trg/contract/cart';
import { createMember, createProfessional, createCatalogItem } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { orders } from '../cart/schema.ts';
import { refunds } from './schema.ts';
import { tickets } from '../bookings/schema.ts';
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
      expect(
        await processDueRefunds(db, ctx.app.payments, (error) => {
          throw error;
        }),
      ).toBe(1);
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

/** The local date ('YYYY-MM-DD') and time ('HH:MM') of an instant at a fixed offset east of Greenwich. */
function localParts(instant: number, offsetMinutes = 0) {
  const iso = new Date(instant + offsetMinutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** What the item page, the listing and the cart each say of one item now. */
async function threeAnswers(ctx: TestContext, headers: Record<string, string>, itemId: number) {
  const detail = (await ctx.app.inject({ method: 'GET', url: `/api/events/${itemId}` })).json<{ status: string; salesState: string }>();
  const listing = (await ctx.app.inject({ method: 'GET', url: '/api/events?pageSize=50' })).json<{ results: { id: number }[] }>();
  const client = cartClient(ctx.app);
  const added = await client.add(headers, itemId, 1);
  return {
    page: { status: detail.status, salesState: detail.salesState },
    listed: listing.results.some((card) => card.id === itemId),
    cart: added.statusCode === 200 ? 'added' : `${added.statusCode} ${client.json(added).error.message}`,
  };
}

// One rule decides whether an item is on sale: the item page, the listing and the cart must agree to the second.
describe('the item page, the listing and the cart agree on what is on sale', () => {
  it('sells through the last minute of the sales window (its end time counts whole) and not a second after', async () => {
    const ctx = await createTestApp({ JOB_INTERVAL_SECONDS: '0', PUBLIC_CACHE_SECONDS: '0' });
    try {
      const db = ctx.database.db;
      const host = await createProfessional(db);
      // Half a minute into the current minute, so that the clock of this test and the real one agree to the minute.
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      vi.useFakeTimers({ toFake: ['Date'], now: minute + 30_000 });
      const endsThisMinute = localParts(minute);
      const endedLastMinute = localParts(minute - 60_000);
      const opensNextMinute = localParts(minute + 60_000);
      const lastMinute = await createCatalogItem(db, host.user.id, {
        title: 'Last Minute Tasting',
        salesEndDate: endsThisMinute.date,
        salesEndTime: endsThisMinute.time,
      });
      const justClosed = await createCatalogItem(db, host.user.id, {
        title: 'Just Closed Tasting',
        salesEndDate: endedLastMinute.date,
        salesEndTime: endedLastMinute.time,
      });
      const opensNow = await createCatalogItem(db, host.user.id, {
        title: 'Opening Tasting',
        salesStartDate: endsThisMinute.date,
        salesStartTime: endsThisMinute.time,
      });
      const opensLater = await createCatalogItem(db, host.user.id, {
        title: 'Later Tasting',
        salesStartDate: opensNextMinute.date,
        salesStartTime: opensNextMinute.time,
      });

      expect(await threeAnswers(ctx, (await createMember(db)).headers, lastMinute.id)).toEqual({
        page: { status: 'Active', salesState: 'open' },
        listed: true,
        cart: 'added',
      });
      expect(await threeAnswers(ctx, (await createMember(db)).headers, justClosed.id)).toEqual({
        page: { status: 'Active', salesState: 'closed' },
        listed: true,
        cart: '409 Ticket sales for Just Closed Tasting have closed.',
      });
      expect(await threeAnswers(ctx, (await createMember(db)).headers, opensNow.id)).toEqual({
        page: { status: 'Active', salesState: 'open' },
        listed: true,
        cart: 'added',
      });
      const later = await threeAnswers(ctx, (await createMember(db)).headers, opensLater.id);
      expect(later).toMatchObject({ page: { status: 'Active', salesState: 'not-started' }, listed: true });
      expect(later.cart).toMatch(/^409 Tickets for Later Tasting go on sale on /);
    } finally {
      vi.useRealTimers();
      await ctx.close();
    }
  });

  it('treats an item without a time as lasting its whole day: listed and on sale through it, past after it', async () => {
    const ctx = await createTestApp({ JOB_INTERVAL_SECONDS: '0', PUBLIC_CACHE_SECONDS: '0' });
    try {
      const db = ctx.database.db;
      const host = await createProfessional(db);
      // A zone where it is now day time, so that the item's day is neither just beginning nor just ending.
      const hour = new Date().getUTCHours();
      const [timeZone, offset] = hour >= 4 && hour < 20 ? ['GMT', 0] : hour >= 20 ? ['GMT-08:00', -480] : ['GMT+08:00', 480];
      const today = localParts(Date.now(), offset).date;
      const yesterday = localParts(Date.now() - 86_400_000, offset).date;
      const lastWeek = localParts(Date.now() - 7 * 86_400_000, offset).date;
      const window = { time: null, timeZone, salesStartDate: lastWeek, salesStartTime: '00:00', salesEndTime: '23:59' };
      const todays = await createCatalogItem(db, host.user.id, { ...window, title: 'All Day Tasting', date: today, salesEndDate: today });
      const yesterdays = await createCatalogItem(db, host.user.id, {
        ...window,
        title: 'Yesterday Tasting',
        date: yesterday,
        salesEndDate: yesterday,
      });

      expect(await threeAnswers(ctx, (await createMember(db)).headers, todays.id)).toEqual({
        page: { status: 'Active', salesState: 'open' },
        listed: true,
        cart: 'added',
      });
      expect(await threeAnswers(ctx, (await createMember(db)).headers, yesterdays.id)).toEqual({
        page: { status: 'Past', salesState: 'closed' },
        listed: false,
        cart: '409 Ticket sales for Yesterday Tasting have closed.',
      });
    } finally {
      await ctx.close();
    }
  });
});
