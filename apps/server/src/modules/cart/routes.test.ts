import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderDataSchema } from '@trg/contract/cart';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { useCartTestApp } from '../../testing/cart.ts';
import { orders } from './schema.ts';
import { createVoucher } from './vouchers.ts';

const bed = useCartTestApp();
const client = bed.client;

const item = bed.item;
const member = () => createMember(bed.context().database.db);
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('cart API access', () => {
  it.each([
    ['GET', '/api/cart/my-orders'],
    ['GET', '/api/cart/get-cart-summary'],
    ['POST', '/api/cart/update-item-to-cart'],
    ['POST', '/api/cart/create-payment-intent'],
    ['POST', '/api/cart/complete-order'],
  ] as const)('%s %s is for members only: 401 without a token, 403 for a host', async (method, url) => {
    const anonymous = await bed.context().app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(anonymous.statusCode).toBe(401);
    const host = await createProfessional(bed.context().database.db);
    const asHost = await bed.context().app.inject({ method, url, headers: host.headers, payload: method === 'POST' ? {} : undefined });
    expect(asHost.statusCode).toBe(403);
  });

  it('tells anyone which provider pays and the pricing rates', async () => {
    const response = await bed.context().app.inject({ method: 'GET', url: '/api/cart/payment-config' });
    expect(response.statusCode).toBe(200);
    expect(client.json(response)).toEqual({
      provider: 'test',
      publishableKey: null,
      reservationMinutes: 15,
      pricing: { feeRateBasisPoints: 500, feeMinimumHundredths: 50, vatRateBasisPoints: 2000 },
    });
  });
});

describe('the cart', () => {
  it('is empty at first', async () => {
    const { headers } = await member();
    const response = await client.myOrders(headers);
    expect(response.statusCode).toBe(200);
    expect(client.json(response)).toMatchObject({
      OrderId: null,
      numberOfItemsInCart: 0,
      subtotal: '0.00',
      bookingFees: '0.00',
      VAT: '0.00',
      cartTotal: '0.00',
      cart: [],
    });
    expect(client.json(await client.summary(headers))).toEqual({ numberOfItemsInCart: 0 });
  });

  it('prices an added event from the database, with every field of the spec’s cart item', async () => {
    const event = await item({ title: 'Claret Evening', priceMinor: 9500, currency: 'EUR', itemType: 'Wine Dinner', ticketsPerOrder: 2 });
    const { headers } = await member();
    const added = await client.add(headers, event.id, 2);
    expect(added.statusCode).toBe(200);
    expect(client.json(added).message).toBe('Added 2 tickets for Claret Evening to your cart.');

    const data = OrderDataSchema.parse(client.json(await client.myOrders(headers)));
    expect(data.OrderId).toEqual(expect.any(Number));
    // 2 x 95.00; fee 5% = 4.75 each; VAT 20% of the fee = 0.95 each.
    expect(data).toMatchObject({
      numberOfItemsInCart: 2,
      subtotal: '190.00',
      bookingFees: '9.50',
      VAT: '1.90',
      cartTotal: '201.40',
      currency: 'EUR',
    });
    expect(data.cart).toEqual([
      expect.objectContaining({
        orderType: 'Events',
        quantity: 2,
        price: '95.00',
        currency: 'EUR',
        clientTransactionFee: '4.75',
        mainExperienceImage: null,
        event__id: event.id,
        event__eventTitle: 'Claret Evening',
        event__eventType: 'Wine Dinner',
        experiences__id: null,
        experiences__experienceTitle: null,
        experiences__experienceType: null,
        feeVat: '0.95',
        allInPrice: '100.70',
        ticketsPerOrder: 2,
      }),
    ]);
    expect(data.discount).toBeUndefined();
    expect(client.json(await client.summary(headers))).toEqual({ numberOfItemsInCart: 2 });
  });

  it('fills the experience fields for an experience', async () => {
    const experience = await item({ kind: 'experience', title: 'Harvest Day', itemType: 'Harvest' });
    const { headers } = await member();
    expect((await client.add(headers, experience.id, 1, 'Experiences')).statusCode).toBe(200);
    const [line] = OrderDataSchema.parse(client.json(await client.myOrders(headers))).cart;
    expect(line).toMatchObject({
      orderType: 'Experiences',
      event__id: null,
      experiences__id: experience.id,
      experiences__experienceTitle: 'Harvest Day',
      experiences__experienceType: 'Harvest',
    });
    // An experience is not found under Events.
    expect((await client.add(headers, experience.id, 1, 'Events')).statusCode).toBe(404);
  });

  it('increases, decreases (not below 1) and removes in steps of 1', async () => {
    const event = await item({ maximumQuantity: 3 });
    const { headers } = await member();
    await client.add(headers, event.id, 1);
    const step = (action: string) => client.update(headers, { productGroup: 'Events', productId: event.id, action, quantity: 1 });

    expect(client.json(await step('increase')).numberOfItemsInCart).toBe(2);
    expect(client.json(await step('increase')).numberOfItemsInCart).toBe(3);
    const tooMany = await step('increase');
    expect(tooMany.statusCode).toBe(400);
    expect(client.json(tooMany).error.message).toBe('You can book up to 3 tickets for Test Tasting Evening.');
    expect(client.json(await step('decrease')).numberOfItemsInCart).toBe(2);
    expect(client.json(await step('decrease')).numberOfItemsInCart).toBe(1);
    const belowOne = await step('decrease');
    expect(belowOne.statusCode).toBe(400);
    expect(client.json(belowOne).error.fields).toEqual({ quantity: 'The quantity cannot go below 1.' });
    const removed = await step('remove');
    expect(removed.statusCode).toBe(200);
    expect(client.json(removed)).toMatchObject({
      numberOfItemsInCart: 0,
      message: 'Test Tasting Evening has been removed from your cart.',
    });
    const notThere = await step('remove');
    expect(notThere.statusCode).toBe(404);
    expect(client.json(notThere).error.message).toBe('Test Tasting Evening is not in your cart.');
  });

  it('accepts ids and quantities sent as strings, as form values are', async () => {
    const event = await item();
    const { headers } = await member();
    const response = await client.update(headers, { productGroup: 'Events', productId: String(event.id), action: 'add', quantity: '2' });
    expect(response.statusCode).toBe(200);
    expect(client.json(response).numberOfItemsInCart).toBe(2);
  });

  it('refuses more than maximumQuantity, adding up what is already in the cart', async () => {
    const event = await item({ maximumQuantity: 4 });
    const { headers } = await member();
    expect((await client.add(headers, event.id, 3)).statusCode).toBe(200);
    const response = await client.add(headers, event.id, 2);
    expect(response.statusCode).toBe(400);
    expect(client.json(response).error.fields).toEqual({ quantity: 'At most 4, and you have 3 in your cart.' });
  });

  it('refuses, when a line is added, an order over what one payment can take, saying so in money', async () => {
    const grand = await item({ priceMinor: 100_000_000, maximumQuantity: 1000, quantity: 100_000 });
    const modest = await item({ priceMinor: 90_000_000, maximumQuantity: 10, quantity: 100 });
    const { headers } = await member();
    const tooMuch = await client.add(headers, grand.id, 1000);
    expect(tooMuch.statusCode).toBe(400);
    expect(client.json(tooMuch).error).toEqual({
      code: 'validation_error',
      message: 'One order can come to at most £999,999.99, fees included. Please book fewer tickets in this order.',
      fields: { quantity: 'This would bring your order over £999,999.99.' },
    });
    // The whole order counts: one ticket fits, a second of another item would take it over.
    expect((await client.add(headers, modest.id, 1)).statusCode).toBe(200);
    expect((await client.add(headers, grand.id, 1)).statusCode).toBe(400);
    expect(client.json(await client.myOrders(headers))).toMatchObject({ numberOfItemsInCart: 1 });
  });

  it('refuses what is not on sale: unknown, draft, cancelled, before and after the sales window, past', async () => {
    const { headers } = await member();
    const expectRefusal = async (productId: number, status: number, message: string | RegExp) => {
      const response = await client.add(headers, productId);
      expect(response.statusCode).toBe(status);
      expect(client.json(response).error.message).toMatch(message);
    };
    await expectRefusal(999_999, 404, 'We could not find that event.');
    await expectRefusal((await item({ status: 'Draft' })).id, 404, 'We could not find that event.');
    await expectRefusal((await item({ status: 'Cancelled', title: 'Gone Dinner' })).id, 409, 'Gone Dinner has been cancelled.');
    const later = await item({ title: 'Later Tasting', salesStartDate: isoDay(3), salesStartTime: '09:00', timeZone: 'GMT+01:00' });
    await expectRefusal(later.id, 409, /^Tickets for Later Tasting go on sale on \d{1,2} \w+ \d{4} at 09:00 \(GMT\+1\)\.$/);
    await expectRefusal(
      (await item({ title: 'Closed Tasting', salesEndDate: isoDay(-1) })).id,
      409,
      'Ticket sales for Closed Tasting have closed.',
    );
    await expectRefusal(
      (await item({ title: 'Past Tasting', date: isoDay(-2), salesStartDate: isoDay(-9), salesEndDate: null })).id,
      409,
      'Ticket sales for Past Tasting have closed.',
    );
  });

  it('keeps one currency an order: another currency answers 409 saying so', async () => {
    const pounds = await item({ currency: 'GBP' });
    const euros = await item({ currency: 'EUR', title: 'Rioja Lunch' });
    const { headers } = await member();
    await client.add(headers, pounds.id);
    const response = await client.add(headers, euros.id);
    expect(response.statusCode).toBe(409);
    expect(client.json(response).error.message).toBe(
      'Your cart is in GBP and Rioja Lunch is priced in EUR. One order takes one currency: please check out or empty your cart first.',
    );
    // Once the cart is empty, another currency is fine.
    await client.update(headers, { productGroup: 'Events', productId: pounds.id, action: 'remove' });
    expect((await client.add(headers, euros.id)).statusCode).toBe(200);
  });

  it('refuses more tickets than are left', async () => {
    const event = await item({ quantity: 2, maximumQuantity: 2, title: 'Tiny Tasting' });
    const first = await member();
    await client.add(first.headers, event.id, 2);
    await bed.context().database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.userId, first.user.id));
    const { headers } = await member();
    const response = await client.add(headers, event.id, 1);
    expect(response.statusCode).toBe(409);
    expect(client.json(response).error.message).toBe('Sorry, Tiny Tasting is sold out.');
  });

  it('answers 400 naming the field for a malformed request', async () => {
    const { headers } = await member();
    const badAction = await client.update(headers, { productGroup: 'Events', productId: 1, action: 'buy' });
    expect(badAction.statusCode).toBe(400);
    expect(client.json(badAction).error.fields).toHaveProperty('action');
    const noProduct = await client.update(headers, { action: 'add' });
    expect(noProduct.statusCode).toBe(400);
    expect(Object.keys(client.json(noProduct).error.fields)).toEqual(expect.arrayContaining(['productGroup', 'productId']));
    const badGroup = await client.update(headers, { productGroup: 'Wines', productId: 1, action: 'add' });
    expect(client.json(badGroup).error.fields).toEqual({ productGroup: 'productGroup must be Events or Experiences' });
    const zero = await client.update(headers, { productGroup: 'Events', productId: 1, action: 'add', quantity: 0 });
    expect(client.json(zero).error.fields).toEqual({ quantity: 'quantity must be a whole number of at least 1' });
  });
});

describe('vouchers', () => {
  const applyVoucher = (headers: Record<string, string>, voucherCode: string) => client.update(headers, { action: 'voucher', voucherCode });

  it('takes a percentage off the subtotal, shows discount and code, and can be removed', async () => {
    await createVoucher(bed.context().database.db, { code: 'TENPC', percent: 10 });
    const event = await item({ priceMinor: 9500, currency: 'EUR' });
    const { headers } = await member();
    await client.add(headers, event.id, 2);
    const applied = await applyVoucher(headers, 'tenpc');
    expect(applied.statusCode).toBe(200);
    expect(client.json(applied).message).toBe('Voucher TENPC applied: 10% off.');
    const data = OrderDataSchema.parse(client.json(await client.myOrders(headers)));
    // 190.00 - 19.00 + 9.50 + 1.90
    expect(data).toMatchObject({
      subtotal: '190.00',
      discount: '19.00',
      voucherCode: 'TENPC',
      bookingFees: '9.50',
      VAT: '1.90',
      cartTotal: '182.40',
    });

    const removed = await applyVoucher(headers, '');
    expect(client.json(removed)).toMatchObject({ message: 'The voucher has been removed from your cart.', cartTotal: '201.40' });
    expect(client.json(removed).voucherCode).toBeUndefined();
  });

  it('takes a fixed amount off, never more than the subtotal, only in its currency', async () => {
    await createVoucher(bed.context().database.db, { code: 'FIVER', amountMinor: 500, currency: 'GBP' });
    await createVoucher(bed.context().database.db, { code: 'BIGONE', amountMinor: 1_000_000, currency: 'GBP' });
    const pounds = await item({ priceMinor: 2000, currency: 'GBP' });
    const { headers } = await member();
    await client.add(headers, pounds.id, 1);
    expect(client.json(await applyVoucher(headers, 'FIVER'))).toMatchObject({ discount: '5.00', subtotal: '20.00', cartTotal: '16.20' });
    const replaced = client.json(await applyVoucher(headers, 'BIGONE'));
    expect(replaced.message).toBe('Voucher BIGONE applied in place of FIVER (one voucher an order): £10,000.00 off.');
    // The fee and its VAT are still paid.
    expect(replaced).toMatchObject({ discount: '20.00', cartTotal: '1.20' });

    const euros = await item({ currency: 'EUR' });
    const other = await member();
    await client.add(other.headers, euros.id);
    const wrongCurrency = await applyVoucher(other.headers, 'FIVER');
    expect(wrongCurrency.statusCode).toBe(400);
    expect(client.json(wrongCurrency).error.fields).toEqual({
      voucherCode: 'The voucher FIVER is for bookings in GBP; your cart is in EUR.',
    });
  });

  it('says which: unknown, not yet valid, expired, used up, or for another item', async () => {
    const day = 86_400_000;
    const target = await item({ title: 'Sherry Night' });
    await createVoucher(bed.context().database.db, { code: 'SOON', percent: 5, validFrom: new Date(Date.UTC(2099, 0, 1)) });
    await createVoucher(bed.context().database.db, { code: 'OLD', percent: 5, validUntil: new Date(Date.now() - day) });
    await createVoucher(bed.context().database.db, { code: 'ONCE', percent: 5, maxRedemptions: 1 });
    await createVoucher(bed.context().database.db, { code: 'SHERRY', percent: 5, itemId: target.id });
    const event = await item();

    // ONCE is used by a paid order.
    const earlier = await member();
    await client.add(earlier.headers, event.id);
    expect((await applyVoucher(earlier.headers, 'ONCE')).statusCode).toBe(200);
    await bed.context().database.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.userId, earlier.user.id));
    const [paid] = await bed.context().database.db.select().from(orders).where(eq(orders.userId, earlier.user.id));
    const { voucherRedemptions } = await import('./schema.ts');
    await bed.context().database.db.insert(voucherRedemptions).values({ voucherId: paid!.voucherId!, orderId: paid!.id });

    const { headers } = await member();
    const empty = await applyVoucher(headers, 'SOON');
    expect(client.json(empty).error.message).toBe('Add a booking to your cart before applying a voucher.');
    await client.add(headers, event.id);
    const messages = async (code: string) => {
      const response = await applyVoucher(headers, code);
      expect(response.statusCode).toBe(400);
      return client.json(response).error.fields.voucherCode;
    };
    expect(await messages('NOPE')).toBe('We do not recognise the voucher code NOPE.');
    expect(await messages('SOON')).toBe('The voucher SOON can be used from 1 January 2099.');
    expect(await messages('OLD')).toMatch(/^The voucher OLD expired on \d{1,2} \w+ \d{4}\.$/);
    expect(await messages('ONCE')).toBe('The voucher ONCE has been used up.');
    expect(await messages('SHERRY')).toBe('The voucher SHERRY applies only to Sherry Night, which is not in your cart.');
  });

  it('applies an item-only voucher to that item alone', async () => {
    const target = await item({ priceMinor: 4000, title: 'Port Tasting' });
    const other = await item({ priceMinor: 6000 });
    await createVoucher(bed.context().database.db, { code: 'PORT50', percent: 50, itemId: target.id });
    const { headers } = await member();
    await client.add(headers, target.id);
    await client.add(headers, other.id);
    expect(client.json(await applyVoucher(headers, 'PORT50'))).toMatchObject({ subtotal: '100.00', discount: '20.00' });
    // Taking the item out leaves the voucher on the order, not applying, with the reason.
    const removed = client.json(await client.update(headers, { productGroup: 'Events', productId: target.id, action: 'remove' }));
    expect(removed.discount).toBeUndefined();
    expect(removed.voucherMessage).toBe('The voucher PORT50 applies only to a booking that is not in your cart.');
  });
});
