import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { experienceSlotPath } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import { ExperienceScheduleInputSchema } from '@trg/contract/slots';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { WEEKEND_SCHEDULE } from '../../testing/security-world.ts';
import { catalogItems } from '../catalog/schema.ts';
import { saveSchedule } from '../catalog/slots.ts';
import { createCatalogItem, createMember, createProfessional, createStaffUser } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import { waitingListEntries } from './schema.ts';
import { offerFreedPlaces, WAITING_LIST_QUEUES } from './waiting-list.ts';

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof createMember>>;

let ctx: TestContext;
let hostId: number;
let hostHeaders: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  const host = await createProfessional(ctx.database.db);
  hostId = host.user.id;
  hostHeaders = host.headers;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const client = () => cartClient(ctx.app);
const PUBLIC_URL = 'http://localhost:3000';

const join = (headers: Headers, id: number) =>
  ctx.app.inject({ method: 'POST', url: apiPath(API_PATHS.waitingList.join, { id }), headers, payload: {} });
const leave = (headers: Headers, id: number) =>
  ctx.app.inject({ method: 'POST', url: apiPath(API_PATHS.waitingList.leave, { id }), headers, payload: {} });
const status = async (headers: Headers, id: number) => {
  const response = await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.waitingList.status, { id }), headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ onList: boolean; position: number | null; holdUntil: string | null; message: string }>();
};

/** The member buys `quantity` tickets through the cart, the test card and complete-order: the order's id. */
async function buy(member: Member, itemId: number, quantity = 1): Promise<number> {
  const c = client();
  const added = await c.add(member.headers, itemId, quantity);
  expect(added.statusCode, added.body).toBe(200);
  const { OrderId } = c.json<{ OrderId: number }>(added);
  const intent = c.json<{ client_secret: string }>(await c.intent(member.headers, OrderId));
  expect((await c.pay(member.headers, intent.client_secret)).statusCode).toBe(200);
  expect((await c.complete(member.headers, OrderId)).statusCode).toBe(200);
  return OrderId;
}

const mailTo = (to: string, kind = 'waiting_list_hold') =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

/** An event with `places` places, all bought by one buyer: sold out. */
async function soldOutEvent(places = 1) {
  const item = await createCatalogItem(db(), hostId, { quantity: places, maximumQuantity: places, title: 'Last Magnum Supper' });
  const buyer = await createMember(db());
  const orderId = await buy(buyer, item.id, places);
  return { item, buyer, orderId };
}

/** Staff refund the whole order through the console; the job it queues is worked. */
async function refundThroughConsole(orderId: number) {
  const staff = await createStaffUser(db());
  const refunded = await ctx.app.inject({
    method: 'POST',
    url: apiPath(OPERATOR_API_PATHS.orderRefund, { id: orderId }),
    headers: staff.headers,
    payload: { reason: 'The buyer cannot come.' },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  await ctx.app.queue.workDue([WAITING_LIST_QUEUES.offer]);
}

describe('joining and leaving a waiting list', () => {
  it('takes members only while the item is sold out, once each, in the order they came; leaving takes them off', async () => {
    const item = await createCatalogItem(db(), hostId, { quantity: 2, maximumQuantity: 2 });
    const first = await createMember(db());
    const second = await createMember(db());
    await buy(await createMember(db()), item.id);

    const early = await join(first.headers, item.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/not sold out: you can book it now/);

    await buy(await createMember(db()), item.id);
    const joined = await join(first.headers, item.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ onList: true, position: 1, holdUntil: null });
    expect((await join(second.headers, item.id)).json()).toMatchObject({ onList: true, position: 2 });

    const again = await join(first.headers, item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already on the waiting list/);
    const rows = await db().select().from(waitingListEntries).where(eq(waitingListEntries.itemId, item.id));
    expect(rows).toHaveLength(2);

    const left = await leave(first.headers, item.id);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ onList: false, position: null });
    expect(await status(second.headers, item.id)).toMatchObject({ onList: true, position: 1 });
    // Joining again is at the back of the line.
    expect((await join(first.headers, item.id)).json()).toMatchObject({ position: 2 });

    const host = await createProfessional(db());
    expect((await join(host.headers, item.id)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: apiPath(API_PATHS.waitingList.join, { id: item.id }), payload: {} })).statusCode,
    ).toBe(401);
    expect((await join(first.headers, 999_999)).statusCode).toBe(404);
  });
});

describe('a freed place', () => {
  it('is offered with a 30-minute hold to the first in line only, kept from everyone else, and bought by the holder', async () => {
    const { item, orderId } = await soldOutEvent();
    const first = await createMember(db());
    const second = await createMember(db());
    const stranger = await createMember(db());
    expect((await join(first.headers, item.id)).statusCode).toBe(200);
    expect((await join(second.headers, item.id)).statusCode).toBe(200);

    const before = Date.now();
    await refundThroughConsole(orderId);

    const [hold] = await mailTo(first.user.email);
    expect(hold?.subject).toBe('A place at Last Magnum Supper is held for you for 30 minutes');
    expect(hold?.message.text).toContain(`${PUBLIC_URL}/Events/`);
    expect(await mailTo(second.user.email)).toEqual([]);
    const held = await status(first.headers, item.id);
    expect(held.onList).toBe(true);
    const until = Date.parse(held.holdUntil ?? '');
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(until).toBeLessThan(Date.now() + 31 * 60_000);
    expect(held.message).toMatch(/is held for you until/);
    expect(await status(second.headers, item.id)).toMatchObject({ position: 1, holdUntil: null });

    // Everyone else still sees it sold out and cannot buy it.
    const page = await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.catalog.event.item, { id: item.id }) });
    expect(page.json().salesState).toBe('sold-out');
    for (const other of [stranger, second]) {
      const refused = await client().add(other.headers, item.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('Sorry, Last Magnum Supper is sold out.');
    }
    // A second offer round finds nothing free.
    await offerFreedPlaces(db(), item.id, PUBLIC_URL);
    expect(await mailTo(second.user.email)).toEqual([]);

    // The holder buys it within the hold; their place on the list is used.
    await buy(first, item.id);
    expect(await status(first.headers, item.id)).toMatchObject({ onList: false });
    const [entry] = await db()
      .select()
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.itemId, item.id), eq(waitingListEntries.userId, first.user.id)));
    expect(entry?.status).toBe('bought');
    expect((await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.catalog.event.item, { id: item.id }) })).json().salesState).toBe(
      'sold-out',
    );
  });

  it('passes to the next in line when the hold lapses, and the first can no longer buy it', async () => {
    const { item, orderId } = await soldOutEvent();
    const first = await createMember(db());
    const second = await createMember(db());
    await join(first.headers, item.id);
    await join(second.headers, item.id);
    await refundThroughConsole(orderId);
    expect(await mailTo(first.user.email)).toHaveLength(1);

    // Time driven past the hold: the offer job (as queued for the lapse) runs 31 minutes on.
    const later = new Date(Date.now() + 31 * 60_000);
    const offered = await offerFreedPlaces(db(), item.id, PUBLIC_URL, later);
    expect(offered.map((hold) => hold.userId)).toEqual([second.user.id]);
    expect(offered[0]?.holdUntil.getTime()).toBe(later.getTime() + 30 * 60_000);
    expect(await mailTo(second.user.email)).toHaveLength(1);
    const rows = await db().select().from(waitingListEntries).where(eq(waitingListEntries.itemId, item.id));
    expect(Object.fromEntries(rows.map((row) => [row.userId, row.status]))).toEqual({
      [first.user.id]: 'lapsed',
      [second.user.id]: 'offered',
    });

    // The lapsed member is off the line; the place is the second's now.
    expect(await status(first.headers, item.id)).toMatchObject({ onList: false });
    expect((await client().add(first.headers, item.id)).statusCode).toBe(409);
    await buy(second, item.id);
  });

  it('also follows more places: the scan job offers what a host added', async () => {
    const { item } = await soldOutEvent();
    const waiting = await createMember(db());
    await join(waiting.headers, item.id);
    const raised = await ctx.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.host.event.update, { id: item.id }),
      headers: hostHeaders,
      payload: { quantity: 2, maximumQuantity: 2 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await ctx.app.queue.workDue([WAITING_LIST_QUEUES.offer, WAITING_LIST_QUEUES.scan]);
    expect(await mailTo(waiting.user.email)).toHaveLength(1);
    expect((await status(waiting.headers, item.id)).holdUntil).not.toBeNull();
  });
});

describe('the waiting list of a slot', () => {
  it("is joined by the slot's own id once the slot is sold out, and its hold email links to the experience's page with that slot chosen", async () => {
    const title = 'Barrel Cellar Tour';
    const experience = await createCatalogItem(db(), hostId, { kind: 'experience', title, timeZone: 'Europe/Paris' });
    const schedule = ExperienceScheduleInputSchema.parse({ ...WEEKEND_SCHEDULE, placesPerSlot: 1, partyMin: 1, partyMax: 1 });
    await saveSchedule(db(), hostId, experience.id, schedule, { itemsWithLines: () => Promise.resolve(new Set<number>()) });
    const [slot] = await db().select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.parentId, experience.id)).limit(1);
    if (!slot) throw new Error('the schedule made no slot');

    const waiting = await createMember(db());
    // A slot with its place free is not sold out.
    expect((await join(waiting.headers, slot.id)).statusCode).toBe(409);

    const buyer = await createMember(db());
    const c = client();
    const added = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.cart.update,
      headers: buyer.headers,
      payload: { productGroup: 'Experiences', productId: experience.id, action: 'add', quantity: 1, slot: slot.id },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { OrderId } = c.json<{ OrderId: number }>(added);
    const intent = c.json<{ client_secret: string }>(await c.intent(buyer.headers, OrderId));
    expect((await c.pay(buyer.headers, intent.client_secret)).statusCode).toBe(200);
    expect((await c.complete(buyer.headers, OrderId)).statusCode).toBe(200);

    const joined = await join(waiting.headers, slot.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await status(waiting.headers, slot.id)).position).toBe(1);

    await refundThroughConsole(OrderId);
    const [hold] = await mailTo(waiting.user.email);
    expect(hold?.message.text).toContain(`${PUBLIC_URL}${experienceSlotPath(itemSlug(title, experience.id), slot.id)}`);
  });
});
