import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';
import { isoDateInDays } from '@trg/contract/dates';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { orderItems, orders } from '../cart/schema.ts';

let ctx: TestContext;
let hostId: number;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  hostId = (await createProfessional(ctx.database.db)).user.id;
});
afterAll(async () => ctx.close());

/** Reviews open once an item has started: this one took place yesterday (still on sale from five days before). */
const STARTED = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };

const reviewUrl = (id: number) => `/api/auth/business-profile/create-event-and-experience-review/${id}/`;
const getUrl = (id: number) => `/api/auth/member-profile/get-event-review/${id}`;

async function paidGuest(itemId: number) {
  const member = await createMember(ctx.database.db);
  await createPaidOrder(ctx.database.db, member.user.id, [{ itemId, quantity: 2, unitPriceMinor: 4500 }]);
  return member;
}

describe('event and experience reviews', () => {
  it('lets a member with a paid booking review once, then shows the review read-only', async () => {
    const item = await createCatalogItem(ctx.database.db, hostId, STARTED);
    const guest = await paidGuest(item.id);
    const before = await ctx.app.inject({ method: 'GET', url: getUrl(item.id), headers: guest.headers });
    expect(before.json()).toEqual({ eventReviewExists: false, rating: null, comment: null, canReview: true });

    const created = await ctx.app.inject({
      method: 'POST',
      url: reviewUrl(item.id),
      headers: guest.headers,
      payload: { product: 'event', rating: 5, comment: '  A wonderful evening.  ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ eventReviewExists: true, rating: 5, comment: 'A wonderful evening.', canReview: false });

    const after = await ctx.app.inject({ method: 'GET', url: getUrl(item.id), headers: guest.headers });
    expect(after.json()).toEqual({ eventReviewExists: true, rating: 5, comment: 'A wonderful evening.', canReview: false });

    const twice = await ctx.app.inject({
      method: 'POST',
      url: reviewUrl(item.id),
      headers: guest.headers,
      payload: { product: 'event', rating: 1, comment: 'Changed my mind' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have already reviewed this event.');

    const summary = (await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json();
    expect(summary).toMatchObject({ reviewAverage: 5, reviewCount: 1 });
  });

  it('works for experiences too', async () => {
    const item = await createCatalogItem(ctx.database.db, hostId, { ...STARTED, kind: 'experience' });
    const guest = await paidGuest(item.id);
    const created = await ctx.app.inject({
      method: 'POST',
      url: reviewUrl(item.id),
      headers: guest.headers,
      payload: { product: 'experience', rating: '4', comment: 'Good day out' },
    });
    expect(created.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/experiences/${item.id}` })).json()).toMatchObject({
      reviewAverage: 4,
      reviewCount: 1,
    });
  });

  it('refuses members without a paid booking (unpaid or refunded orders do not count)', async () => {
    const item = await createCatalogItem(ctx.database.db, hostId, STARTED);
    const stranger = await createMember(ctx.database.db);
    const unpaid = await createMember(ctx.database.db);
    await createPaidOrder(ctx.database.db, unpaid.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], {
      status: 'cart',
      paidAt: null,
      bookingReference: null,
    });
    const refunded = await createMember(ctx.database.db);
    await createPaidOrder(ctx.database.db, refunded.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], {
      status: 'refunded',
    });
    for (const member of [stranger, unpaid, refunded]) {
      expect((await ctx.app.inject({ method: 'GET', url: getUrl(item.id), headers: member.headers })).json().canReview).toBe(false);
      const response = await ctx.app.inject({
        method: 'POST',
        url: reviewUrl(item.id),
        headers: member.headers,
        payload: { product: 'event', rating: 3, comment: 'Hmm' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Only guests with a paid booking for this event can review it.');
    }
  });

  it.each([
    [{ product: 'event', rating: 0, comment: 'x' }, 'rating'],
    [{ product: 'event', rating: 6, comment: 'x' }, 'rating'],
    [{ product: 'event', rating: 4.5, comment: 'x' }, 'rating'],
    [{ product: 'event', comment: 'x' }, 'rating'],
    [{ product: 'event', rating: 4, comment: '   ' }, 'comment'],
    [{ product: 'event', rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
    [{ product: 'wine', rating: 4, comment: 'x' }, 'product'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const item = await createCatalogItem(ctx.database.db, hostId, STARTED);
    const guest = await paidGuest(item.id);
    const response = await ctx.app.inject({ method: 'POST', url: reviewUrl(item.id), headers: guest.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it("refuses a product that is not the item's kind with a 400 naming product, and stores nothing", async () => {
    for (const [kind, wrong] of [
      ['event', 'experience'],
      ['experience', 'event'],
    ] as const) {
      const item = await createCatalogItem(ctx.database.db, hostId, { ...STARTED, kind });
      const guest = await paidGuest(item.id);
      const response = await ctx.app.inject({
        method: 'POST',
        url: reviewUrl(item.id),
        headers: guest.headers,
        payload: { product: wrong, rating: 4, comment: 'Lovely' },
      });
      expect(response.statusCode).toBe(400);
      const message = `This is ${kind === 'event' ? 'an event' : 'an experience'}: send product ${kind}.`;
      expect(response.json()).toEqual({ error: { code: 'validation_error', message, fields: { product: message } } });
      expect((await ctx.app.inject({ method: 'GET', url: getUrl(item.id), headers: guest.headers })).json()).toMatchObject({
        eventReviewExists: false,
        canReview: true,
      });
    }
  });

  it('answers 404 for unknown items and drafts', async () => {
    const member = await createMember(ctx.database.db);
    const draft = await createCatalogItem(ctx.database.db, hostId, { status: 'Draft' });
    for (const id of [999999, draft.id]) {
      expect((await ctx.app.inject({ method: 'GET', url: getUrl(id), headers: member.headers })).statusCode).toBe(404);
      const response = await ctx.app.inject({
        method: 'POST',
        url: reviewUrl(id),
        headers: member.headers,
        payload: { product: 'event', rating: 3, comment: 'x' },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('keeps reviews closed until the item has started, whatever the booking', async () => {
    const item = await createCatalogItem(ctx.database.db, hostId);
    const guest = await paidGuest(item.id);
    expect((await ctx.app.inject({ method: 'GET', url: getUrl(item.id), headers: guest.headers })).json()).toMatchObject({
      canReview: false,
    });
    const early = await ctx.app.inject({
      method: 'POST',
      url: reviewUrl(item.id),
      headers: guest.headers,
      payload: { product: 'event', rating: 5, comment: 'Can not wait' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe('Reviews open once this event has started: come back after you have been.');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json()).toMatchObject({ reviewCount: 0 });
  });

  it("stops counting a review once its author's booking is refunded, in the average and the count", async () => {
    const item = await createCatalogItem(ctx.database.db, hostId, STARTED);
    const happy = await paidGuest(item.id);
    const unhappy = await createMember(ctx.database.db);
    const order = await createPaidOrder(ctx.database.db, unhappy.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
    for (const [guest, rating] of [
      [happy, 5],
      [unhappy, 1],
    ] as const) {
      const posted = await ctx.app.inject({
        method: 'POST',
        url: reviewUrl(item.id),
        headers: guest.headers,
        payload: { product: 'event', rating, comment: 'Noted' },
      });
      expect(posted.statusCode).toBe(201);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json()).toMatchObject({
      reviewAverage: 3,
      reviewCount: 2,
    });

    // A line refunded on its own (its order holds other items) stops the review counting as well.
    await ctx.database.db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, order.id));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json()).toMatchObject({
      reviewAverage: 5,
      reviewCount: 1,
    });
    await ctx.database.db.update(orderItems).set({ refundedAt: null }).where(eq(orderItems.orderId, order.id));
    await ctx.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json()).toMatchObject({
      reviewAverage: 5,
      reviewCount: 1,
    });
  });
});
