import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { catalogItems } from '../catalog/schema.ts';

let ctx: TestContext;
let hostId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  hostId = (await createProfessional(ctx.database.db)).user.id;
});
afterAll(async () => ctx.close());

const LIST = '/api/auth/member-profile/my-events-and-experiences';

describe("a member's bookings", () => {
  it('lists bought events and experiences under the spec names, with frozen prices, newest first', async () => {
    const db = ctx.database.db;
    const member = await createMember(db);
    const event = await createCatalogItem(db, hostId, {
      title: 'Syrah Dinner',
      itemType: 'Wine Dinner',
      currency: 'EUR',
      priceMinor: 9900,
      imageKey: '/artwork/syrah.svg',
    });
    const experience = await createCatalogItem(db, hostId, {
      kind: 'experience',
      title: 'Jerez Day',
      itemType: 'Wine Tour',
      currency: 'EUR',
    });
    const older = await createPaidOrder(db, member.user.id, [{ itemId: event.id, quantity: 2, unitPriceMinor: 9500, unitFeeMinor: 475 }], {
      paidAt: new Date(Date.now() - 86_400_000),
      bookingReference: 'TRG-OLDER1',
    });
    await createPaidOrder(db, member.user.id, [{ itemId: experience.id, quantity: 1, unitPriceMinor: 18000 }], {
      bookingReference: 'TRG-NEWER1',
    });
    // Not this member's, and not paid: neither shows.
    await createPaidOrder(db, (await createMember(db)).user.id, [{ itemId: event.id, quantity: 1, unitPriceMinor: 9500 }]);
    await createPaidOrder(db, member.user.id, [{ itemId: event.id, quantity: 1, unitPriceMinor: 9500 }], {
      status: 'cart',
      paidAt: null,
      bookingReference: null,
    });

    const response = await ctx.app.inject({ method: 'GET', url: LIST, headers: member.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.boughtEvents).toEqual([
      {
        event__id: event.id,
        event__eventTitle: 'Syrah Dinner',
        event__eventType: 'Wine Dinner',
        order__orderDate: older.paidAt!.toISOString(),
        price: '95.00',
        currency: 'EUR',
        clientTransactionFee: '4.75',
        quantity: 2,
        mainExperienceImage: '/artwork/syrah.svg',
        bookingReference: 'TRG-OLDER1',
        slug: `syrah-dinner-${event.id}`,
        date: event.date,
        time: '19:00',
        timeZone: 'GMT',
        timeZoneId: 'Etc/UTC',
        orderStatus: 'paid',
        itemStatus: 'Active',
        amountPaid: '199.50',
      },
    ]);
    expect(body.boughtExperiences).toHaveLength(1);
    expect(body.boughtExperiences[0]).toMatchObject({
      experiences__id: experience.id,
      experiences__experienceTitle: 'Jerez Day',
      experiences__experienceType: 'Wine Tour',
      price: '180.00',
      clientTransactionFee: '9.00',
      mainExperienceImage: null,
      bookingReference: 'TRG-NEWER1',
    });
  });

  it('shows one booking with its references, the quantity bought and the admits per ticket, even once cancelled', async () => {
    const db = ctx.database.db;
    const member = await createMember(db);
    const event = await createCatalogItem(db, hostId, { ticketsPerOrder: 2 });
    await createPaidOrder(db, member.user.id, [{ itemId: event.id, quantity: 1, unitPriceMinor: 4500 }], {
      bookingReference: 'TRG-AAAAAA',
    });
    await createPaidOrder(db, member.user.id, [{ itemId: event.id, quantity: 2, unitPriceMinor: 4500 }], {
      bookingReference: 'TRG-BBBBBB',
    });
    const url = `/api/auth/member-profile/my-booking/${event.id}`;
    const body = (await ctx.app.inject({ method: 'GET', url, headers: member.headers })).json();
    expect(body).toMatchObject({ quantityBought: 3, ticketsPerOrder: 2, item: { id: event.id, status: 'Active' } });
    expect(body.bookings.map((b: { bookingReference: string }) => b.bookingReference).sort()).toEqual(['TRG-AAAAAA', 'TRG-BBBBBB']);

    await db.update(catalogItems).set({ status: 'Cancelled' }).where(eq(catalogItems.id, event.id));
    const cancelled = await ctx.app.inject({ method: 'GET', url, headers: member.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().item.status).toBe('Cancelled');

    const other = await createMember(db);
    expect((await ctx.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
  });
});
