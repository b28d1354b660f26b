import { describe, expect, it } from 'vitest';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { isoDateInDays, todayIso } from '@trg/contract/dates';
import { ATTENDEE, useCartTestApp } from '../../testing/cart.ts';
import { createMember, createStaffUser } from '../../testing/factories.ts';
import { emailOutbox } from '../email/schema.ts';
import { orders } from '../cart/schema.ts';
import { auditLog } from '../operator/schema.ts';
import { unbalancedTransactions } from '../ledger/index.ts';
import { ledgerLines, ledgerTransactions } from '../ledger/schema.ts';
import { giftCards } from './schema.ts';
import { deliverDueGiftCards } from './service.ts';
import { GIFT_CARD_QUEUES } from './plugin.ts';
import { giftCardRedemptionOf } from './index.ts';
import { processDueRefunds, queueItemRefunds } from '../checkout/index.ts';

const shop = useCartTestApp();
type Headers = Record<string, string>;

const RECIPIENT = { recipientName: 'Rosa Field', senderName: 'Ada Vine', message: 'Happy birthday, Rosa!' };

async function buy(headers: Headers, overrides: Record<string, unknown> = {}) {
  return shop.context().app.inject({
    method: 'POST',
    url: API_PATHS.giftCards.buy,
    headers,
    payload: {
      amount: '100',
      currency: 'EUR',
      recipientEmail: `rosa+${Math.random()}@example.com`,
      deliverOn: todayIso(),
      ...RECIPIENT,
      ...overrides,
    },
  });
}

/** Buys and pays for a card (the test provider's card form, then complete), answering its row. */
async function buyPaid(headers: Headers, overrides: Record<string, unknown> = {}) {
  const bought = await buy(headers, overrides);
  expect(bought.statusCode, bought.body).toBe(200);
  const purchase = shop.client.json<{ id: number; client_secret: string }>(bought);
  const paid = await shop.client.pay(headers, purchase.client_secret);
  expect(paid.statusCode, paid.body).toBe(200);
  const completed = await shop.context().app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.giftCards.complete, { id: purchase.id }),
    headers,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  expect(shop.client.json(completed).status).toBe('active');
  const [card] = await shop.db().select().from(giftCards).where(eq(giftCards.id, purchase.id));
  if (!card) throw new Error('no card');
  return card;
}

async function mailsTo(to: string) {
  return shop
    .db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'gift_card')));
}

async function codeOf(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const code = /Your gift card code: ([0-9A-Z-]+)/.exec(mail?.message.text ?? '')?.[1];
  if (!code) throw new Error(`no gift card mail to ${to}`);
  return code;
}

async function balance(headers: Headers, code: string) {
  const response = await shop.context().app.inject({ method: 'POST', url: API_PATHS.giftCards.balance, headers, payload: { code } });
  return shop.client.json<{ balance: string; status: string; currency: string; error: { message: string } }>(response);
}

/** Puts `quantity` tickets of an item in the member's cart and reserves it with the gift card. */
async function checkoutWithCard(headers: Headers, itemId: number, code: string | undefined, quantity = 1) {
  const added = await shop.client.add(headers, itemId, quantity);
  const orderId = shop.client.json<{ OrderId: number }>(added).OrderId;
  const response = await shop.context().app.inject({
    method: 'POST',
    url: API_PATHS.cart.createPaymentIntent,
    headers,
    payload: { OrderId: orderId, attendeeDetails: ATTENDEE, ...(code ? { giftCardCode: code } : {}) },
  });
  return {
    orderId,
    response,
    body: shop.client.json<Record<string, unknown> & { error: { message: string; fields: Record<string, string> } }>(response),
  };
}

const cents = (amount: unknown) => Math.round(Number(amount) * 100);

describe('buying a gift card', () => {
  it('is paid through the shop provider, then emailed today with its code, amount, message and sender, once', async () => {
    const buyer = await createMember(shop.db());
    const card = await buyPaid(buyer.headers);
    expect(card.status).toBe('active');
    expect(card.amountMinor).toBe(10000);
    // Valid 24 months from the purchase.
    const months = (card.expiresAt!.getTime() - card.paidAt!.getTime()) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(24);
    const mails = await mailsTo(card.recipientEmail);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.message.text;
    expect(text).toContain('Ada Vine has sent you a The Real Grape gift card of €100.00');
    expect(text).toContain('Happy birthday, Rosa!');
    const code = await codeOf(card.recipientEmail);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    // Only a hash and the last four characters are kept.
    expect(card.codeHash).not.toContain(code.replace(/-/g, ''));
    expect(card.codeLast4).toBe(code.slice(-4));
    // The scan and the queue's job send nothing more.
    expect(await deliverDueGiftCards(shop.db(), 'http://localhost')).toBe(0);
    expect(await mailsTo(card.recipientEmail)).toHaveLength(1);
    expect((await balance(buyer.headers, code.toLowerCase())).balance).toBe('100.00');
  });

  it('refuses amounts outside the range, other currencies and delivery days outside the year, with the field named', async () => {
    const buyer = await createMember(shop.db());
    const low = await buy(buyer.headers, { amount: '10' });
    expect(low.statusCode).toBe(400);
    expect(shop.client.json(low).error.fields.amount).toBe('A gift card is from €25.00 to €500.00.');
    expect((await buy(buyer.headers, { amount: '500.01' })).statusCode).toBe(400);
    expect((await buy(buyer.headers, { amount: '20', currency: 'GBP' })).statusCode).toBe(200);
    expect((await buy(buyer.headers, { currency: 'JPY' })).statusCode).toBe(400);
    expect((await buy(buyer.headers, { deliverOn: isoDateInDays(-1) })).statusCode).toBe(400);
    expect((await buy(buyer.headers, { deliverOn: isoDateInDays(366) })).statusCode).toBe(400);
    expect((await buy(buyer.headers, { deliverOn: isoDateInDays(365) })).statusCode).toBe(200);
    expect((await buy({}, {})).statusCode).toBe(401);
  });

  it('a card for a later day is emailed on that day, once, by the queue job', async () => {
    const buyer = await createMember(shop.db());
    const card = await buyPaid(buyer.headers, { deliverOn: isoDateInDays(3) });
    expect(await mailsTo(card.recipientEmail)).toHaveLength(0);
    await shop.context().app.queue.send(GIFT_CARD_QUEUES.deliveries, {});
    await shop.context().app.queue.workDue([GIFT_CARD_QUEUES.deliveries]);
    expect(await mailsTo(card.recipientEmail)).toHaveLength(0);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    expect(await deliverDueGiftCards(shop.db(), 'http://localhost', inThreeDays)).toBeGreaterThanOrEqual(1);
    expect(await deliverDueGiftCards(shop.db(), 'http://localhost', inThreeDays)).toBe(0);
    expect(await mailsTo(card.recipientEmail)).toHaveLength(1);
  });
});

describe('spending a gift card at checkout', () => {
  it('pays one order wholly with no payment, then part of a second, keeping the balance between', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers);
    const code = await codeOf(card.recipientEmail);
    const spender = await createMember(db);
    const item = await shop.item({ currency: 'EUR', priceMinor: 4000, quantity: 50, maximumQuantity: 10 });

    // First order: less than the card holds; nothing is left to pay, so no payment intent.
    const first = await checkoutWithCard(spender.headers, item.id, code);
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.body.client_secret).toBeNull();
    expect(first.body.amount).toBe('0.00');
    const giftCard = first.body.giftCard as { taken: string; remaining: string };
    const firstTaken = cents(giftCard.taken);
    expect(firstTaken).toBeGreaterThan(4000);
    expect(cents(giftCard.remaining)).toBe(10000 - firstTaken);
    const completed = await shop.client.complete(spender.headers, first.orderId);
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await balance(spender.headers, code)).balance).toBe(((10000 - firstTaken) / 100).toFixed(2));

    // Second order: more than is left; the card pays the rest of its balance, the card payment the remainder.
    const second = await checkoutWithCard(spender.headers, item.id, code, 2);
    expect(second.response.statusCode, second.response.body).toBe(200);
    const secondCard = second.body.giftCard as { taken: string; remaining: string };
    expect(cents(secondCard.taken)).toBe(10000 - firstTaken);
    expect(secondCard.remaining).toBe('0.00');
    expect(cents(second.body.amount)).toBeGreaterThan(0);
    const paid = await shop.client.pay(spender.headers, String(second.body.client_secret));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await shop.client.complete(spender.headers, second.orderId)).statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(order?.status).toBe('paid');
    expect((await balance(spender.headers, code)).balance).toBe('0.00');
    // What the ledger books with each sale: the card's part of it.
    expect(await giftCardRedemptionOf(db, first.orderId)).toMatchObject({ giftCardId: card.id, amountMinor: firstTaken, currency: 'EUR' });
    expect(await giftCardRedemptionOf(db, second.orderId)).toMatchObject({ amountMinor: 10000 - firstTaken, restoredMinor: 0 });
    // The books: the card sold is owed to its holder until spent, and each sale spends its part; all balance.
    const liability = await db
      .select({ kind: ledgerTransactions.kind, amountMinor: ledgerLines.amountMinor })
      .from(ledgerLines)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerLines.transactionId))
      .where(
        and(
          eq(ledgerLines.account, 'gift_card_liability'),
          or(eq(ledgerTransactions.reference, `gift-card-${card.id}`), inArray(ledgerLines.orderId, [first.orderId, second.orderId])),
        ),
      )
      .orderBy(ledgerLines.id);
    expect(liability.filter((line) => line.kind === 'gift_card_issue').map((line) => line.amountMinor)).toEqual([-10000]);
    expect(liability.filter((line) => line.kind === 'sale').map((line) => line.amountMinor)).toEqual([firstTaken, 10000 - firstTaken]);
    expect(await unbalancedTransactions(db)).toEqual([]);

    // A third order finds the card spent.
    const third = await checkoutWithCard(spender.headers, item.id, code);
    expect(third.response.statusCode).toBe(400);
    expect(third.body.error.fields.giftCardCode).toBe('This gift card has been spent: there is no balance left on it.');
  });

  it('a hold that lapses or an order refunded whole gives the balance back', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers);
    const code = await codeOf(card.recipientEmail);
    const item = await shop.item({ currency: 'EUR', priceMinor: 3000 });
    const spender = await createMember(db);
    const held = await checkoutWithCard(spender.headers, item.id, code);
    expect(held.response.statusCode).toBe(200);
    expect(cents((await balance(spender.headers, code)).balance)).toBeLessThan(10000);
    await db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, held.orderId));
    expect((await balance(spender.headers, code)).balance).toBe('100.00');

    const again = await checkoutWithCard(spender.headers, item.id, code);
    expect(again.response.statusCode).toBe(200);
    expect((await shop.client.complete(spender.headers, again.orderId)).statusCode).toBe(200);
    expect(cents((await balance(spender.headers, code)).balance)).toBeLessThan(10000);
    await db.update(orders).set({ status: 'refunded', refundReason: 'operator' }).where(eq(orders.id, again.orderId));
    expect((await balance(spender.headers, code)).balance).toBe('100.00');
  });

  it('an item its host cancels: each sale is undone in the books and the card is owed its part again', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers);
    const code = await codeOf(card.recipientEmail);
    const spender = await createMember(db);
    const item = await shop.item({ currency: 'EUR', priceMinor: 4000, quantity: 50, maximumQuantity: 10 });
    // One order paid wholly by the card (no payment), one partly by card and partly at the provider.
    const whole = await checkoutWithCard(spender.headers, item.id, code);
    expect((await shop.client.complete(spender.headers, whole.orderId)).statusCode).toBe(200);
    const part = await checkoutWithCard(spender.headers, item.id, code, 2);
    expect((await shop.client.pay(spender.headers, String(part.body.client_secret))).statusCode).toBe(200);
    expect((await shop.client.complete(spender.headers, part.orderId)).statusCode).toBe(200);
    expect((await balance(spender.headers, code)).balance).toBe('0.00');

    await db.transaction((tx) => queueItemRefunds(tx, item.id));
    await processDueRefunds(db, shop.context().app.payments, (error) => {
      throw error;
    });
    expect((await balance(spender.headers, code)).balance).toBe('100.00');
    const byAccount = async (orderId: number) => {
      const rows = await db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId));
      const sums: Record<string, number> = {};
      for (const row of rows) sums[row.account] = (sums[row.account] ?? 0) + row.amountMinor;
      return sums;
    };
    for (const orderId of [whole.orderId, part.orderId]) {
      // Nothing is owed to the host, nothing kept as fee or VAT, nothing spent on discounts; the card holds it again.
      expect(await byAccount(orderId)).toMatchObject({ host_payable: 0, platform_fees: 0, vat_payable: 0, discounts: 0 });
    }
    const [sold] = await db
      .select({ total: sql<string>`sum(${ledgerLines.amountMinor})` })
      .from(ledgerLines)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerLines.transactionId))
      .where(and(eq(ledgerLines.account, 'gift_card_liability'), inArray(ledgerLines.orderId, [whole.orderId, part.orderId])));
    expect(Number(sold?.total)).toBe(0);
    expect((await byAccount(part.orderId)).provider_clearing).toBe(0);
    expect(await unbalancedTransactions(db)).toEqual([]);
  });

  it('a payment that comes after its hold lapsed, when another order spent the card meanwhile, is refunded whole', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers, { amount: '25' });
    const code = await codeOf(card.recipientEmail);
    const item = await shop.item({ currency: 'EUR', priceMinor: 3000, quantity: 50 });
    const late = await createMember(db);
    const held = await checkoutWithCard(late.headers, item.id, code);
    expect(held.response.statusCode, held.response.body).toBe(200);
    expect(held.body.client_secret).not.toBeNull();
    // The hold lapses; another member spends the whole card.
    await db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, held.orderId));
    const other = await createMember(db);
    const spent = await checkoutWithCard(other.headers, item.id, code);
    expect(spent.response.statusCode, spent.response.body).toBe(200);
    await shop.client.pay(other.headers, String(spent.body.client_secret));
    expect((await shop.client.complete(other.headers, spent.orderId)).statusCode).toBe(200);
    // The late payment goes through at the provider: the order is not paid, the card is not spent twice.
    await shop.client.pay(late.headers, String(held.body.client_secret));
    const [order] = await db.select().from(orders).where(eq(orders.id, held.orderId));
    expect(order?.status).toBe('refunded');
    expect(order?.refundReason).toBe('reservation_lapsed');
    expect((await balance(buyer.headers, code)).balance).toBe('0.00');
  });

  it('refuses a card in another currency, an expired card and an unknown code, saying why', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers);
    const code = await codeOf(card.recipientEmail);
    const spender = await createMember(db);
    const pounds = await shop.item({ currency: 'GBP', priceMinor: 3000 });
    const other = await checkoutWithCard(spender.headers, pounds.id, code);
    expect(other.response.statusCode).toBe(400);
    expect(other.body.error.fields.giftCardCode).toBe(
      'This gift card is in EUR and your order is in GBP: a gift card pays only for bookings in its own currency.',
    );
    const unknown = await shop.context().app.inject({
      method: 'POST',
      url: API_PATHS.cart.createPaymentIntent,
      headers: spender.headers,
      payload: { OrderId: other.orderId, attendeeDetails: ATTENDEE, giftCardCode: '0000-0000-0000-0000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(shop.client.json(unknown).error.message).toBe('We do not know that gift card code. Please check it against the email.');

    await db
      .update(giftCards)
      .set({ expiresAt: new Date('2026-01-31T10:00:00Z') })
      .where(eq(giftCards.id, card.id));
    const euros = await shop.item({ currency: 'EUR', priceMinor: 3000 });
    const spender2 = await createMember(db);
    const expired = await checkoutWithCard(spender2.headers, euros.id, code);
    expect(expired.response.statusCode).toBe(400);
    expect(expired.body.error.message).toBe('This gift card expired on 31 January 2026.');
    expect((await balance(spender2.headers, code)).status).toBe('expired');
  });

  it('staff see cards without their code and void one with a reason in the audit log; a void card pays nothing', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers);
    const code = await codeOf(card.recipientEmail);
    const staff = await createStaffUser(db);
    const app = shop.context().app;
    const list = await app.inject({ method: 'GET', url: `${OPERATOR_API_PATHS.giftCards}?q=${code.slice(-4)}`, headers: staff.headers });
    expect(list.statusCode).toBe(200);
    const row = shop.client.json<{ results: Array<Record<string, unknown>> }>(list).results.find((r) => r.id === card.id);
    expect(row).toMatchObject({ code: `…${code.slice(-4)}`, amount: '100.00', balance: '100.00', status: 'active', currency: 'EUR' });
    expect(list.body).not.toContain(code);

    const voided = await app.inject({
      method: 'POST',
      url: apiPath(OPERATOR_API_PATHS.giftCardVoid, { id: card.id }),
      headers: staff.headers,
      payload: { reason: 'Bought with a card reported stolen.' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(shop.client.json(voided)).toMatchObject({ status: 'void', balance: '0.00', voidReason: 'Bought with a card reported stolen.' });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'gift_card'), eq(auditLog.subjectId, String(card.id))));
    expect(entry?.action).toBe('gift_card.void');
    expect(entry?.summary).toContain('Bought with a card reported stolen.');
    const twice = await app.inject({
      method: 'POST',
      url: apiPath(OPERATOR_API_PATHS.giftCardVoid, { id: card.id }),
      headers: staff.headers,
      payload: { reason: 'Again.' },
    });
    expect(twice.statusCode).toBe(409);

    const item = await shop.item({ currency: 'EUR', priceMinor: 3000 });
    const spender = await createMember(db);
    const refused = await checkoutWithCard(spender.headers, item.id, code);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.body.error.message).toBe('This gift card has been cancelled and can no longer be used.');
  });
});

describe('gift cards under concurrent checkouts', () => {
  it('orders racing to spend one card never take more than it holds, and all that pay are paid', async () => {
    const db = shop.db();
    const buyer = await createMember(db);
    const card = await buyPaid(buyer.headers);
    const code = await codeOf(card.recipientEmail);
    const item = await shop.item({ currency: 'EUR', priceMinor: 3000, quantity: 100, maximumQuantity: 10 });
    const spenders = await Promise.all(Array.from({ length: 6 }, () => createMember(db)));
    const orderIds = await Promise.all(
      spenders.map(async (spender) => shop.client.json<{ OrderId: number }>(await shop.client.add(spender.headers, item.id, 1)).OrderId),
    );
    const results = await Promise.all(
      spenders.map((spender, index) =>
        shop.context().app.inject({
          method: 'POST',
          url: API_PATHS.cart.createPaymentIntent,
          headers: spender.headers,
          payload: { OrderId: orderIds[index], attendeeDetails: ATTENDEE, giftCardCode: code },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    const taken = results
      .filter((r) => r.statusCode === 200)
      .map((r) => cents((shop.client.json(r).giftCard as { taken: string } | undefined)?.taken ?? 0));
    // Each order is ~€36: two and a bit fit on €100; the rest find it spent.
    expect(taken.reduce((a, b) => a + b, 0)).toBe(10000);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(shop.client.json(refused).error.message).toBe('This gift card has been spent: there is no balance left on it.');
    }
    // Everyone who can pays; what the card paid for never exceeds what it held.
    await Promise.all(
      results.map(async (r, index) => {
        if (r.statusCode !== 200) return;
        const body = shop.client.json<{ client_secret: string | null }>(r);
        const spender = spenders[index]!;
        if (body.client_secret) await shop.client.pay(spender.headers, body.client_secret);
        expect((await shop.client.complete(spender.headers, orderIds[index]!)).statusCode).toBe(200);
      }),
    );
    expect((await balance(buyer.headers, code)).balance).toBe('0.00');
  });
});
