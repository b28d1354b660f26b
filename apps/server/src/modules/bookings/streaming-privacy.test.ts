import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { orderItems } from '../cart/schema.ts';
import { tickets } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
});
afterAll(async () => ctx.close());

const LINK = 'https://meet.example.com/secret-room-7781';
const INSTRUCTIONS = 'Passcode 4471; join ten minutes early with your glasses ready.';
const SECRET = /secret-room-7781|Passcode 4471/;

const updateUrl = (id: number) => `/api/auth/business-profile/event-details-update/${id}/`;
const detailsUrl = (id: number) => `/api/auth/business-profile/event-details/${id}/`;
const bookingUrl = (id: number) => `/api/auth/member-profile/my-booking/${id}`;

async function onlineEventWithStreaming() {
  const db = ctx.database.db;
  const host = await createProfessional(db);
  const item = await createCatalogItem(db, host.user.id, { online: true, title: 'Sherry by Video' });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: updateUrl(item.id),
    headers: host.headers,
    payload: { streamingLink: LINK, streamingInstructions: INSTRUCTIONS },
  });
  expect(saved.statusCode).toBe(200);
  return { host, item };
}

describe("an online item's streaming details", () => {
  it('are saved by the host and read back only in their own view', async () => {
    const { host, item } = await onlineEventWithStreaming();
    const mine = await ctx.app.inject({ method: 'GET', url: detailsUrl(item.id), headers: host.headers });
    expect(mine.json()).toMatchObject({ streamingLink: LINK, streamingInstructions: INSTRUCTIONS });

    const otherHost = await createProfessional(ctx.database.db);
    const theirs = await ctx.app.inject({ method: 'GET', url: detailsUrl(item.id), headers: otherHost.headers });
    expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
    expect(theirs.body).not.toMatch(SECRET);
  });

  it('refuse a link that is not https with a message naming the field', async () => {
    const { host, item } = await onlineEventWithStreaming();
    const response = await ctx.app.inject({
      method: 'POST',
      url: updateUrl(item.id),
      headers: host.headers,
      payload: { streamingLink: 'http://meet.example.com/x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.streamingLink).toMatch(/https:\/\//);
  });

  it('never appear in public answers: detail, listing, sitemap', async () => {
    const { item } = await onlineEventWithStreaming();
    for (const url of [`/api/events/${item.id}`, '/api/events', '/api/events?online=true', '/sitemap.xml']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.body, url).not.toMatch(SECRET);
    }
    // Signed in as a member changes nothing on the public answer.
    const member = await createMember(ctx.database.db);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}`, headers: member.headers })).body).not.toMatch(SECRET);
  });

  it('reach a buyer with a paid booking, with a QR code per ticket, and nobody else', async () => {
    const db = ctx.database.db;
    const { item } = await onlineEventWithStreaming();
    const buyer = await createMember(db);
    const order = await createPaidOrder(db, buyer.user.id, [{ itemId: item.id, quantity: 2, unitPriceMinor: 4500, unitFeeMinor: 225 }], {
      totalMinor: 9990,
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await db
      .insert(tickets)
      .values(
        [1, 2].map((seq) => ({ code: `TEST-CODE-000${seq}`, orderId: order.id, orderItemId: line!.id, itemId: item.id, seq, admits: 1 })),
      );

    const booking = await ctx.app.inject({ method: 'GET', url: bookingUrl(item.id), headers: buyer.headers });
    expect(booking.statusCode).toBe(200);
    const body = booking.json();
    expect(body.streaming).toEqual({ streamingLink: LINK, streamingInstructions: INSTRUCTIONS });
    expect(body.bookings).toHaveLength(1);
    expect(body.bookings[0]).toMatchObject({ amountPaid: '99.90', currency: 'GBP', orderStatus: 'paid' });
    expect(body.bookings[0].tickets.map((t: { code: string }) => t.code)).toEqual(['TEST-CODE-0001', 'TEST-CODE-0002']);
    expect(body.bookings[0].tickets[0].qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Another member (no booking) and a member whose booking was refunded read nothing of it.
    const stranger = await createMember(db);
    const strangers = await ctx.app.inject({ method: 'GET', url: bookingUrl(item.id), headers: stranger.headers });
    expect(strangers.statusCode).toBe(404);
    expect(strangers.body).not.toMatch(SECRET);
    const refunded = await createMember(db);
    await createPaidOrder(db, refunded.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], { status: 'refunded' });
    const refundedBooking = await ctx.app.inject({ method: 'GET', url: bookingUrl(item.id), headers: refunded.headers });
    expect(refundedBooking.statusCode).toBe(200);
    expect(refundedBooking.json()).toMatchObject({ streaming: null, quantityBought: 0, bookings: [{ orderStatus: 'refunded' }] });
    expect(refundedBooking.body).not.toMatch(SECRET);
    // Nor does the members' bookings list carry them.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/member-profile/my-events-and-experiences', headers: buyer.headers })).body,
    ).not.toMatch(SECRET);
    // Signed out: no booking at all.
    expect((await ctx.app.inject({ method: 'GET', url: bookingUrl(item.id) })).statusCode).toBe(401);
  });
});
