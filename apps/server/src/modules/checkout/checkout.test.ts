import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OrderDataSchema, PaymentIntentResultSchema } from '@trg/contract/cart';
import { createMember } from '../../testing/factories.ts';
import { ATTENDEE, CARDS, useCartTestApp } from '../../testing/cart.ts';
import { testPaymentIntents } from '../payments/schema.ts';
import { emailOutbox } from '../email/schema.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { refunds } from './schema.ts';
import { tickets } from '../bookings/schema.ts';
import { createVoucher } from '../cart/vouchers.ts';
import { refundPaidOrdersForItem } from './refunds.ts';

const bed = useCartTestApp();
const client = bed.client;

const db = () => bed.context().database.db;
const item = bed.item;

/** A member with `quantity` tickets of `itemId` in the cart; answers their headers and order id. */
async function memberWithCart(itemId: number, quantity = 1) {
  const member = await createMember(db());
  const added = await client.add(member.headers, itemId, quantity);
  expect(added.statusCode).toBe(200);
  return { ...member, orderId: client.json<{ OrderId: number }>(added).OrderId };
}

async function startPayment(headers: Record<string, string>, orderId: number) {
  const response = await client.intent(headers, orderId);
  expect(response.statusCode).toBe(200);
  return PaymentIntentResultSchema.parse(client.json(response));
}

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const outboxFor = async (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe('create-payment-intent', () => {
  it('stores the attendee, freezes the prices, holds the tickets for 15 minutes and answers a client secret', async () => {
    const event = await item({ priceMinor: 4500 });
    const buyer = await memberWithCart(event.id, 2);
    const before = Date.now();
    const intent = await startPayment(buyer.headers, buyer.orderId);
    expect(intent).toMatchObject({ provider: 'test', amount: '95.40', currency: 'GBP' });
    expect(intent.client_secret).toMatch(/^pi_test_\w+_secret_\w+$/);
    expect(intent.bookingReference).toMatch(/^TRG-[A-HJ-NP-Z2-9]{6}$/);
    const held = new Date(intent.reservedUntil).getTime() - before;
    expect(held).toBeGreaterThan(14.9 * 60_000);
    expect(held).toBeLessThan(15.1 * 60_000);

    const order = await orderRow(buyer.orderId);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotalMinor: 9000,
      feesMinor: 450,
      vatMinor: 90,
      totalMinor: 9540,
      buyerEmail: buyer.user.email,
    });
    expect(order.attendee).toMatchObject({ firstName: 'Ada', lastName: 'Vine', postCode: 'SE1 1AA', companyName: '' });
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, buyer.orderId));
    expect(line).toMatchObject({ unitPriceMinor: 4500, unitFeeMinor: 225, unitVatMinor: 45 });
    // The provider holds the same amount and currency.
    const [providerSide] = await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, buyer.orderId));
    expect(providerSide).toMatchObject({ amountMinor: 9540, currency: 'GBP', status: 'requires_payment_method' });

    const data = OrderDataSchema.parse(client.json(await client.myOrders(buyer.headers)));
    expect(data).toMatchObject({ status: 'awaiting_payment', cartTotal: '95.40', reservedUntil: intent.reservedUntil });

    // Asking again for the same cart answers the same payment.
    expect((await startPayment(buyer.headers, buyer.orderId)).client_secret).toBe(intent.client_secret);
  });

  it('checks the attendee details, naming each field', async () => {
    const event = await item();
    const buyer = await memberWithCart(event.id);
    const response = await client.intent(buyer.headers, buyer.orderId, { ...ATTENDEE, firstName: '', country: 'XX', phone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(client.json(response).error.fields).toEqual({
      'attendeeDetails.firstName': "Please enter the attendee's first name",
      'attendeeDetails.phone': 'Please enter a phone number using digits',
      'attendeeDetails.country': 'Please choose a country from the list',
    });
    // Title, country code and company name are optional.
    const optional = await client.intent(buyer.headers, buyer.orderId, { ...ATTENDEE, title: null, countryCode: '', companyName: null });
    expect(optional.statusCode).toBe(200);
  });

  it("refuses another member's order, an empty cart and a sold-out item", async () => {
    const event = await item({ quantity: 1, maximumQuantity: 1, title: 'Single Seat' });
    const owner = await memberWithCart(event.id);
    const stranger = await createMember(db());
    expect((await client.intent(stranger.headers, owner.orderId)).statusCode).toBe(404);

    const emptied = await memberWithCart(event.id);
    await client.update(emptied.headers, { productGroup: 'Events', productId: event.id, action: 'remove' });
    const empty = await client.intent(emptied.headers, emptied.orderId);
    expect(empty.statusCode).toBe(409);
    expect(client.json(empty).error.message).toBe('Your cart is empty.');

    // Both carts hold the one seat; the first checkout holds it, the second is told.
    const rival = await memberWithCart(event.id);
    await startPayment(owner.headers, owner.orderId);
    const late = await client.intent(rival.headers, rival.orderId);
    expect(late.statusCode).toBe(409);
    expect(client.json(late).error.message).toBe('Sorry, Single Seat is sold out.');
  });
});

describe('paying with the test provider', () => {
  it('pays with 4242 4242 4242 4242: the order is paid once, tickets issued, the cart emptied, the email written', async () => {
    const event = await item({ priceMinor: 9500, currency: 'EUR', ticketsPerOrder: 2, title: 'Hermitage Dinner', locationCity: 'Tain' });
    const buyer = await memberWithCart(event.id, 2);
    const intent = await startPayment(buyer.headers, buyer.orderId);
    const paid = await client.pay(buyer.headers, intent.client_secret!);
    expect(paid.statusCode).toBe(200);
    expect(client.json(paid)).toMatchObject({ status: 'succeeded' });

    const completed = await client.complete(buyer.headers, buyer.orderId);
    expect(completed.statusCode).toBe(200);
    expect(client.json(completed)).toMatchObject({
      OrderId: buyer.orderId,
      status: 'paid',
      bookingReference: intent.bookingReference,
      cartTotal: '201.40',
      currency: 'EUR',
      tickets: 2,
    });
    const order = await orderRow(buyer.orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    const issued = await db().select().from(tickets).where(eq(tickets.orderId, buyer.orderId));
    expect(issued).toHaveLength(2);
    expect(
      issued.every((ticket) => ticket.admits === 2 && /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/.test(ticket.code)),
    ).toBe(true);

    // The cart is empty again (a new one opens on the next add).
    expect(client.json(await client.myOrders(buyer.headers))).toMatchObject({ OrderId: null, numberOfItemsInCart: 0 });
    expect(client.json(await client.summary(buyer.headers))).toEqual({ numberOfItemsInCart: 0 });

    // The confirmation went out as an .eml (no SMTP_URL in tests), with a QR code per ticket.
    await bed.context().app.mail.sendDue();
    const [email] = await outboxFor(buyer.user.email);
    expect(email).toMatchObject({ status: 'sent', subject: `Your booking ${intent.bookingReference} is confirmed` });
    // A QR code per ticket, and the booking's calendar file.
    expect(email!.message.attachments).toHaveLength(3);
    const files = fs.readdirSync(path.join(bed.context().config.dataDir, 'outbox'));
    const eml = files
      .map((file) => fs.readFileSync(path.join(bed.context().config.dataDir, 'outbox', file), 'utf8'))
      .find((text) => text.includes(intent.bookingReference));
    expect(eml).toBeDefined();
    expect(eml).toMatch(/Content-Type: image\/png/);
    expect(eml!.match(/Content-Type: image\/png/g)).toHaveLength(2);
    expect(eml).toMatch(/Content-Type: text\/calendar/);
    const text = email!.message.text;
    expect(text).toContain('Hermitage Dinner');
    expect(text).toContain('Where: 1 Test Street, Tain, SE1 1AA, United Kingdom');
    expect(text).toContain('Total paid: €201.40');
    expect(text).toContain(`Ticket ${issued[0]!.code}, admits 2`);
    expect(email!.message.html).toContain(`cid:ticket-${issued[0]!.code}@therealgrape`);
  });

  it.each([
    [CARDS.declined, 'Your card was declined.'],
    [CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
  ])('refuses %s with the provider’s message, and the member can try again', async (card, message) => {
    const event = await item();
    const buyer = await memberWithCart(event.id);
    const intent = await startPayment(buyer.headers, buyer.orderId);
    const declined = await client.pay(buyer.headers, intent.client_secret!, card);
    expect(declined.statusCode).toBe(402);
    expect(client.json(declined).error).toEqual({ code: 'payment_failed', message });

    const notPaid = await client.complete(buyer.headers, buyer.orderId);
    expect(notPaid.statusCode).toBe(402);
    expect((await orderRow(buyer.orderId)).status).toBe('payment_failed');

    expect((await client.pay(buyer.headers, intent.client_secret!, CARDS.visa)).statusCode).toBe(200);
    expect((await client.complete(buyer.headers, buyer.orderId)).statusCode).toBe(200);
    expect((await orderRow(buyer.orderId)).status).toBe('paid');
  });

  it('refuses a past expiry and a short security code', async () => {
    const event = await item();
    const buyer = await memberWithCart(event.id);
    const intent = await startPayment(buyer.headers, buyer.orderId);
    const expired = await client.pay(buyer.headers, intent.client_secret!, CARDS.visa, '01/20');
    expect(client.json(expired).error.message).toBe("Your card's expiry date is in the past.");
    const shortCvc = await client.pay(buyer.headers, intent.client_secret!, CARDS.visa, '12/34', '12');
    expect(client.json(shortCvc).error.message).toBe("Your card's security code is incomplete.");
  });

  it('keeps nothing of the card', async () => {
    const event = await item();
    const buyer = await memberWithCart(event.id);
    const intent = await startPayment(buyer.headers, buyer.orderId);
    await client.pay(buyer.headers, intent.client_secret!, CARDS.declined, '11/33', '987');
    await client.pay(buyer.headers, intent.client_secret!, CARDS.visa, '11/33', '987');
    const rows = [
      ...(await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, buyer.orderId))),
      ...(await db().select().from(orders).where(eq(orders.id, buyer.orderId))),
    ];
    const stored = JSON.stringify(rows);
    // Random ids and timestamps may contain any short run of digits, so look for the card's own values.
    expect(stored).not.toMatch(/4242 ?4242 ?4242 ?4242|4000 ?0000 ?0000 ?0002|11\/33/);
    const values = rows.flatMap((row) => Object.entries(row));
    expect(values.filter(([key]) => /card|cvc|expir/i.test(key))).toEqual([]);
    expect(values.filter(([, value]) => value === '987' || value === 987)).toEqual([]);
  });
});

describe('free tickets', () => {
  it('need no payment: the intent has no client secret and complete-order books them at once', async () => {
    const event = await item({ priceMinor: 0, title: 'Open Cellar Day' });
    const buyer = await memberWithCart(event.id, 2);
    expect(client.json(await client.myOrders(buyer.headers))).toMatchObject({ cartTotal: '0.00', bookingFees: '0.00' });
    const intent = await startPayment(buyer.headers, buyer.orderId);
    expect(intent).toMatchObject({ client_secret: null, amount: '0.00' });
    const completed = await client.complete(buyer.headers, buyer.orderId);
    expect(completed.statusCode).toBe(200);
    expect(client.json(completed)).toMatchObject({ status: 'paid', tickets: 2, cartTotal: '0.00' });
  });
});

describe('complete-order', () => {
  it('is idempotent: twice, and twice at once, pays once and issues tickets once', async () => {
    const event = await item();
    const buyer = await memberWithCart(event.id, 3);
    const intent = await startPayment(buyer.headers, buyer.orderId);
    // Pay at the provider without its success reaching us (as if the browser closed before complete-order).
    await db().update(testPaymentIntents).set({ status: 'succeeded' }).where(eq(testPaymentIntents.orderId, buyer.orderId));

    const [first, second] = await Promise.all([
      client.complete(buyer.headers, buyer.orderId),
      client.complete(buyer.headers, buyer.orderId),
    ]);
    const third = await client.complete(buyer.headers, buyer.orderId);
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(200);
      expect(client.json(response)).toMatchObject({ status: 'paid', bookingReference: intent.bookingReference, tickets: 3 });
    }
    expect(await db().select().from(tickets).where(eq(tickets.orderId, buyer.orderId))).toHaveLength(3);
    expect(await outboxFor(buyer.user.email)).toHaveLength(1);
  });

  it('will not mark an order paid before the provider says the payment succeeded', async () => {
    const event = await item();
    const buyer = await memberWithCart(event.id);
    const beforeIntent = await client.complete(buyer.headers, buyer.orderId);
    expect(beforeIntent.statusCode).toBe(409);
    expect(client.json(beforeIntent).error.message).toBe('Please confirm your attendee details before paying.');
    await startPayment(buyer.headers, buyer.orderId);
    const unpaid = await client.complete(buyer.headers, buyer.orderId);
    expect(unpaid.statusCode).toBe(402);
    expect(client.json(unpaid).error.message).toBe('Your payment has not gone through yet. Please confirm it with your card.');
  });

  it('refunds a payment that does not match the order’s amount', async () => {
    const event = await item();
    const buyer = await memberWithCart(event.id);
    await startPayment(buyer.headers, buyer.orderId);
    await db().update(testPaymentIntents).set({ status: 'succeeded', amountMinor: 1 }).where(eq(testPaymentIntents.orderId, buyer.orderId));
    const response = await client.complete(buyer.headers, buyer.orderId);
    expect(response.statusCode).toBe(409);
    expect((await orderRow(buyer.orderId)).status).not.toBe('paid');
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, buyer.orderId));
    expect(refund).toMatchObject({ reason: 'order_changed', amountMinor: 1, status: 'succeeded' });
  });
});

describe('reservations', () => {
  it('lapse by themselves: the tickets go back on sale and a late payment is refunded when they are gone', async () => {
    const event = await item({ quantity: 2, maximumQuantity: 2, title: 'Last Two' });
    const slow = await memberWithCart(event.id, 2);
    const rival = await memberWithCart(event.id, 1);
    const intent = await startPayment(slow.headers, slow.orderId);
    expect(client.json(await client.intent(rival.headers, rival.orderId)).error.message).toBe('Sorry, Last Two is sold out.');

    // Fifteen minutes pass.
    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, slow.orderId));
    expect(client.json(await client.myOrders(slow.headers))).toMatchObject({ status: 'expired', reservedUntil: null });
    const rivalIntent = await startPayment(rival.headers, rival.orderId);
    await client.pay(rival.headers, rivalIntent.client_secret!);
    expect((await client.complete(rival.headers, rival.orderId)).statusCode).toBe(200);

    // The slow buyer now pays: only one ticket is left, so the payment is refunded and they are told.
    expect((await client.pay(slow.headers, intent.client_secret!)).statusCode).toBe(200);
    const late = await client.complete(slow.headers, slow.orderId);
    expect(late.statusCode).toBe(409);
    expect(client.json(late).error.message).toMatch(
      /^Your reservation ran out before your payment went through.*refunded your payment in full/,
    );
    expect(await orderRow(slow.orderId)).toMatchObject({ status: 'refunded', refundReason: 'reservation_lapsed', refundedMinor: 9540 });
    const [providerSide] = await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, slow.orderId));
    expect(providerSide!.refundedMinor).toBe(9540);
    await bed.context().app.mail.sendDue();
    const mail = await outboxFor(slow.user.email);
    expect(mail.map((m) => m.kind)).toEqual(['refund_notice']);
    expect(await db().select().from(tickets).where(eq(tickets.orderId, slow.orderId))).toHaveLength(0);
  });

  it('lapsed, but the tickets are still there: the late payment stands', async () => {
    const event = await item({ quantity: 5 });
    const buyer = await memberWithCart(event.id, 2);
    const intent = await startPayment(buyer.headers, buyer.orderId);
    await db()
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, buyer.orderId));
    await client.pay(buyer.headers, intent.client_secret!);
    expect((await client.complete(buyer.headers, buyer.orderId)).statusCode).toBe(200);
    expect((await orderRow(buyer.orderId)).status).toBe('paid');
  });

  it('are released when the cart changes; the old payment can no longer be made', async () => {
    const event = await item({ quantity: 3, maximumQuantity: 3 });
    const buyer = await memberWithCart(event.id, 1);
    const first = await startPayment(buyer.headers, buyer.orderId);
    await client.update(buyer.headers, { productGroup: 'Events', productId: event.id, action: 'increase' });
    expect(client.json(await client.myOrders(buyer.headers))).toMatchObject({ status: 'cart', reservedUntil: null });

    const second = await startPayment(buyer.headers, buyer.orderId);
    expect(second.client_secret).not.toBe(first.client_secret);
    expect(second.amount).toBe('95.40');
    const stale = await client.pay(buyer.headers, first.client_secret!);
    expect(stale.statusCode).toBe(402);
    expect(client.json(stale).error.message).toBe(
      'This payment was cancelled because your cart changed. Please confirm your details again.',
    );
    expect((await client.pay(buyer.headers, second.client_secret!)).statusCode).toBe(200);
    expect(client.json(await client.complete(buyer.headers, buyer.orderId))).toMatchObject({ tickets: 2, cartTotal: '95.40' });
  });
});

describe('voucher redemptions', () => {
  it('are recorded when the payment starts, so a limit holds under concurrent checkouts', async () => {
    await createVoucher(db(), { code: 'FIRSTONLY', percent: 20, maxRedemptions: 1 });
    const event = await item();
    const buyers = await Promise.all([memberWithCart(event.id), memberWithCart(event.id), memberWithCart(event.id)]);
    for (const buyer of buyers) {
      expect((await client.update(buyer.headers, { action: 'voucher', voucherCode: 'FIRSTONLY' })).statusCode).toBe(200);
    }
    const responses = await Promise.all(buyers.map((buyer) => client.intent(buyer.headers, buyer.orderId)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(client.json(refused).error.message).toBe(
      'The voucher FIRSTONLY has been used up. It has been removed from your cart: please check the new total.',
    );
    const discounted = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          buyers.map((b) => b.orderId),
        ),
      );
    expect(discounted.filter((o) => o.discountMinor === 900)).toHaveLength(1);
    expect(discounted.filter((o) => o.voucherId === null)).toHaveLength(2);
  });
});

describe('refunds when a host cancels', () => {
  it('refunds every paid line for the item through the provider; a mixed order keeps its other items', async () => {
    const cancelled = await item({ priceMinor: 3000, title: 'Cancelled Tasting' });
    const other = await item({ priceMinor: 5000 });
    const only = await memberWithCart(cancelled.id, 2);
    const mixed = await memberWithCart(cancelled.id, 1);
    await client.add(mixed.headers, other.id, 1);
    await createVoucher(db(), { code: 'MIXED10', percent: 10 });
    await client.update(mixed.headers, { action: 'voucher', voucherCode: 'MIXED10' });
    for (const buyer of [only, mixed]) {
      const intent = await startPayment(buyer.headers, buyer.orderId);
      await client.pay(buyer.headers, intent.client_secret!);
      expect((await client.complete(buyer.headers, buyer.orderId)).statusCode).toBe(200);
    }

    const lines = await refundPaidOrdersForItem({ db: db(), provider: bed.context().app.payments }, cancelled.id);
    expect(lines).toBe(2);

    // The single-item order: everything back (2 x 30.00 + fees 2 x 1.50 + VAT 2 x 0.30).
    expect(await orderRow(only.orderId)).toMatchObject({
      status: 'refunded',
      refundReason: 'item_cancelled',
      refundedMinor: 6360,
      totalMinor: 6360,
    });
    // The mixed order: 30.00 less its 10% share of the voucher (3.00), plus its fee 1.50 and VAT 0.30.
    expect(await orderRow(mixed.orderId)).toMatchObject({ status: 'paid', refundedMinor: 2880 });
    const [providerSide] = await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, mixed.orderId));
    expect(providerSide!.refundedMinor).toBe(2880);
    const mixedTickets = await db().select().from(tickets).where(eq(tickets.orderId, mixed.orderId));
    expect(mixedTickets.map((t) => [t.itemId, t.status]).sort()).toEqual(
      [
        [cancelled.id, 'void'],
        [other.id, 'valid'],
      ].sort(),
    );

    // Running it again refunds nothing more.
    expect(await refundPaidOrdersForItem({ db: db(), provider: bed.context().app.payments }, cancelled.id)).toBe(0);
    expect((await orderRow(mixed.orderId)).refundedMinor).toBe(2880);
  });
});
