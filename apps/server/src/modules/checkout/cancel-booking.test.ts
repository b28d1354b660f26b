import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import type { MyBooking } from '@trg/contract/catalog';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { WAITING_LIST_QUEUES } from '../cart/waiting-list.ts';
import { tickets } from '../bookings/schema.ts';
import { bookingCancellations, refunds } from './schema.ts';
import { ledgerLines } from '../ledger/schema.ts';
import { unbalancedTransactions } from '../ledger/index.ts';

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof createMember>>;

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db, { firstName: 'Hélène' });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

const cancel = (headers: Headers, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: apiPath(API_PATHS.bookings.cancel, { id }), headers, payload });

const booking = async (headers: Headers, id: number) => {
  const response = await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.bookings.one, { id }), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyBooking>();
};

const publicItem = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.catalog.event.item, { id }) })).json();

/** The member buys `quantity` tickets through the cart, the test card and complete-order: the paid order. */
async function buy(member: Member, itemId: number, quantity = 1) {
  const c = cartClient(ctx.app);
  const added = await c.add(member.headers, itemId, quantity);
  expect(added.statusCode, added.body).toBe(200);
  const { OrderId } = c.json<{ OrderId: number }>(added);
  const intent = c.json<{ client_secret: string }>(await c.intent(member.headers, OrderId));
  expect((await c.pay(member.headers, intent.client_secret)).statusCode).toBe(200);
  expect((await c.complete(member.headers, OrderId)).statusCode).toBe(200);
  const [order] = await db().select().from(orders).where(eq(orders.id, OrderId));
  return order!;
}

const mailOf = (to: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

const money = (minor: number) => (minor / 100).toFixed(2);

describe('a buyer cancels within the policy', () => {
  it('is told the refund first, then refunded it in full through the provider; tickets void, places back, both told', async () => {
    const item = await createCatalogItem(db(), host.user.id, { title: 'Harvest Supper', date: isoDateInDays(30), quantity: 10 });
    const buyer = await createMember(db(), { firstName: 'Ada' });
    const order = await buy(buyer, item.id, 2);
    const paid = order.totalMinor!;
    expect((await publicItem(item.id)).ticketsAvailable).toBe(8);

    const before = await booking(buyer.headers, item.id);
    expect(before.bookings[0]?.cancellation).toEqual({
      state: 'open',
      refund: money(paid),
      percent: 100,
      message: expect.stringContaining('refunded £'),
      terms: 'Full refund of the ticket price and booking fee if you cancel up to 14 days before the start; no refund after that.',
    });

    const done = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: money(paid) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ refund: money(paid), currency: 'GBP' });
    expect(done.json().message).toContain(`Booking ${order.bookingReference} is cancelled.`);

    // Queued with the buyer's reason and carried out through the (test) provider after the commit.
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amountMinor: paid, reason: 'buyer_cancelled', status: 'succeeded', currency: 'GBP' });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'refunded', refundReason: 'buyer_cancelled', refundedMinor: paid });
    const voided = await db().select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(voided.map((t) => [t.status, t.voidReason])).toEqual([
      ['void', 'cancelled'],
      ['void', 'cancelled'],
    ]);
    expect((await publicItem(item.id)).ticketsAvailable).toBe(10);

    const [toBuyer] = await mailOf(buyer.user.email, 'booking_cancelled');
    expect(toBuyer?.subject).toBe(`Booking ${order.bookingReference} cancelled: £${money(paid)} refunded`);
    expect(toBuyer?.message.text).toContain(`Refund: £${money(paid)}, to the card you paid with.`);
    const [toHost] = await mailOf(host.user.email, 'booking_cancelled_host');
    expect(toHost?.message.text).toContain(`A guest has cancelled booking ${order.bookingReference}: 2 tickets for Harvest Supper`);

    const page = await booking(buyer.headers, item.id);
    expect(page.bookings[0]).toMatchObject({ orderStatus: 'refunded', cancellation: { state: 'cancelled', refund: money(paid) } });
    expect(page.bookings[0]?.tickets.every((t) => t.voidReason === 'cancelled')).toBe(true);

    // Twice: refused, and nothing more is refunded.
    const twice = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: money(paid) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(`You have already cancelled booking ${order.bookingReference}.`);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('refunds the host’s share between the two cut-offs, and refuses an amount the terms no longer give', async () => {
    const item = await createCatalogItem(db(), host.user.id, {
      date: isoDateInDays(30),
      refundFullDays: 45,
      refundPartialDays: 20,
      refundPartialPercent: 40,
    });
    const buyer = await createMember(db());
    const order = await buy(buyer, item.id, 1);
    const share = Math.floor((order.totalMinor! * 40) / 100);
    expect((await publicItem(item.id)).refundTerms).toEqual({ fullRefundDays: 45, partialRefundDays: 20, partialRefundPercent: 40 });
    expect((await booking(buyer.headers, item.id)).bookings[0]?.cancellation).toMatchObject({
      state: 'open',
      percent: 40,
      refund: money(share),
    });

    const stale = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: money(order.totalMinor!) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain(`Cancelling now refunds £${money(share)}`);
    expect(await db().select().from(bookingCancellations).where(eq(bookingCancellations.orderId, order.id))).toHaveLength(0);

    const done = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: money(share) });
    expect(done.statusCode, done.body).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amountMinor: share, reason: 'buyer_cancelled' });

    // The books: the host keeps their share of what was not refunded (60% of the price), the platform 60% of the fee.
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const price = line!.unitPriceMinor! * line!.quantity;
    const sums: Record<string, number> = {};
    for (const row of await db().select().from(ledgerLines).where(eq(ledgerLines.orderId, order.id))) {
      sums[row.account] = (sums[row.account] ?? 0) + row.amountMinor;
    }
    expect(-sums.host_payable!).toBe(price - Math.round((price * share) / order.totalMinor!));
    expect(sums.provider_clearing).toBe(order.totalMinor! - share);
    expect(await unbalancedTransactions(db())).toEqual([]);
  });

  it('frees the place without a refund after the cut-off, once the buyer confirms nothing is refunded', async () => {
    const item = await createCatalogItem(db(), host.user.id, { date: isoDateInDays(5) });
    const buyer = await createMember(db());
    const order = await buy(buyer, item.id, 1);
    expect((await booking(buyer.headers, item.id)).bookings[0]?.cancellation).toMatchObject({ state: 'open', percent: 0, refund: '0.00' });

    const done = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: '0.00' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toContain('without a refund');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line?.refundedAt).not.toBeNull();
    const [toBuyer] = await mailOf(buyer.user.email, 'booking_cancelled');
    expect(toBuyer?.message.text).toContain('Refund: none.');
  });
});

describe('a booking in an order of several items', () => {
  it('refunds that line’s share and leaves the order paid with its other line standing', async () => {
    const first = await createCatalogItem(db(), host.user.id, { title: 'Morning Tasting', date: isoDateInDays(30), priceMinor: 3000 });
    const second = await createCatalogItem(db(), host.user.id, { title: 'Evening Dinner', date: isoDateInDays(30), priceMinor: 9000 });
    const buyer = await createMember(db());
    const c = cartClient(ctx.app);
    expect((await c.add(buyer.headers, first.id, 1)).statusCode).toBe(200);
    const { OrderId } = c.json<{ OrderId: number }>(await c.add(buyer.headers, second.id, 1));
    const intent = c.json<{ client_secret: string }>(await c.intent(buyer.headers, OrderId));
    expect((await c.pay(buyer.headers, intent.client_secret)).statusCode).toBe(200);
    expect((await c.complete(buyer.headers, OrderId)).statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, OrderId));
    const [line] = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, OrderId), eq(orderItems.itemId, first.id)));
    const lineMinor = (line!.unitPriceMinor ?? 0) + (line!.unitFeeMinor ?? 0) + (line!.unitVatMinor ?? 0);

    const quote = (await booking(buyer.headers, first.id)).bookings[0]?.cancellation;
    expect(quote).toMatchObject({ state: 'open', refund: money(lineMinor), percent: 100 });
    const done = await cancel(buyer.headers, first.id, { bookingReference: order!.bookingReference, refund: money(lineMinor) });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await db().select().from(orders).where(eq(orders.id, OrderId));
    expect(after?.status).toBe('paid');
    expect((await db().select().from(refunds).where(eq(refunds.orderId, OrderId))).map((r) => r.amountMinor)).toEqual([lineMinor]);
    // The other line stands, and cancelling it later refunds what the order has left.
    const rest = (await booking(buyer.headers, second.id)).bookings[0]?.cancellation;
    expect(rest).toMatchObject({ state: 'open', refund: money(order!.totalMinor! - lineMinor) });
  });
});

describe('who may cancel what, and when', () => {
  it('only the buyer, only their booking of that item: others are told there is no such booking', async () => {
    const item = await createCatalogItem(db(), host.user.id);
    const buyer = await createMember(db());
    const order = await buy(buyer, item.id, 1);
    const body = { bookingReference: order.bookingReference, refund: money(order.totalMinor!) };

    expect((await cancel({}, item.id, body)).statusCode).toBe(401);
    expect((await cancel(host.headers, item.id, body)).statusCode).toBe(403);
    const stranger = await cancel((await createMember(db())).headers, item.id, body);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toContain(`You have no booking ${order.bookingReference}`);
    expect((await cancel(buyer.headers, item.id + 100_000, body)).statusCode).toBe(404);
    expect((await cancel(buyer.headers, item.id, { ...body, bookingReference: 'TRG-NOPE00' })).statusCode).toBe(404);
    const bad = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: 'all of it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('refund');

    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('paid');
  });

  it('refuses once the item has started', async () => {
    const item = await createCatalogItem(db(), host.user.id, {
      date: isoDateInDays(-1),
      salesStartDate: isoDateInDays(-10),
      salesEndDate: isoDateInDays(-2),
    });
    const buyer = await createMember(db());
    const order = await createPaidOrder(db(), buyer.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], {
      totalMinor: 4500,
    });
    expect((await booking(buyer.headers, item.id)).bookings[0]?.cancellation).toMatchObject({ state: 'closed' });
    const late = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: '0.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Test Tasting Evening has started: this booking can no longer be cancelled.');
  });
});

describe('a cancelled place goes to the waiting list first', () => {
  it('offers the freed place to the first in line, who is emailed', async () => {
    const item = await createCatalogItem(db(), host.user.id, { title: 'Last Magnum Supper', quantity: 1, maximumQuantity: 1 });
    const buyer = await createMember(db());
    const order = await buy(buyer, item.id, 1);
    const waiting = await createMember(db());
    const joined = await ctx.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.waitingList.join, { id: item.id }),
      headers: waiting.headers,
      payload: {},
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const done = await cancel(buyer.headers, item.id, { bookingReference: order.bookingReference, refund: money(order.totalMinor!) });
    expect(done.statusCode, done.body).toBe(200);
    await ctx.app.queue.workDue([WAITING_LIST_QUEUES.offer]);
    const [hold] = await mailOf(waiting.user.email, 'waiting_list_hold');
    expect(hold?.subject).toBe('A place at Last Magnum Supper is held for you for 30 minutes');
    // Held for them: everyone else still sees it sold out.
    expect((await publicItem(item.id)).salesState).toBe('sold-out');
  });
});

describe('the confirmation email', () => {
  it('links to the booking page to manage the booking', async () => {
    const item = await createCatalogItem(db(), host.user.id, { title: 'Manage Me' });
    const buyer = await createMember(db());
    await buy(buyer, item.id, 1);
    const [confirmation] = await mailOf(buyer.user.email, 'booking_confirmation');
    expect(confirmation?.message.text).toContain(
      `Manage booking (tickets, cancel): http://localhost:3000/Mydashboard/MyEvents/manage-me-${item.id}`,
    );
    expect(confirmation?.message.html).toContain('>Manage booking</a>');
  });
});

describe('the host’s refund terms', () => {
  it('are saved from the editor, checked (N ≥ M ≥ 0, 0 ≤ P ≤ 100), and cleared back to the site’s', async () => {
    const item = await createCatalogItem(db(), host.user.id);
    const update = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auth/business-profile/event-details-update/${item.id}/`,
        headers: host.headers,
        payload,
      });
    const saved = await update({ refundTerms: { fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().refundTerms).toEqual({ fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 });
    const refused = await update({ refundTerms: { fullRefundDays: 7, partialRefundDays: 30, partialRefundPercent: 50 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty(['refundTerms.partialRefundDays']);
    expect((await update({ refundTerms: null })).json().refundTerms).toBeNull();
  });
});
