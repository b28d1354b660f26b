import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ExperienceScheduleInputSchema } from '@trg/contract/slots';
import { apiPath } from '@trg/contract/api-paths';
import { door } from '@trg/contract/api-paths/hosts';
import { CHECK_IN_BATCH_MAX, CheckInResultsSchema, GuestListSchema } from '@trg/contract/guest-list';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { ATTENDEE } from '../../testing/cart.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { orderItems } from '../cart/schema.ts';
import { catalogItems } from '../catalog/schema.ts';
import { saveSchedule } from '../catalog/slots.ts';
import { WEEKEND_SCHEDULE } from '../../testing/security-world.ts';
import { loadLines } from '../cart/index.ts';
import { issueTickets, voidLineTickets } from './tickets.ts';
import { tickets } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Headers = Record<string, string>;
const hosts = new Map<number, { headers: Headers }>();
const ownerOf = async (hostId: number) => hosts.get(hostId) ?? { headers: {} };

/** A host's event that a member booked (two tickets, each for two people), paid and issued as checkout does. */
async function bookedEvent(options: { quantity?: number } = {}) {
  const db = ctx.database.db;
  const host = await createProfessional(db);
  const member = await createMember(db);
  const item = await createCatalogItem(db, host.user.id, { title: 'Cellar Supper', ticketsPerOrder: 2, timeZone: 'Europe/Paris' });
  const order = await createPaidOrder(
    db,
    member.user.id,
    [{ itemId: item.id, quantity: options.quantity ?? 2, unitPriceMinor: 4500, unitFeeMinor: 200 }],
    { attendee: ATTENDEE, buyerEmail: 'ada@example.com', totalMinor: 9400 },
  );
  const lines = await loadLines(db, order.id);
  const issued = await issueTickets(db, order.id, lines);
  hosts.set(item.hostId, host);
  return { host, member, item, order, lines, tickets: issued };
}

const list = (headers: Headers, id: number) => ctx.app.inject({ method: 'GET', url: apiPath(door.guestList, { id }), headers });
const scan = (headers: Headers, id: number, code: string, deviceId = 'phone-a', clientTime?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPath(door.checkIn, { id }),
    headers,
    payload: { checkIns: [{ code, deviceId, ...(clientTime ? { clientTime } : {}) }] },
  });
const resultsOf = (response: { body: string }) => CheckInResultsSchema.parse(JSON.parse(response.body));

describe("the host's guest list", () => {
  it('shows each buyer by the attendee name, with reference, tickets, amount paid and status', async () => {
    const { host, item, order, tickets } = await bookedEvent();
    const response = await list(host.headers, item.id);
    expect(response.statusCode).toBe(200);
    const answer = GuestListSchema.parse(response.json());
    expect(answer.item).toMatchObject({ id: item.id, title: 'Cellar Supper', kind: 'event', parentId: null });
    expect(answer.guests).toHaveLength(1);
    expect(answer.guests[0]).toMatchObject({
      name: 'Ada Vine',
      email: 'ada@example.com',
      bookingReference: order.bookingReference,
      quantity: 2,
      amountPaid: '94.00',
      currency: 'GBP',
      status: 'paid',
    });
    expect(answer.guests[0]?.tickets.map((t) => [t.code, t.admits, t.status, t.checkedInAt])).toEqual(
      tickets.map((t) => [t.code, 2, 'valid', null]),
    );
    expect(answer.counts).toEqual({ expected: 4, arrived: 0 });
  });

  it('answers with and without a trailing slash', async () => {
    const { host, item } = await bookedEvent();
    const response = await ctx.app.inject({ method: 'GET', url: `${apiPath(door.guestList, { id: item.id })}/`, headers: host.headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('an experience sold by the slot', () => {
  it("lists each slot's guests under the experience, with the slot's date, and a slot's door admits only its own tickets", async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const member = await createMember(db);
    const experience = await createCatalogItem(db, host.user.id, { kind: 'experience', title: 'Chalk Cellars', timeZone: 'Europe/Paris' });
    await saveSchedule(db, host.user.id, experience.id, ExperienceScheduleInputSchema.parse(WEEKEND_SCHEDULE), {
      itemsWithLines: () => Promise.resolve(new Set<number>()),
    });
    const [first, second] = await db
      .select()
      .from(catalogItems)
      .where(eq(catalogItems.parentId, experience.id))
      .orderBy(asc(catalogItems.date), asc(catalogItems.time))
      .limit(2);
    if (!first || !second) throw new Error('the schedule made no slots');
    const issued = [];
    for (const slot of [first, second]) {
      const order = await createPaidOrder(db, member.user.id, [{ itemId: slot.id, quantity: 1, unitPriceMinor: 3500 }], {
        attendee: ATTENDEE,
      });
      issued.push(...(await issueTickets(db, order.id, await loadLines(db, order.id))));
    }
    const whole = GuestListSchema.parse((await list(host.headers, experience.id)).json());
    expect(whole.guests.map((g) => [g.itemId, g.date, g.time])).toEqual([
      [first.id, first.date, first.time],
      [second.id, second.date, second.time],
    ]);
    const one = GuestListSchema.parse((await list(host.headers, first.id)).json());
    expect(one.item).toMatchObject({ id: first.id, parentId: experience.id });
    expect(one.guests).toHaveLength(1);
    const other = resultsOf(await scan(host.headers, first.id, issued[1]?.code ?? ''));
    expect(other.results[0]?.outcome).toBe('refused');
    const own = resultsOf(await scan(host.headers, first.id, issued[0]?.code ?? ''));
    expect(own.results[0]?.outcome).toBe('admitted');
  });
});

describe('check-in authorization: the host of the item only', () => {
  it('refuses another host (403), a member (403) and a visitor (401), and changes nothing', async () => {
    const { member, item, tickets } = await bookedEvent();
    const other = await createProfessional(ctx.database.db);
    const code = tickets[0]?.code ?? '';
    for (const [headers, status] of [
      [other.headers, 403],
      [member.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await scan(headers, item.id, code)).statusCode).toBe(status);
      expect((await list(headers, item.id)).statusCode).toBe(status);
    }
    const arrived = GuestListSchema.parse((await list((await ownerOf(item.hostId)).headers, item.id)).json()).counts.arrived;
    expect(arrived).toBe(0);
  });

  it('answers 404 for an item nobody has', async () => {
    const { host } = await bookedEvent();
    expect((await scan(host.headers, 2_000_000_000, 'K7QM-4XPD-2RTA')).statusCode).toBe(404);
  });
});

describe('the door', () => {
  it('admits a ticket once, from its QR content, and says when the second scan comes', async () => {
    const { host, item, tickets } = await bookedEvent();
    const code = tickets[0]?.code ?? '';
    const first = resultsOf(await scan(host.headers, item.id, `TRG-TICKET:${code}`));
    expect(first.results[0]).toMatchObject({ outcome: 'admitted', name: 'Ada Vine', admits: 2 });
    expect(first.counts).toEqual({ expected: 4, arrived: 2 });
    const second = resultsOf(await scan(host.headers, item.id, code.toLowerCase().replaceAll('-', '')));
    expect(second.results[0]).toMatchObject({ outcome: 'already', otherDevice: false });
    expect(second.results[0]?.message).toMatch(/^Already checked in at \d\d:\d\d \(Paris\u00a0time,\u00a0GMT\+\d\)\.$/);
    const fromAnotherPhone = resultsOf(await scan(host.headers, item.id, code, 'phone-b'));
    expect(fromAnotherPhone.results[0]).toMatchObject({ outcome: 'already', otherDevice: true });
    expect(fromAnotherPhone.results[0]?.message).toMatch(/on another phone\.$/);
  });

  it('admits exactly one of 10 concurrent scans of one ticket', async () => {
    const { host, item, tickets } = await bookedEvent();
    const code = tickets[0]?.code ?? '';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => scan(host.headers, item.id, code, `phone-${i}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => resultsOf(a).results[0]?.outcome);
    expect(outcomes.filter((o) => o === 'admitted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(9);
    const answer = GuestListSchema.parse((await list(host.headers, item.id)).json());
    expect(answer.counts.arrived).toBe(2);
  });

  it('refuses a refunded ticket with its reason and date', async () => {
    const { host, item, lines, tickets } = await bookedEvent();
    const db = ctx.database.db;
    const lineId = lines[0]?.id ?? 0;
    await db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, lineId));
    await voidLineTickets(db, lineId);
    const { results, counts } = resultsOf(await scan(host.headers, item.id, tickets[0]?.code ?? ''));
    expect(results[0]).toMatchObject({ outcome: 'refused', name: 'Ada Vine' });
    expect(results[0]?.message).toMatch(/^This ticket was refunded on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    expect(counts).toEqual({ expected: 0, arrived: 0 });
    const guests = GuestListSchema.parse((await list(host.headers, item.id)).json()).guests;
    expect(guests[0]).toMatchObject({ status: 'refunded' });
    expect(guests[0]?.tickets[0]).toMatchObject({ status: 'void', voidReason: 'refunded' });
  });

  it('refuses a transferred ticket, an unknown code and a code that is no code, with reasons', async () => {
    const { host, item, tickets } = await bookedEvent();
    const { tickets: theirs } = await bookedEvent();
    await voidTransferred(tickets[1]?.id ?? 0);
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPath(door.checkIn, { id: item.id }),
      headers: host.headers,
      payload: {
        checkIns: [
          { code: tickets[1]?.code, deviceId: 'phone-a' },
          { code: theirs[0]?.code, deviceId: 'phone-a' },
          { code: 'hello', deviceId: 'phone-a' },
        ],
      },
    });
    const messages = resultsOf(response).results.map((r) => [r.outcome, r.message]);
    expect(messages).toEqual([
      ['refused', 'This ticket was passed on to someone else; their new ticket has its own code.'],
      ['refused', `No ticket for Cellar Supper has the code ${theirs[0]?.code}.`],
      ['refused', 'That is not a ticket code: it has 12 letters and digits, like K7QM-4XPD-2RTA.'],
    ]);
  });

  it('syncs a queue from a phone that was offline: the time of the scan is kept, a second phone sees the conflict', async () => {
    const { host, item, tickets } = await bookedEvent();
    const code = tickets[0]?.code ?? '';
    const scannedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const first = resultsOf(await scan(host.headers, item.id, code, 'phone-a', scannedAt));
    expect(first.results[0]).toMatchObject({ outcome: 'admitted', checkedInAt: scannedAt });
    const later = resultsOf(await scan(host.headers, item.id, code, 'phone-b', new Date().toISOString()));
    expect(later.results[0]).toMatchObject({ outcome: 'already', otherDevice: true, checkedInAt: scannedAt });
  });

  it('takes the largest queue a phone may send in one sync', async () => {
    const { host, item } = await bookedEvent();
    const checkIns = Array.from({ length: CHECK_IN_BATCH_MAX }, (_, i) => ({
      code: `ZZZZ-ZZZZ-${String(i).padStart(4, '2').replace(/[01]/g, '3')}`,
      clientTime: new Date().toISOString(),
      deviceId: 'phone-with-a-long-queue-0123456789abcdef0123456789abcdef',
    }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPath(door.checkIn, { id: item.id }),
      headers: host.headers,
      payload: { checkIns },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(resultsOf(response).results).toHaveLength(CHECK_IN_BATCH_MAX);
  });

  it('refuses a bad batch with a 400 a person can act on', async () => {
    const { host, item } = await bookedEvent();
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPath(door.checkIn, { id: item.id }),
      headers: host.headers,
      payload: { checkIns: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/at least one check-in/);
  });
});

async function voidTransferred(ticketId: number) {
  await ctx.database.db
    .update(tickets)
    .set({ status: 'void', voidReason: 'transferred', voidedAt: new Date() })
    .where(eq(tickets.id, ticketId));
}
