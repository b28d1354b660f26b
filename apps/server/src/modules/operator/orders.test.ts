import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { OrderDetailSchema, OrdersPageSchema, RefundResultSchema } from '@trg/contract/operator-orders';
import { HostDashboardSchema } from '@trg/contract/dashboard';
import { MyBookingSchema } from '@trg/contract/catalog';
import { createCatalogItem, createMember, createProfessional, createStaffUser } from '../../testing/factories.ts';
import { useCartTestApp } from '../../testing/cart.ts';
import { testPaymentIntents, testPaymentRefunds } from '../payments/schema.ts';
import { emailOutbox } from '../email/schema.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { refunds } from '../checkout/schema.ts';
import { tickets } from '../bookings/schema.ts';
import { createVoucher } from '../cart/vouchers.ts';
import { auditLog } from './schema.ts';

const bed = useCartTestApp();
const db = () => bed.db();
const app = () => bed.context().app;
const client = bed.client;
const path = (template: string, id: number) => template.replace(':id', String(id));

type Headers = Record<string, string>;

/** A member buys these items (one ticket of each unless said) in one order, through the cart and the test card. */
async function buy(itemIds: { id: number; quantity?: number }[], voucherCode?: string, member?: Awaited<ReturnType<typeof createMember>>) {
  const buyer = member ?? (await createMember(db()));
  let orderId = 0;
  for (const { id, quantity } of itemIds) {
    const added = await client.add(buyer.headers, id, quantity ?? 1);
    expect(added.statusCode).toBe(200);
    orderId = client.json<{ OrderId: number }>(added).OrderId;
  }
  if (voucherCode) expect((await client.update(buyer.headers, { action: 'voucher', voucherCode })).statusCode).toBe(200);
  const intent = client.json<{ client_secret: string }>(await client.intent(buyer.headers, orderId));
  expect((await client.pay(buyer.headers, intent.client_secret)).statusCode).toBe(200);
  expect((await client.complete(buyer.headers, orderId)).statusCode).toBe(200);
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  return { buyer, order: order! };
}

async function staff(): Promise<Headers> {
  return (await createStaffUser(db())).headers;
}

const detail = async (headers: Headers, id: number) => {
  const response = await app().inject({ method: 'GET', url: path(OPERATOR_API_PATHS.order, id), headers });
  expect(response.statusCode).toBe(200);
  return OrderDetailSchema.parse(response.json());
};
const refund = (headers: Headers, id: number, payload: unknown) =>
  app().inject({ method: 'POST', url: path(OPERATOR_API_PATHS.orderRefund, id), headers, payload: payload as Record<string, unknown> });

async function hostGross(headers: Headers): Promise<Record<number, string>> {
  const response = await app().inject({ method: 'GET', url: API_PATHS.hostDashboard, headers });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(HostDashboardSchema.parse(response.json()).upcoming.map((item) => [item.itemId, item.takings]));
}

describe('searching orders', () => {
  it('finds an order by its reference (any case), buyer email, attendee name or item title, newest first, by status', async () => {
    const headers = await staff();
    const item = await bed.item({ title: 'Searchable Sauternes Supper', priceMinor: 3000 });
    const { order, buyer } = await buy([{ id: item.id }]);
    const search = async (query: string) => {
      const response = await app().inject({ method: 'GET', url: `${OPERATOR_API_PATHS.orders}?${query}`, headers });
      expect(response.statusCode).toBe(200);
      return OrdersPageSchema.parse(response.json());
    };
    for (const q of [order.bookingReference!.toLowerCase(), buyer.user.email.toUpperCase(), 'ada vine', 'sauternes supper']) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(page.results.map((row) => row.id)).toContain(order.id);
    }
    const byReference = await search(`q=${order.bookingReference}`);
    expect(byReference.count).toBe(1);
    expect(byReference.results[0]).toMatchObject({
      bookingReference: order.bookingReference,
      status: 'paid',
      total: '31.80',
      currency: 'GBP',
      items: ['Searchable Sauternes Supper'],
      buyerName: 'Ada Vine',
    });
    // A part of a reference is not a match: references are exact.
    expect((await search(`q=${order.bookingReference!.slice(0, 6)}`)).results.map((r) => r.id)).not.toContain(order.id);
    expect((await search('status=refunded')).results.map((r) => r.id)).not.toContain(order.id);
    const all = await search('');
    expect(all.results.map((r) => r.id)).toEqual([...all.results.map((r) => r.id)].sort((a, b) => b - a));
    expect((await app().inject({ method: 'GET', url: `${OPERATOR_API_PATHS.orders}?status=lost`, headers })).statusCode).toBe(400);
  });
});

describe('one order', () => {
  it('shows lines, attendee, buyer, totals, payment, tickets and history', async () => {
    const headers = await staff();
    const first = await bed.item({ title: 'Detail Tasting', priceMinor: 4500 });
    const second = await bed.item({ title: 'Detail Lunch', priceMinor: 2000 });
    const { order, buyer } = await buy([{ id: first.id, quantity: 2 }, { id: second.id }]);
    const shown = await detail(headers, order.id);
    expect(shown).toMatchObject({
      bookingReference: order.bookingReference,
      status: 'paid',
      currency: 'GBP',
      buyer: { userId: buyer.user.id, email: buyer.user.email, name: 'Ada Vine' },
      subtotal: '110.00',
      fees: '5.50',
      vat: '1.10',
      total: '116.60',
      payment: { provider: 'test', intentId: order.paymentIntentId, status: 'paid' },
      refunded: '0.00',
      refundable: '116.60',
    });
    expect(shown.attendee).toMatchObject({ firstName: 'Ada', lastName: 'Vine', city: 'London' });
    expect(shown.lines.map((l) => [l.title, l.quantity, l.unitPrice, l.unitFee, l.unitVat, l.lineTotal, l.refundable, l.refunded])).toEqual(
      [
        ['Detail Tasting', 2, '45.00', '2.25', '0.45', '95.40', '95.40', false],
        ['Detail Lunch', 1, '20.00', '1.00', '0.20', '21.20', '21.20', false],
      ],
    );
    expect(shown.tickets).toHaveLength(3);
    expect(shown.history.map((h) => h.kind)).toEqual(['created', 'paid', 'confirmation']);
    expect((await app().inject({ method: 'GET', url: path(OPERATOR_API_PATHS.order, 999_999), headers })).statusCode).toBe(404);
  });
});

describe('refunds', () => {
  it("refunds one line through the provider: tickets void, buyer emailed, booking shown refunded, host's gross drops, audited", async () => {
    const headers = await staff();
    const host = await createProfessional(db());
    const kept = await createCatalogItem(db(), host.user.id, { title: 'Kept Tasting', priceMinor: 4500 });
    const dropped = await createCatalogItem(db(), host.user.id, { title: 'Dropped Lunch', priceMinor: 2000 });
    const { order, buyer } = await buy([{ id: kept.id, quantity: 2 }, { id: dropped.id }]);
    expect(await hostGross(host.headers)).toMatchObject({ [kept.id]: '90.00', [dropped.id]: '20.00' });
    const before = await detail(headers, order.id);
    const line = before.lines.find((l) => l.title === 'Dropped Lunch')!;

    const response = await refund(headers, order.id, { lines: [line.id], reason: 'The buyer cannot come.' });
    expect(response.statusCode).toBe(200);
    const result = RefundResultSchema.parse(response.json());
    expect(result.refunded).toBe('21.20');
    expect(result.order).toMatchObject({
      status: 'paid',
      refunded: '21.20',
      refundPending: '0.00',
      refundable: '95.40',
      payment: { status: 'partially refunded' },
    });
    expect(result.order.lines.map((l) => l.refunded)).toEqual([false, true]);
    expect(result.order.refunds).toMatchObject([{ lineId: line.id, amount: '21.20', reason: 'operator', status: 'succeeded' }]);
    expect(result.order.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['refund', 'audit']));

    // The provider paid it, once.
    const paidBack = await db().select().from(testPaymentRefunds).where(eq(testPaymentRefunds.intentId, order.paymentIntentId!));
    expect(paidBack.map((r) => r.amountMinor)).toEqual([2120]);
    const [intent] = await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, order.paymentIntentId!));
    expect(intent?.refundedMinor).toBe(2120);
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.refundedMinor).toBe(2120);
    const lineTickets = await db().select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(lineTickets.filter((t) => t.orderItemId === line.id).map((t) => t.status)).toEqual(['void']);
    expect(lineTickets.filter((t) => t.orderItemId !== line.id).map((t) => t.status)).toEqual(['valid', 'valid']);

    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, buyer.user.email), eq(emailOutbox.kind, 'refund_notice')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Refund of £21.20 for booking ${order.bookingReference}`);
    expect(mail[0]?.message.text).toContain('The buyer cannot come.');

    const booking = MyBookingSchema.parse(
      (
        await app().inject({ method: 'GET', url: API_PATHS.bookings.one.replace(':id', String(dropped.id)), headers: buyer.headers })
      ).json(),
    );
    expect(booking.bookings[0]?.orderStatus).toBe('refunded');
    expect(await hostGross(host.headers)).toMatchObject({ [kept.id]: '90.00', [dropped.id]: '0.00' });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.subjectId, String(order.id))));
    expect(entry?.summary).toContain('Refunded 21.20 GBP');
    expect(entry?.before).toMatchObject({ refundedOrPendingMinor: 0, lines: [{ refunded: false }, { refunded: false }] });
    expect(entry?.after).toMatchObject({ refundedOrPendingMinor: 2120, lines: [{ refunded: false }, { refunded: true }] });

    // Refunding the same line again is refused; the rest of the order closes it at exactly its total.
    expect((await refund(headers, order.id, { lines: [line.id], reason: 'again' })).statusCode).toBe(400);
    const rest = RefundResultSchema.parse((await refund(headers, order.id, { reason: 'Event moved.' })).json());
    expect(rest.refunded).toBe('95.40');
    expect(rest.order).toMatchObject({ status: 'refunded', refunded: '116.60', refundable: '0.00' });
    expect((await refund(headers, order.id, { reason: 'more' })).statusCode).toBe(400);
  });

  it("refunds an amount: spread over the lines, which stay booked; the host's takings drop by it", async () => {
    const headers = await staff();
    const host = await createProfessional(db());
    const only = await createCatalogItem(db(), host.user.id, { title: 'Goodwill Dinner', priceMinor: 5000 });
    const { order, buyer } = await buy([{ id: only.id, quantity: 2 }]);
    const response = await refund(headers, order.id, { amount: '12.50', reason: 'Late start, goodwill.' });
    expect(response.statusCode).toBe(200);
    const result = RefundResultSchema.parse(response.json());
    expect(result.order).toMatchObject({ status: 'paid', refunded: '12.50', refundable: '93.50' });
    expect(result.order.lines[0]).toMatchObject({ refunded: false, partiallyRefunded: '12.50', refundable: '93.50' });
    expect(await hostGross(host.headers)).toMatchObject({ [only.id]: '87.50' });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ orderItemId: result.order.lines[0]!.id, amountMinor: 1250, reason: 'operator', status: 'succeeded' });
    // The booking stays paid and valid.
    const booking = MyBookingSchema.parse(
      (await app().inject({ method: 'GET', url: API_PATHS.bookings.one.replace(':id', String(only.id)), headers: buyer.headers })).json(),
    );
    expect(booking.bookings[0]?.orderStatus).toBe('paid');
    expect(booking.bookings[0]?.tickets.map((t) => t.status)).toEqual(['valid', 'valid']);
  });

  it('refunds with a voucher: each line less its share of the discount, the last takes what is left', async () => {
    const headers = await staff();
    const a = await bed.item({ title: 'Voucher A', priceMinor: 3333 });
    const b = await bed.item({ title: 'Voucher B', priceMinor: 3333 });
    await createVoucher(db(), { code: 'OPS10', percent: 10 });
    const { order } = await buy([{ id: a.id }, { id: b.id }], 'OPS10');
    expect(order.discountMinor).toBe(667);
    const shown = await detail(headers, order.id);
    // Each line: 33.33 + 1.67 fee + 0.33 VAT = 35.33, less half the 6.67 discount (3.34, rounded half up): 31.99; the second
    // line, the last, takes what is left (32.00), so together they are exactly the 63.99 paid.
    const first = RefundResultSchema.parse((await refund(headers, order.id, { lines: [shown.lines[0]!.id], reason: 'Split' })).json());
    expect(first.refunded).toBe('31.99');
    const second = RefundResultSchema.parse((await refund(headers, order.id, { lines: [shown.lines[1]!.id], reason: 'Split' })).json());
    expect(second.refunded).toBe('32.00');
    expect(Math.round((Number(first.refunded) + Number(second.refunded)) * 100)).toBe(order.totalMinor);
    expect(second.order.status).toBe('refunded');
  });

  it('refuses, changing nothing: no reason, unknown line, bad amounts, too much, wrong decimals, unpaid orders', async () => {
    const headers = await staff();
    const item = await bed.item({ priceMinor: 1000 });
    const { order } = await buy([{ id: item.id }]);
    const cases: [unknown, number][] = [
      [{ reason: '' }, 400],
      [{ lines: [999_999], reason: 'x' }, 400],
      [{ lines: [], reason: 'x' }, 400],
      [{ amount: '0', reason: 'x' }, 400],
      [{ amount: '-1', reason: 'x' }, 400],
      [{ amount: '10.615', reason: 'x' }, 400],
      [{ amount: '10.6', reason: 'x', extra: true }, 400],
      [{ amount: '10.61', reason: 'x' }, 400],
      [{ amount: 'ten', reason: 'x' }, 400],
    ];
    for (const [payload, status] of cases)
      expect((await refund(headers, order.id, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect((await db().select().from(orderItems).where(eq(orderItems.orderId, order.id))).map((l) => l.refundedAt)).toEqual([null]);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(order.id))),
    ).toEqual([]);
    // 10.60 is exactly the total: allowed.
    expect((await refund(headers, order.id, { amount: '10.60', reason: 'All of it back' })).statusCode).toBe(200);

    // A cart that was never paid.
    const member = await createMember(db());
    const cart = client.json<{ OrderId: number }>(await client.add(member.headers, item.id));
    expect((await refund(headers, cart.OrderId, { reason: 'x' })).statusCode).toBe(400);
  });

  it('refunds in a zero-decimal currency (JPY), refusing decimals', async () => {
    const headers = await staff();
    const yen = await bed.item({ currency: 'JPY', priceMinor: 5000 });
    const { order } = await buy([{ id: yen.id }]);
    expect(order.totalMinor).toBe(5300);
    expect((await refund(headers, order.id, { amount: '100.5', reason: 'x' })).statusCode).toBe(400);
    const result = RefundResultSchema.parse((await refund(headers, order.id, { amount: '300', reason: 'Goodwill' })).json());
    expect(result.order).toMatchObject({ refunded: '300.00', refundable: '5000.00' });
  });
});

describe('resending the confirmation', () => {
  it('queues the confirmation again for the buyer, audited and shown in the history', async () => {
    const headers = await staff();
    const item = await bed.item({ title: 'Resent Tasting' });
    const { order, buyer } = await buy([{ id: item.id }]);
    const response = await app().inject({
      method: 'POST',
      url: path(OPERATOR_API_PATHS.orderResendConfirmation, order.id),
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, buyer.user.email), eq(emailOutbox.kind, 'booking_confirmation')));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Your booking ${order.bookingReference} is confirmed`);
    const shown = await detail(headers, order.id);
    expect(shown.history.filter((h) => h.kind === 'confirmation').map((h) => h.summary)).toEqual([
      expect.stringContaining('Confirmation email'),
      expect.stringContaining('sent again'),
    ]);
    expect(shown.history.find((h) => h.kind === 'audit')?.by).toBeTruthy();
  });
});

describe('who may call', () => {
  it('answers 401 to visitors and 403 to members and hosts', async () => {
    const member = await createMember(db());
    const host = await createProfessional(db());
    for (const [method, url] of [
      ['GET', OPERATOR_API_PATHS.orders],
      ['GET', path(OPERATOR_API_PATHS.order, 1)],
      ['POST', path(OPERATOR_API_PATHS.orderRefund, 1)],
      ['POST', path(OPERATOR_API_PATHS.orderResendConfirmation, 1)],
    ] as const) {
      expect((await app().inject({ method, url, payload: method === 'POST' ? { reason: 'x' } : undefined })).statusCode).toBe(401);
      expect(
        (await app().inject({ method, url, headers: member.headers, payload: method === 'POST' ? { reason: 'x' } : undefined })).statusCode,
      ).toBe(403);
      expect(
        (await app().inject({ method, url, headers: host.headers, payload: method === 'POST' ? { reason: 'x' } : undefined })).statusCode,
      ).toBe(403);
    }
  });
});
