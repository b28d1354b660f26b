import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { HostDashboardSchema, MemberDashboardSchema, weekStartOf } from '@trg/contract/dashboard';
import { isoDateInDays } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createDraftItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { orderItems } from '../cart/schema.ts';
import { itemReviews } from '../reviews/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

async function refundLinesOf(orderId: number) {
  await ctx.database.db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, orderId));
}

describe('the host dashboard', () => {
  it("counts this month's paid sales per currency, leaves refunded ones out and never shows another host's", async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const otherHost = await createProfessional(db);
    const buyer = await createMember(db);
    const tasting = await createCatalogItem(db, host.user.id, { title: 'Chalk Cellar Tasting', currency: 'EUR', quantity: 30 });
    const dinner = await createCatalogItem(db, host.user.id, { kind: 'experience', title: 'Harvest Dinner', currency: 'GBP' });
    const rival = await createCatalogItem(db, otherHost.user.id, { title: 'Rival Tasting', currency: 'EUR' });
    await createDraftItem(db, host.user.id, { title: 'Unfinished Masterclass' });

    await createPaidOrder(db, buyer.user.id, [{ itemId: tasting.id, quantity: 2, unitPriceMinor: 4500 }], { currency: 'EUR' });
    await createPaidOrder(db, buyer.user.id, [{ itemId: dinner.id, quantity: 1, unitPriceMinor: 12000 }], { currency: 'GBP' });
    const refunded = await createPaidOrder(db, buyer.user.id, [{ itemId: tasting.id, quantity: 3, unitPriceMinor: 4500 }], {
      currency: 'EUR',
    });
    await refundLinesOf(refunded.id);
    await createPaidOrder(db, buyer.user.id, [{ itemId: rival.id, quantity: 5, unitPriceMinor: 1000 }], { currency: 'EUR' });
    // Paid long ago: in the item's sales, not in this month's.
    await createPaidOrder(db, buyer.user.id, [{ itemId: tasting.id, quantity: 1, unitPriceMinor: 4500 }], {
      currency: 'EUR',
      paidAt: new Date(Date.now() - 100 * 86_400_000),
    });

    const response = await get(API_PATHS.hostDashboard, host.headers);
    expect(response.statusCode).toBe(200);
    const body = HostDashboardSchema.parse(response.json());
    expect(body.month).toBe(new Date().toISOString().slice(0, 7));
    expect(body.thisMonth).toEqual([
      { currency: 'EUR', ticketsSold: 2, takings: '90.00' },
      { currency: 'GBP', ticketsSold: 1, takings: '120.00' },
    ]);
    expect(body.upcoming.map((item) => item.title).sort()).toEqual(['Chalk Cellar Tasting', 'Harvest Dinner']);
    expect(body.upcoming.find((item) => item.itemId === tasting.id)).toMatchObject({
      ticketsSold: 3,
      capacity: 30,
      currency: 'EUR',
      takings: '135.00',
    });
    expect(JSON.stringify(body)).not.toContain('Rival Tasting');
    expect(body.drafts).toHaveLength(1);
    expect(body.drafts[0]?.title).toBe('Unfinished Masterclass');
    expect(body.drafts[0]?.missing.length).toBeGreaterThan(0);

    expect(body.weeklySales).toHaveLength(8);
    const thisWeek = body.weeklySales.at(-1);
    expect(thisWeek?.weekStart).toBe(weekStartOf(Date.now()));
    expect(thisWeek?.ticketsSold).toBe(3);
    expect(body.weeklySales.reduce((sum, week) => sum + week.ticketsSold, 0)).toBe(3);
  });

  it('is for hosts only', async () => {
    const member = await createMember(ctx.database.db);
    expect((await get(API_PATHS.hostDashboard, member.headers)).statusCode).toBe(403);
    expect((await get(API_PATHS.hostDashboard, {})).statusCode).toBe(401);
  });
});

describe('the member dashboard', () => {
  it('shows the soonest booking and the reviews waiting for items that have started, not refunded or reviewed ones', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const member = await createMember(db);
    const later = await createCatalogItem(db, host.user.id, { title: 'Later Tasting', date: isoDateInDays(40) });
    const soon = await createCatalogItem(db, host.user.id, { title: 'Soon Tasting', date: isoDateInDays(10), timeZone: 'GMT+01:00' });
    const past = await createCatalogItem(db, host.user.id, { title: 'Past Tasting', date: isoDateInDays(-3) });
    const pastRefunded = await createCatalogItem(db, host.user.id, { title: 'Refunded Tasting', date: isoDateInDays(-4) });
    const pastReviewed = await createCatalogItem(db, host.user.id, { title: 'Reviewed Tasting', date: isoDateInDays(-5) });
    const soonerRefunded = await createCatalogItem(db, host.user.id, { title: 'Sooner But Refunded', date: isoDateInDays(2) });

    await createPaidOrder(db, member.user.id, [{ itemId: later.id, quantity: 1, unitPriceMinor: 4500 }]);
    const soonOrder = await createPaidOrder(db, member.user.id, [{ itemId: soon.id, quantity: 2, unitPriceMinor: 4500 }]);
    await createPaidOrder(db, member.user.id, [{ itemId: past.id, quantity: 1, unitPriceMinor: 4500 }]);
    await refundLinesOf((await createPaidOrder(db, member.user.id, [{ itemId: pastRefunded.id, quantity: 1, unitPriceMinor: 4500 }])).id);
    await refundLinesOf((await createPaidOrder(db, member.user.id, [{ itemId: soonerRefunded.id, quantity: 1, unitPriceMinor: 4500 }])).id);
    await createPaidOrder(db, member.user.id, [{ itemId: pastReviewed.id, quantity: 1, unitPriceMinor: 4500 }]);
    await db.insert(itemReviews).values({ itemId: pastReviewed.id, userId: member.user.id, rating: 5, comment: 'Lovely.' });

    const response = await get(API_PATHS.memberDashboard, member.headers);
    expect(response.statusCode).toBe(200);
    const body = MemberDashboardSchema.parse(response.json());
    expect(body.nextBooking).toMatchObject({
      itemId: soon.id,
      title: 'Soon Tasting',
      date: isoDateInDays(10),
      time: '19:00',
      timeZone: 'GMT+01:00',
      quantity: 2,
      bookingReference: soonOrder.bookingReference,
      kind: 'event',
    });
    expect(body.reviewsToWrite.map((entry) => entry.title)).toEqual(['Past Tasting']);
  });

  it('is for members only, and shows nothing of other members', async () => {
    const host = await createProfessional(ctx.database.db);
    expect((await get(API_PATHS.memberDashboard, host.headers)).statusCode).toBe(403);
    const fresh = await createMember(ctx.database.db);
    const response = await get(API_PATHS.memberDashboard, fresh.headers);
    expect(response.json()).toEqual({ nextBooking: null, reviewsToWrite: [], winesToReview: [] });
  });
});
