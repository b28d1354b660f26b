import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, API_PATHS } from '@trg/contract/api-paths';
import { GuestMessageLogSchema, GuestMessageSchema } from '@trg/contract/guest-messages';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { emailOutbox } from '../email/schema.ts';
import { orderItems } from '../cart/schema.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db, { firstName: 'Henri', lastName: 'Vasseur' });
});
afterAll(async () => ctx.close());

const url = (id: number) => apiPath(API_PATHS.guestMessages, { id });
const send = (id: number, payload: unknown, headers: Record<string, string> = host.headers) =>
  ctx.app.inject({ method: 'POST', url: url(id), payload: payload as Record<string, unknown>, headers });
const log = (id: number, headers: Record<string, string> = host.headers) => ctx.app.inject({ method: 'GET', url: url(id), headers });
const message = { subject: 'Parking on the night', text: 'Park in the courtyard.\n\nThe gate opens at 18:30.' };

/** An item of the host's with two paying guests (one of them twice), a refunded buyer and an unpaid order. */
async function itemWithGuests() {
  const db = ctx.database.db;
  const item = await createCatalogItem(db, host.user.id, { title: 'Harvest Supper' });
  const buyers = await Promise.all([1, 2, 3, 4].map(() => createMember(db)));
  const [ana, ben, refunded, unpaid] = buyers.map((buyer, index) => ({ ...buyer, email: `guest${index}-${buyer.user.id}@example.com` }));
  if (!ana || !ben || !refunded || !unpaid) throw new Error('no buyers');
  await createPaidOrder(db, ana.user.id, [{ itemId: item.id, quantity: 2, unitPriceMinor: 4500 }], { buyerEmail: ana.email });
  await createPaidOrder(db, ana.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], { buyerEmail: ana.email });
  await createPaidOrder(db, ben.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], { buyerEmail: ben.email });
  const gone = await createPaidOrder(db, refunded.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], {
    buyerEmail: refunded.email,
  });
  await db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, gone.id));
  await createPaidOrder(db, unpaid.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], {
    buyerEmail: unpaid.email,
    status: 'awaiting_payment',
    paidAt: null,
  });
  return { item, guests: [ana.email, ben.email], notGuests: [refunded.email, unpaid.email] };
}

const outboxFor = (subject: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));

describe('a host writes to the guests of an item', () => {
  it('emails each buyer holding a paid, unrefunded booking once, logs it, and never shows the host an address', async () => {
    const { item, guests, notGuests } = await itemWithGuests();
    const before = GuestMessageLogSchema.parse((await log(item.id)).json());
    expect(before).toEqual({ guests: 2, messages: [], slots: [] });

    const subject = `Parking ${item.id}`;
    const response = await send(item.id, { ...message, subject });
    expect(response.statusCode).toBe(201);
    const sent = GuestMessageSchema.parse(response.json());
    expect(sent).toMatchObject({ subject, recipients: 2, itemId: item.id });

    const mail = await outboxFor(subject);
    expect(mail.map((row) => row.toAddress).sort()).toEqual([...guests].sort());
    expect(mail.every((row) => row.kind === 'guest-message' && row.message.text.includes('The gate opens at 18:30.'))).toBe(true);
    expect(mail.some((row) => notGuests.includes(row.toAddress))).toBe(false);

    const after = await log(item.id);
    expect(GuestMessageLogSchema.parse(after.json()).messages).toEqual([sent]);
    for (const address of [...guests, ...notGuests]) {
      expect(after.body).not.toContain(address);
      expect(response.body).not.toContain(address);
    }
  });

  it('refuses an empty subject or text with the reason, and sends nothing', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    const noSubject = await send(item.id, { subject: '  ', text: 'Hello' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json()).toMatchObject({
      error: { message: expect.stringMatching(/subject/i), fields: { subject: 'Please enter a subject.' } },
    });
    const noText = await send(item.id, { subject: 'Hello', text: '' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.fields).toEqual({ text: 'Please write your message.' });
    expect(GuestMessageLogSchema.parse((await log(item.id)).json()).messages).toEqual([]);
  });

  it('answers 429 with a message after three messages about one item in an hour', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    for (const n of [1, 2, 3]) expect((await send(item.id, { ...message, subject: `Note ${n}` })).statusCode).toBe(201);
    const fourth = await send(item.id, { ...message, subject: 'Note 4' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toMatch(/3 times an hour/);
    expect(GuestMessageLogSchema.parse((await log(item.id)).json()).messages).toHaveLength(3);
  });

  it('refuses another host (403), a member (403), a visitor (401), and a missing item (404)', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    const other = await createProfessional(ctx.database.db);
    const member = await createMember(ctx.database.db);
    expect((await send(item.id, message, other.headers)).statusCode).toBe(403);
    expect((await log(item.id, other.headers)).statusCode).toBe(403);
    expect((await send(item.id, message, member.headers)).statusCode).toBe(403);
    expect((await log(item.id, member.headers)).statusCode).toBe(403);
    expect((await send(item.id, message, {})).statusCode).toBe(401);
    expect((await send(987_654, message)).statusCode).toBe(404);
    expect(GuestMessageLogSchema.parse((await log(item.id)).json()).messages).toEqual([]);
  });

  it("writes to one slot's guests, and shows the message in its experience's log", async () => {
    const db = ctx.database.db;
    const experience = await createCatalogItem(db, host.user.id, { kind: 'experience', slotted: true });
    const slot = await createCatalogItem(db, host.user.id, { kind: 'experience', parentId: experience.id });
    const otherSlot = await createCatalogItem(db, host.user.id, { kind: 'experience', parentId: experience.id });
    const [a, b] = [await createMember(db), await createMember(db)];
    await createPaidOrder(db, a.user.id, [{ itemId: slot.id, quantity: 1, unitPriceMinor: 4500 }], {
      buyerEmail: `slot-a-${slot.id}@example.com`,
    });
    await createPaidOrder(db, b.user.id, [{ itemId: otherSlot.id, quantity: 1, unitPriceMinor: 4500 }], {
      buyerEmail: `slot-b-${slot.id}@example.com`,
    });
    const before = GuestMessageLogSchema.parse((await log(experience.id)).json());
    expect(before.guests).toBe(2);
    expect(before.slots.map(({ id, guests }) => ({ id, guests })).sort((a, b) => a.id - b.id)).toEqual([
      { id: slot.id, guests: 1 },
      { id: otherSlot.id, guests: 1 },
    ]);
    const sent = await send(slot.id, { ...message, subject: `Slot ${slot.id}` });
    expect(sent.json()).toMatchObject({ recipients: 1, itemId: slot.id });
    expect((await outboxFor(`Slot ${slot.id}`)).map((row) => row.toAddress)).toEqual([`slot-a-${slot.id}@example.com`]);
    expect(GuestMessageLogSchema.parse((await log(experience.id)).json()).messages.map((m) => m.itemId)).toEqual([slot.id]);
  });
});
