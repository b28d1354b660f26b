import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import { orderItems } from '../cart/schema.ts';
import { newTicketCode } from './booking-codes.ts';
import { tickets } from './schema.ts';
import { voidLineTickets } from './tickets.ts';

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof createMember>>;

let ctx: TestContext;
let hostId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  hostId = (await createProfessional(ctx.database.db)).user.id;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const RECIPIENT = { name: 'Rosa Field', email: 'rosa.field@example.com' };

const transfer = (headers: Headers, code: string, payload: Record<string, unknown> = RECIPIENT) =>
  ctx.app.inject({ method: 'POST', url: apiPath(API_PATHS.bookings.transfer, { code }), headers, payload });

/** The member buys `quantity` tickets through the checkout: the tickets issued, in order. */
async function buy(member: Member, itemId: number, quantity = 1) {
  const c = cartClient(ctx.app);
  const { OrderId } = c.json<{ OrderId: number }>(await c.add(member.headers, itemId, quantity));
  const intent = c.json<{ client_secret: string }>(await c.intent(member.headers, OrderId));
  await c.pay(member.headers, intent.client_secret);
  expect((await c.complete(member.headers, OrderId)).statusCode).toBe(200);
  return db().select().from(tickets).where(eq(tickets.orderId, OrderId)).orderBy(tickets.seq);
}

const mailOf = (to: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

describe('passing a ticket on', () => {
  it('voids the old code, issues a new one to the recipient on the buyer’s order, and tells both', async () => {
    const item = await createCatalogItem(db(), hostId, { title: 'Pinot Evening' });
    const buyer = await createMember(db(), { firstName: 'Ada', lastName: 'Vine' });
    const [first, second] = await buy(buyer, item.id, 2);

    const response = await transfer(buyer.headers, first!.code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your ticket is passed on to Rosa Field. We have emailed them their new ticket.',
      passedOnTo: 'Rosa Field',
    });

    const all = await db().select().from(tickets).where(eq(tickets.orderId, first!.orderId)).orderBy(tickets.seq);
    expect(all).toHaveLength(3);
    const old = all.find((t) => t.id === first!.id)!;
    expect(old).toMatchObject({ status: 'void', voidReason: 'transferred' });
    expect(old.voidedAt).not.toBeNull();
    const issued = all.find((t) => t.replacesTicketId === first!.id)!;
    expect(issued).toMatchObject({
      status: 'valid',
      voidReason: null,
      holderName: 'Rosa Field',
      holderEmail: 'rosa.field@example.com',
      orderItemId: first!.orderItemId,
      admits: first!.admits,
      seq: 3,
    });
    expect(issued.code).not.toBe(first!.code);
    expect(all.find((t) => t.id === second!.id)?.status).toBe('valid');

    const [toRecipient] = await mailOf(RECIPIENT.email, 'ticket_transfer');
    expect(toRecipient?.subject).toBe('Your ticket for Pinot Evening');
    expect(toRecipient?.message.text).toContain('Ada Vine has passed a ticket for Pinot Evening on to you.');
    expect(toRecipient?.message.text).toContain(issued.code);
    expect(toRecipient?.message.attachments.map((a) => a.filename)).toEqual([`ticket-${issued.code}.png`]);
    const [toBuyer] = await mailOf(buyer.user.email, 'ticket_transfer_sent');
    expect(toBuyer?.subject).toBe('Your ticket for Pinot Evening is passed on to Rosa Field');
    expect(toBuyer?.message.text).toContain(`The ticket ${first!.code} no longer admits anyone.`);

    // The buyer's booking page shows the ticket passed on, not the new holder's ticket.
    const page = await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.bookings.one, { id: item.id }), headers: buyer.headers });
    const shown = page.json().bookings[0].tickets as {
      code: string;
      status: string;
      voidReason: string | null;
      passedOnTo: string | null;
    }[];
    expect(shown.map(({ code, status, voidReason, passedOnTo }) => ({ code, status, voidReason, passedOnTo }))).toEqual([
      { code: first!.code, status: 'void', voidReason: 'transferred', passedOnTo: 'Rosa Field' },
      { code: second!.code, status: 'valid', voidReason: null, passedOnTo: null },
    ]);

    // Passed on once: not again, and the new ticket is not the buyer's to pass on.
    const again = await transfer(buyer.headers, first!.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already passed this ticket on.');
    expect((await transfer(buyer.headers, issued.code)).statusCode).toBe(409);
  });

  it('is for the buyer only', async () => {
    const item = await createCatalogItem(db(), hostId);
    const buyer = await createMember(db());
    const [ticket] = await buy(buyer, item.id);
    const other = await createMember(db());
    const refused = await transfer(other.headers, ticket!.code);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('We could not find that ticket among your bookings.');
    const host = await createProfessional(db());
    expect((await transfer(host.headers, ticket!.code)).statusCode).toBe(403);
    expect((await transfer({}, ticket!.code)).statusCode).toBe(401);
    const [unchanged] = await db().select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(unchanged?.status).toBe('valid');
  });

  it('refuses a refunded ticket and one for an item that has started', async () => {
    const item = await createCatalogItem(db(), hostId);
    const buyer = await createMember(db());
    const [ticket] = await buy(buyer, item.id);
    await db().transaction((tx) => voidLineTickets(tx, ticket!.orderItemId));
    const refunded = await transfer(buyer.headers, ticket!.code);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().error.message).toBe('This ticket was refunded: it can no longer be passed on.');

    const started = await createCatalogItem(db(), hostId, {
      title: 'Morning Tasting',
      date: isoDateInDays(-1),
      salesStartDate: isoDateInDays(-10),
      salesEndDate: isoDateInDays(-2),
    });
    const order = await createPaidOrder(db(), buyer.user.id, [{ itemId: started.id, quantity: 1, unitPriceMinor: 4500 }]);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const code = newTicketCode();
    await db().insert(tickets).values({ code, orderId: order.id, orderItemId: line!.id, itemId: started.id, seq: 1, admits: 1 });
    const late = await transfer(buyer.headers, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Morning Tasting has started: its tickets can no longer be passed on.');
  });

  it('says what is wrong with the recipient', async () => {
    const item = await createCatalogItem(db(), hostId);
    const buyer = await createMember(db());
    const [ticket] = await buy(buyer, item.id);
    const bad = await transfer(buyer.headers, ticket!.code, { name: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Please enter the name of the person you are passing the ticket to',
      email: 'Please enter a valid email address',
    });
    expect((await transfer(buyer.headers, 'nonsense', RECIPIENT)).statusCode).toBe(400);
  });
});
