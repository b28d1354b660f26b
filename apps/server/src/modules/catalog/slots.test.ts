import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { experienceSlots } from '@trg/contract/api-paths/hosts';
import { catalog } from '@trg/contract/api-paths/site';
import type { ExperienceScheduleInput, HostSlots, PublicSlots } from '@trg/contract/slots';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { queuedEmails } from '../email/index.ts';
import { cartClient } from '../../testing/cart.ts';
import { catalogItems } from './schema.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** Weekends, 11:00 and 15:00, 8 places, May to September 2031, parties of 2 to 6, booking closes 24 hours before. */
const WEEKENDS: ExperienceScheduleInput = {
  weekdays: [6, 7],
  startTimes: ['15:00', '11:00'],
  durationMinutes: 90,
  placesPerSlot: 8,
  partyMin: 2,
  partyMax: 6,
  cutoffHours: 24,
  seasonFrom: '2031-05-01',
  seasonUntil: '2031-09-30',
  closedDates: ['2031-08-16'],
};

const weekendDays = (from: string, until: string, closed: string[]) => {
  let n = 0;
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${until}T00:00:00Z`); at += 86_400_000) {
    const day = new Date(at).getUTCDay();
    if ((day === 0 || day === 6) && !closed.includes(new Date(at).toISOString().slice(0, 10))) n += 1;
  }
  return n;
};

async function experience(overrides: Parameters<typeof createCatalogItem>[2] = {}) {
  return createCatalogItem(ctx.database.db, host.user.id, {
    kind: 'experience',
    title: 'Cellar Tour',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    priceMinor: 3500,
    locationCountry: 'FR',
    ...overrides,
  });
}

const post = (url: string, payload: unknown, headers = host.headers) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const get = (url: string, headers: Record<string, string> = host.headers) => ctx.app.inject({ method: 'GET', url, headers });
const scheduleUrl = (id: number) => apiPath(experienceSlots.schedule, { id });
const slotsUrl = (id: number) => apiPath(catalog.experience.slots, { id });

describe('an experience sold by the slot', () => {
  it('makes a slot for each start time of each chosen day of the season, and reads as its next slot', async () => {
    const item = await experience();
    const saved = await post(scheduleUrl(item.id), WEEKENDS);
    expect(saved.statusCode).toBe(200);
    const expected = weekendDays('2031-05-01', '2031-09-30', ['2031-08-16']) * 2;
    expect(saved.json()).toMatchObject({ slotCount: expected, schedule: { startTimes: ['11:00', '15:00'], closedDates: ['2031-08-16'] } });
    expect((await get(scheduleUrl(item.id))).json()).toEqual(saved.json());

    const slots = (await get(slotsUrl(item.id), {})).json() as PublicSlots;
    expect(slots).toMatchObject({ timeZoneId: 'Europe/Paris', partyMin: 2, partyMax: 6, durationMinutes: 90, cutoffHours: 24 });
    expect(slots.slots).toHaveLength(expected);
    // 3 May 2031 is a Saturday; a July slot is at GMT+02:00, and 16 August is closed.
    expect(slots.slots[0]).toMatchObject({ date: '2031-05-03', time: '11:00', endTime: '12:30', placesLeft: 8, bookable: true });
    expect(slots.slots.find((slot) => slot.date === '2031-07-19' && slot.time === '15:00')).toMatchObject({ timeZone: 'GMT+02:00' });
    expect(slots.slots.some((slot) => slot.date === '2031-08-16')).toBe(false);

    const detail = (await get(apiPath(API_PATHS.catalog.experience.item, { id: item.id }), {})).json();
    expect(detail).toMatchObject({ slotted: true, date: '2031-05-03', time: '11:00', quantity: 8, maximumQuantity: 6 });
    // Slots are not listed, and have no page of their own.
    const listing = (await get('/api/experiences?pageSize=50', {})).json();
    expect(listing.results.filter((card: { experienceTitle: string }) => card.experienceTitle === 'Cellar Tour')).toHaveLength(1);
    expect((await get(apiPath(API_PATHS.catalog.experience.item, { id: slots.slots[0]!.id }), {})).statusCode).toBe(404);
  });

  it('refuses a schedule that makes no slots or breaks its own limits, naming the field, and changes nothing', async () => {
    const item = await experience();
    const none = await post(scheduleUrl(item.id), { ...WEEKENDS, seasonFrom: '2031-05-05', seasonUntil: '2031-05-09' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.weekdays).toBe('This schedule makes no slots: choose days of the week that fall within the season.');
    const party = await post(scheduleUrl(item.id), { ...WEEKENDS, partyMax: 9 });
    expect(party.statusCode).toBe(400);
    expect(party.json().error.fields.partyMax).toBe('The largest party cannot be more than the places in a slot.');
    const backwards = await post(scheduleUrl(item.id), { ...WEEKENDS, seasonUntil: '2031-04-01' });
    expect(backwards.json().error.fields.seasonUntil).toBe('The season must end on or after the day it starts.');
    expect((await get(scheduleUrl(item.id))).json()).toEqual({ schedule: null, slotCount: 0 });
    // Another host's experience is not found.
    const other = await createProfessional(ctx.database.db);
    expect((await post(scheduleUrl(item.id), WEEKENDS, other.headers)).statusCode).toBe(404);
  });

  it('sells a slot into the cart with its date and time, within the party sizes, and never the experience itself', async () => {
    const item = await experience();
    await post(scheduleUrl(item.id), WEEKENDS);
    const slot = ((await get(slotsUrl(item.id), {})).json() as PublicSlots).slots.find(
      (one) => one.date === '2031-07-19' && one.time === '15:00',
    )!;
    const member = await createMember(ctx.database.db);
    const cart = (payload: Record<string, unknown>) =>
      post(API_PATHS.cart.update, { productGroup: 'Experiences', productId: item.id, action: 'add', ...payload }, member.headers);

    const whole = await cart({ quantity: 2 });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().error.message).toBe('Choose a date and time for Cellar Tour: it is booked by the slot.');
    const alone = await cart({ slot: slot.id, quantity: 1 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toBe(
      'Cellar Tour, 19 July 2031 at 15:00 takes parties of at least 2: please book 2 or more places.',
    );
    const crowd = await cart({ slot: slot.id, quantity: 7 });
    expect(crowd.statusCode).toBe(400);
    const elsewhere = await experience({ title: 'Other Tour' });
    expect((await cart({ productId: elsewhere.id, slot: slot.id, quantity: 2 })).statusCode).toBe(404);

    const added = await cart({ slot: slot.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json().cart[0]).toMatchObject({
      productId: slot.id,
      experiences__experienceTitle: 'Cellar Tour',
      quantity: 2,
      date: '2031-07-19',
      time: '15:00',
      timeZone: 'GMT+02:00',
      timeZoneId: 'Europe/Paris',
      slot: { id: slot.id, experienceId: item.id },
    });
    // A cart holds nothing; a checkout under way holds its places, and the calendar (kept by the public cache) says so at once.
    const after = ((await get(slotsUrl(item.id), {})).json() as PublicSlots).slots.find((one) => one.id === slot.id);
    expect(after?.placesLeft).toBe(8);
    const intent = await cartClient(ctx.app).intent(member.headers, added.json().OrderId as number);
    expect(intent.statusCode).toBe(200);
    const held = ((await get(slotsUrl(item.id), {})).json() as PublicSlots).slots.find((one) => one.id === slot.id);
    expect(held?.placesLeft).toBe(6);
  });

  it('shows its host a month of slots with their bookings, keeps places above what is booked, and closes a slot with refunds', async () => {
    const item = await experience({ title: 'Barrel Tasting' });
    await post(scheduleUrl(item.id), WEEKENDS);
    const db = ctx.database.db;
    const [slot] = await db.select().from(catalogItems).where(eq(catalogItems.parentId, item.id)).orderBy(catalogItems.date).limit(1);
    const guest = await createMember(db, { firstName: 'Jeanne', lastName: 'Moreau', email: `jeanne-${item.id}@example.com` });
    await createPaidOrder(db, guest.user.id, [{ itemId: slot!.id, quantity: 3, unitPriceMinor: 3500 }], {
      currency: 'EUR',
      attendee: { firstName: 'Jeanne', lastName: 'Moreau' },
      buyerEmail: `jeanne-${item.id}@example.com`,
      totalMinor: 11_000,
      paymentProvider: 'test',
      paymentIntentId: `pi_slot_${item.id}`,
    });
    const month = (await get(`${apiPath(experienceSlots.slots, { id: item.id })}?month=2031-05`)).json() as HostSlots;
    expect(month.slots).toHaveLength(weekendDays('2031-05-01', '2031-05-31', []) * 2);
    expect(month.slots[0]).toMatchObject({
      id: slot!.id,
      date: '2031-05-03',
      places: 8,
      booked: 3,
      status: 'open',
      bookings: [{ name: 'Jeanne Moreau', quantity: 3 }],
    });

    // The experience's own figures count its slots' sales.
    const detail = (await get(apiPath(hostPaths('experience').details, { id: item.id }))).json();
    expect(detail).toMatchObject({ ticketsSold: 3, grossSales: '105.00' });
    // So do the host's dashboard's upcoming items, where the slots do not show on their own.
    const dashboard = (await get(API_PATHS.hostDashboard)).json() as { upcoming: { title: string; ticketsSold: number }[] };
    expect(dashboard.upcoming.filter((row) => row.title === 'Barrel Tasting')).toEqual([
      expect.objectContaining({ itemId: item.id, ticketsSold: 3 }),
    ]);

    const slotUrl = apiPath(experienceSlots.slot, { id: item.id, slotId: slot!.id });
    const fewer = await post(slotUrl, { places: 2 });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().error.fields.places).toBe('Places cannot be fewer than the 3 already booked.');
    expect((await post(slotUrl, { places: 10 })).json()).toMatchObject({ places: 10, booked: 3 });

    const closed = await post(slotUrl, { close: true });
    expect(closed.json()).toMatchObject({ status: 'closed', booked: 0 });
    const told = await queuedEmails(db, {
      kind: 'refund_notice',
      to: `jeanne-${item.id}@example.com`,
      subject: (await queuedSubject(`jeanne-${item.id}@example.com`)) ?? '',
    });
    expect(told).toHaveLength(1);
    const publicSlots = ((await get(slotsUrl(item.id), {})).json() as PublicSlots).slots;
    expect(publicSlots.some((one) => one.id === slot!.id)).toBe(false);
    expect((await post(slotUrl, { places: 4 })).statusCode).toBe(409);
  });

  it('keeps booked slots a new schedule no longer makes, removes the others, and moves places that were the old default', async () => {
    const item = await experience({ title: 'Vineyard Walk' });
    await post(scheduleUrl(item.id), WEEKENDS);
    const db = ctx.database.db;
    const slots = await db
      .select()
      .from(catalogItems)
      .where(eq(catalogItems.parentId, item.id))
      .orderBy(catalogItems.date, catalogItems.time);
    const booked = slots.find((slot) => slot.time === '15:00')!;
    const member = await createMember(db);
    await createPaidOrder(db, member.user.id, [{ itemId: booked.id, quantity: 2, unitPriceMinor: 3500 }]);

    const saturdays = await post(scheduleUrl(item.id), { ...WEEKENDS, weekdays: [6], startTimes: ['11:00'], placesPerSlot: 10 });
    expect(saturdays.statusCode).toBe(200);
    const after = await db.select().from(catalogItems).where(eq(catalogItems.parentId, item.id));
    expect(after.some((slot) => slot.id === booked.id)).toBe(true);
    expect(after.filter((slot) => slot.id !== booked.id).every((slot) => slot.time === '11:00' && slot.quantity === 10)).toBe(true);
    expect(saturdays.json().slotCount).toBe(after.length);
  });
});

/** The subject of the one refund email queued to this address (refund emails name the order). */
async function queuedSubject(to: string): Promise<string | undefined> {
  const { emailOutbox } = await import('../email/schema.ts');
  const [row] = await ctx.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row?.subject;
}
