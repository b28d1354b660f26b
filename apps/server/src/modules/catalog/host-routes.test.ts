import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createDraftItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { storedWidths } from '../../testing/media.ts';
import { catalogItems } from './schema.ts';
import { isoDateInDays as inDays } from '@trg/contract/dates';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db, { firstName: 'Henri', lastName: 'Vasseur' });
});
afterAll(async () => ctx.close());

const base = '/api/auth/business-profile';

async function post(url: string, payload: unknown, headers = host.headers) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

/** Every field a live event needs to sell, as the Manage page sends them. */
const completeLiveFields = () => ({
  description: 'Six growers, six glasses.',
  eventType: 'Tasting',
  hashTags: '#champagne #grower',
  host: 'Domaine Vasseur',
  date: inDays(40),
  time: '19:30',
  timeZone: '(GMT+01:00) Brussels, Copenhagen, Madrid, Paris',
  currency: 'EUR',
  price: '65.5',
  quantity: '24',
  maximumQuantity: 6,
  ticketsPerOrder: '1',
  hostEmail: 'cellar@domaine.example.com',
  hostPhone: '0145550199',
  hostPhoneCountryCode: '+33',
  salesStartDate: inDays(-1),
  salesStartTime: '09:00',
  salesEndDate: inDays(39),
  salesEndTime: '18:00',
  summary: 'A grower tasting.',
  locationAddress: '4 Rue des Crayeres',
  locationcity: 'Reims',
  locationZip_code: '51100',
  locationCountry: 'fr',
  lat: 49.2422,
  lng: '4.0476',
  ccyExpenseSymbols: 'eur|gbp',
});

async function uploadImage(id: number, kind: 'event' | 'experience' = 'event') {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#5b1a2e' } })
    .png()
    .toBuffer();
  const upload = multipartFile('mainExperienceImage', 'cellar.png', 'image/png', png);
  return ctx.app.inject({
    method: 'POST',
    url: `${base}/${kind}-image-update/${id}/`,
    payload: upload.payload,
    headers: { ...host.headers, ...upload.headers },
  });
}

describe('creating events and experiences', () => {
  it('creates a draft event from a title and the online flag only', async () => {
    const withPrice = await post(`${base}/create-event`, { eventTitle: 'Grower Champagne Afternoon', olineExperience: false, price: '1' });
    expect(withPrice.statusCode).toBe(400);
    expect(withPrice.json().error.message).toBe('body: This field cannot be sent here: price.');
    const response = await post(`${base}/create-event`, { eventTitle: '  Grower Champagne Afternoon ', olineExperience: false });
    expect(response.statusCode).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      eventTitle: 'Grower Champagne Afternoon',
      olineExperience: false,
      status: 'Draft',
      readyToPublish: false,
      publishEvent: false,
      price: null,
      currency: 'GBP',
      timeZone: 'GMT',
      ticketsSold: 0,
      grossSales: '0.00',
      slug: `grower-champagne-afternoon-${event.id}`,
    });
    expect(event.experienceTitle).toBeUndefined();
    expect(event.missingToPublish.map((m: { label: string }) => m.label)).toContain('Image');
  });

  it('creates an online experience, which carries experienceTitle and eventTitle', async () => {
    const response = await post(`${base}/create-experience/`, { experienceTitle: 'Lavaux by Stream', olineExperience: true });
    expect(response.statusCode).toBe(201);
    const experience = response.json();
    expect(experience).toMatchObject({
      experienceTitle: 'Lavaux by Stream',
      eventTitle: 'Lavaux by Stream',
      olineExperience: true,
      status: 'Draft',
    });
    // Online items need no venue.
    const fields = experience.missingToPublish.map((m: { field: string }) => m.field);
    expect(fields).not.toContain('locationAddress');
    expect(fields).toContain('experienceType');
  });

  it('refuses a missing or blank title with a 400 naming the field', async () => {
    for (const payload of [{ olineExperience: false }, { eventTitle: '   ' }, { eventTitle: 'x'.repeat(121) }]) {
      const response = await post(`${base}/create-event`, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['eventTitle']);
    }
  });
});

describe('updating fields', () => {
  it('changes only the fields sent, normalising each and keeping the others', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { description: 'Kept as it was' });
    const response = await post(`${base}/event-details-update/${draft.id}/`, {
      eventTitle: 'Renamed Tasting',
      price: '12.5',
      timeZone: '(GMT-03:30) Newfoundland',
      hostPhoneCountryCode: '44',
      locationCountry: 'gb',
      quantity: '30',
      maximumQuantity: '4',
      time: '07:05:00',
      ccyExpenseSymbols: 'gbp|eur|gbp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventTitle: 'Renamed Tasting',
      description: 'Kept as it was',
      price: '12.50',
      timeZone: 'GMT-03:30',
      hostPhoneCountryCode: '+44',
      locationCountry: 'GB',
      quantity: 30,
      maximumQuantity: 4,
      time: '07:05',
      ccyExpenseSymbols: 'GBP|EUR',
      potentialSales: '375.00',
    });
    const [row] = await ctx.database.db.select().from(catalogItems).where(eq(catalogItems.id, draft.id));
    expect(row?.priceMinor).toBe(1250);
  });

  it('clears a field sent empty', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { description: 'Something', summary: 'Short' });
    const response = await post(`${base}/event-details-update/${draft.id}`, { description: '', summary: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: null, summary: null });
  });

  it.each([
    [{ date: '2026-02-30' }, 'date'],
    [{ time: '24:00' }, 'time'],
    [{ time: '7pm' }, 'time'],
    [{ salesEndTime: '18.00' }, 'salesEndTime'],
    [{ timeZone: 'Europe/Nowhere' }, 'timeZone'],
    [{ timeZone: 'Paris' }, 'timeZone'],
    [{ timeZone: '(GMT+01:30) Nowhere' }, 'timeZone'],
    [{ price: '-1' }, 'price'],
    [{ price: 'free' }, 'price'],
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: '2.5' }, 'quantity'],
    [{ maximumQuantity: -3 }, 'maximumQuantity'],
    [{ ticketsPerOrder: 'two' }, 'ticketsPerOrder'],
    [{ currency: 'XYZ' }, 'currency'],
    [{ ccyExpenseSymbols: 'EUR|DOLLARS' }, 'ccyExpenseSymbols'],
    [{ hostEmail: 'not-an-email' }, 'hostEmail'],
    [{ hostPhone: '+44 (0) call me' }, 'hostPhone'],
    [{ hostPhoneCountryCode: '+999' }, 'hostPhoneCountryCode'],
    [{ locationCountry: 'Narnia' }, 'locationCountry'],
    [{ lat: 91 }, 'lat'],
    [{ lng: 'east' }, 'lng'],
    [{ olineExperience: 'yes' }, 'olineExperience'],
    [{ eventTitle: '' }, 'eventTitle'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const draft = await createDraftItem(ctx.database.db, host.user.id);
    const response = await post(`${base}/event-details-update/${draft.id}/`, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(body.error.fields[field]).toMatch(/[A-Za-z]/);
  });

  it('refuses more decimals than the currency has', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { currency: 'JPY' });
    const response = await post(`${base}/event-details-update/${draft.id}/`, { price: '1500.50' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.price).toMatch(/whole amount/);
    const sameBody = await post(`${base}/event-details-update/${draft.id}/`, { price: '1500.50', currency: 'GBP' });
    expect(sameBody.statusCode).toBe(200);
    expect(sameBody.json().price).toBe('1500.50');
  });

  it('keeps the maximum per guest within the tickets issued, checked against the stored values', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { quantity: 10 });
    const tooMany = await post(`${base}/event-details-update/${draft.id}/`, { maximumQuantity: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.maximumQuantity).toBe('Maximum quantity cannot be more than the 10 tickets issued.');
    expect((await post(`${base}/event-details-update/${draft.id}/`, { maximumQuantity: 10 })).statusCode).toBe(200);
    const fewer = await post(`${base}/event-details-update/${draft.id}/`, { quantity: 8 });
    expect(fewer.statusCode).toBe(400);
    expect(Object.keys(fewer.json().error.fields)).toEqual(['quantity']);
  });

  it("keeps the item's zone and answers with the short offset on its own date, summer or winter", async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { date: null, time: null, locationCountry: 'FR' });
    const url = `${base}/event-details-update/${draft.id}/`;
    const details = async () =>
      (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${draft.id}`, headers: host.headers })).json();
    expect((await post(url, { date: '2031-07-19', time: '19:30', timeZone: 'Europe/Paris' })).statusCode).toBe(200);
    expect(await details()).toMatchObject({ timeZone: 'GMT+02:00', timeZoneId: 'Europe/Paris' });
    expect((await post(url, { date: '2032-01-17' })).statusCode).toBe(200);
    expect(await details()).toMatchObject({ timeZone: 'GMT+01:00', timeZoneId: 'Europe/Paris' });
    // The spec's picker label, as a client of the original API sends it: the zone stays Paris.
    expect((await post(url, { timeZone: '(GMT+01:00) Brussels, Copenhagen, Madrid, Paris' })).statusCode).toBe(200);
    expect((await details()).timeZoneId).toBe('Europe/Paris');
    // An item in Portugal sent the Azores' offset takes the Azores' zone; one sent an offset its country never keeps, a fixed one.
    expect((await post(url, { locationCountry: 'PT', timeZone: 'GMT-01:00' })).statusCode).toBe(200);
    expect((await details()).timeZoneId).toBe('Atlantic/Azores');
    expect((await post(url, { timeZone: 'GMT+05:00' })).statusCode).toBe(200);
    expect(await details()).toMatchObject({ timeZone: 'GMT+05:00', timeZoneId: 'Etc/GMT-5' });
  });

  it('refuses a local time the clocks skip, naming the field, and changes nothing', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { date: '2031-03-30', time: '19:30', timeZone: 'Europe/Paris' });
    const url = `${base}/event-details-update/${draft.id}/`;
    const gap = await post(url, { time: '02:30' });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error.fields.time).toBe(
      'There is no 02:30 on 30 March 2031 in Paris time: the clocks go forward that night. Choose another time.',
    );
    const sales = await post(url, { salesEndDate: '2031-03-30', salesEndTime: '02:15' });
    expect(sales.statusCode).toBe(400);
    expect(Object.keys(sales.json().error.fields)).toEqual(['salesEndTime']);
    const after = (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${draft.id}`, headers: host.headers })).json();
    expect(after).toMatchObject({ time: '19:30', salesEndTime: null });
    // The October night's 02:30 happens twice: it is accepted, and the first is meant.
    expect((await post(url, { date: '2031-10-26', time: '02:30' })).statusCode).toBe(200);
  });

  it('refuses a sales window that ends after the event starts, or ends before it opens', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { date: inDays(10), time: '19:00', timeZone: 'GMT' });
    const late = await post(`${base}/event-details-update/${draft.id}/`, { salesEndDate: inDays(10), salesEndTime: '19:30' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.salesEndDate).toBe('Sales must end by the start of the event.');
    const backwards = await post(`${base}/event-details-update/${draft.id}/`, { salesStartDate: inDays(5), salesEndDate: inDays(3) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.salesEndDate).toBe('The sales end must come after the sales start.');
    const fine = await post(`${base}/event-details-update/${draft.id}/`, {
      salesStartDate: inDays(1),
      salesStartTime: '09:00',
      salesEndDate: inDays(10),
      salesEndTime: '19:00',
    });
    expect(fine.statusCode).toBe(200);
    // Moving the event before the end of sales is refused too, naming the date.
    const earlier = await post(`${base}/event-details-update/${draft.id}/`, { date: inDays(9) });
    expect(earlier.statusCode).toBe(400);
    expect(Object.keys(earlier.json().error.fields)).toEqual(['date']);
  });

  it('refuses sales ending after the event day while the event has no time yet, and checks again when the date moves', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { date: inDays(10), timeZone: 'GMT' });
    const late = await post(`${base}/event-details-update/${draft.id}/`, { salesEndDate: inDays(11), salesEndTime: '09:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({
      code: 'validation_error',
      message: 'Sales must end by the start of the event.',
      fields: { salesEndDate: 'Sales must end by the start of the event.' },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${draft.id}/`, headers: host.headers })).json().salesEndDate,
    ).toBeNull();
    // The event's own day is allowed until its time is known.
    const sameDay = await post(`${base}/event-details-update/${draft.id}/`, { salesEndDate: inDays(10), salesEndTime: '23:00' });
    expect(sameDay.statusCode).toBe(200);
    const earlier = await post(`${base}/event-details-update/${draft.id}/`, { date: inDays(9) });
    expect(earlier.statusCode).toBe(400);
    expect(Object.keys(earlier.json().error.fields)).toEqual(['date']);
    // Setting a time now compares instants: 23:00 sales end is after a 19:00 start.
    const timed = await post(`${base}/event-details-update/${draft.id}/`, { time: '19:00' });
    expect(timed.statusCode).toBe(400);
    expect(Object.keys(timed.json().error.fields)).toEqual(['time']);
  });

  it('keeps a price typed in one currency when only the currency changes', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { currency: 'GBP', priceMinor: 4500 });
    const response = await post(`${base}/event-details-update/${draft.id}/`, { currency: 'EUR' });
    expect(response.json()).toMatchObject({ currency: 'EUR', price: '45.00' });
  });
});

describe('readiness, publishing and cancelling', () => {
  it('computes readyToPublish from every field a live event needs, and publishes only then', async () => {
    const created = (await post(`${base}/create-event`, { eventTitle: 'Chalk Cellar Tasting', olineExperience: false })).json();
    const initiallyMissing = created.missingToPublish.length;
    expect(initiallyMissing).toBeGreaterThan(15);

    const early = await post(`${base}/event-details-update/${created.id}/`, { publishEvent: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^This event is not ready to publish\. Still needed: Image, Description/);

    const filled = await post(`${base}/event-details-update/${created.id}/`, completeLiveFields());
    expect(filled.statusCode).toBe(200);
    expect(filled.json().missingToPublish).toEqual([{ field: 'mainExperienceImage', label: 'Image' }]);
    expect(filled.json().readyToPublish).toBe(false);

    const withImage = await uploadImage(created.id);
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json()).toMatchObject({ readyToPublish: true, missingToPublish: [], status: 'Draft' });

    const published = await post(`${base}/event-details-update/${created.id}/`, { publishEvent: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'Active',
      publishEvent: true,
      price: '65.50',
      clientTransactionFee: '3.28',
      potentialSales: '1572.00',
    });

    const again = await post(`${base}/event-details-update/${created.id}/`, { publishEvent: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a draft can be published; this event is Active.');
  });

  it('needs a venue and map position for live items but not for online ones', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id, { online: true });
    const venue = new Set(['locationAddress', 'locationcity', 'locationZip_code', 'locationCountry', 'lat', 'lng']);
    const fields = Object.fromEntries(Object.entries(completeLiveFields()).filter(([key]) => !venue.has(key)));
    await post(`${base}/event-details-update/${draft.id}/`, fields);
    await uploadImage(draft.id);
    const online = (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${draft.id}`, headers: host.headers })).json();
    expect(online.readyToPublish).toBe(true);
    const live = (await post(`${base}/event-details-update/${draft.id}/`, { olineExperience: false })).json();
    expect(live.missingToPublish.map((m: { label: string }) => m.label)).toEqual([
      'Address',
      'City',
      'Postcode',
      'Country',
      'Map position',
    ]);
  });

  it('refuses to publish an item whose date has passed, which shows as Past', async () => {
    const past = await createCatalogItem(ctx.database.db, host.user.id, {
      status: 'Draft',
      imageKey: '/artwork/test.svg',
      date: inDays(-2),
      salesStartDate: inDays(-9),
      salesEndDate: inDays(-3),
    });
    const details = (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${past.id}`, headers: host.headers })).json();
    expect(details.status).toBe('Past');
    expect(details.missingToPublish).toEqual([{ field: 'date', label: 'A date and time still to come' }]);
    const response = await post(`${base}/event-details-update/${past.id}/`, { publishEvent: true });
    expect(response.statusCode).toBe(409);
  });

  it('does not let a change make an item on sale unsellable', async () => {
    const active = await createCatalogItem(ctx.database.db, host.user.id, { imageKey: '/artwork/test.svg' });
    const cleared = await post(`${base}/event-details-update/${active.id}/`, { price: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.fields.price).toBe('Price is needed while the event is on sale.');
    const toLive = await createCatalogItem(ctx.database.db, host.user.id, {
      imageKey: '/artwork/test.svg',
      online: true,
      locationAddress: null,
      locationCity: null,
      locationZipCode: null,
      locationCountry: null,
      lat: null,
      lng: null,
    });
    const response = await post(`${base}/event-details-update/${toLive.id}/`, { olineExperience: false });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([
      'locationAddress',
      'locationcity',
      'locationZip_code',
      'locationCountry',
      'lat',
    ]);
    expect((await post(`${base}/event-details-update/${active.id}/`, { description: 'New words' })).statusCode).toBe(200);
  });

  it('cancels only Active items: sales stop, the item leaves the public pages and cannot be changed', async () => {
    const active = await createCatalogItem(ctx.database.db, host.user.id, { imageKey: '/artwork/test.svg' });
    const mixed = await post(`${base}/event-details-update/${active.id}/`, { cancelEvent: true, price: '1' });
    expect(mixed.statusCode).toBe(400);
    const cancelled = await post(`${base}/event-details-update/${active.id}/`, { cancelEvent: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('Cancelled');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${active.id}` })).statusCode).toBe(404);
    expect((await post(`${base}/event-details-update/${active.id}/`, { cancelEvent: true })).statusCode).toBe(409);
    const edit = await post(`${base}/event-details-update/${active.id}/`, { description: 'x' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('This event is cancelled and can no longer be changed.');
    const draft = await createDraftItem(ctx.database.db, host.user.id);
    const draftCancel = await post(`${base}/event-details-update/${draft.id}/`, { cancelEvent: true });
    expect(draftCancel.statusCode).toBe(409);
    expect(draftCancel.json().error.message).toBe('Only an event on sale (Active) can be cancelled; this one is Draft.');
  });
});

describe('sales figures', () => {
  it('counts tickets sold and gross takings from paid orders only', async () => {
    const item = await createCatalogItem(ctx.database.db, host.user.id, { priceMinor: 4500, quantity: 20 });
    const member = await createMember(ctx.database.db);
    await createPaidOrder(ctx.database.db, member.user.id, [{ itemId: item.id, quantity: 2, unitPriceMinor: 4000 }]);
    await createPaidOrder(ctx.database.db, member.user.id, [{ itemId: item.id, quantity: 3, unitPriceMinor: 4500 }]);
    await createPaidOrder(ctx.database.db, member.user.id, [{ itemId: item.id, quantity: 5, unitPriceMinor: 4500 }], {
      status: 'awaiting_payment',
      paidAt: null,
      bookingReference: null,
    });
    await createPaidOrder(ctx.database.db, member.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], {
      status: 'refunded',
    });
    const details = (await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${item.id}`, headers: host.headers })).json();
    expect(details).toMatchObject({ ticketsSold: 5, grossSales: '215.00', potentialSales: '900.00' });
    const listing = (await ctx.app.inject({ method: 'GET', url: `${base}/my-events-listing`, headers: host.headers })).json();
    expect(listing.find((e: { id: number }) => e.id === item.id)).toMatchObject({ ticketsSold: 5, grossSales: '215.00' });
    const below = await post(`${base}/event-details-update/${item.id}/`, { quantity: 4, maximumQuantity: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields.quantity).toBe('Quantity cannot be less than the 5 tickets already sold.');
  });
});

describe('listing and details', () => {
  it("lists only the host's own items of each kind", async () => {
    const other = await createProfessional(ctx.database.db);
    const mine = await createDraftItem(ctx.database.db, host.user.id, { title: 'Mine' });
    const mineExperience = await createDraftItem(ctx.database.db, host.user.id, { kind: 'experience', title: 'My Experience' });
    const theirs = await createDraftItem(ctx.database.db, other.user.id, { title: 'Theirs' });
    const events = (await ctx.app.inject({ method: 'GET', url: `${base}/my-events-listing/`, headers: host.headers })).json();
    const ids = events.map((e: { id: number }) => e.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(mineExperience.id);
    const experiences = (await ctx.app.inject({ method: 'GET', url: `${base}/my-experiences-listing`, headers: host.headers })).json();
    const experienceIds = experiences.map((e: { id: number }) => e.id);
    expect(experienceIds).toContain(mineExperience.id);
    expect(experienceIds).not.toContain(mine.id);
    expect(experiences.every((e: { experienceTitle?: string }) => typeof e.experienceTitle === 'string')).toBe(true);
  });

  it('answers 404 for an experience asked for as an event, and 400 for a malformed id', async () => {
    const experience = await createDraftItem(ctx.database.db, host.user.id, { kind: 'experience' });
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/event-details/${experience.id}`, headers: host.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/experience-details/${experience.id}`, headers: host.headers })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/event-details/abc`, headers: host.headers })).statusCode).toBe(400);
  });
});

describe('images', () => {
  it('stores an upload as WebP in every width, replacing (and deleting) the previous one', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id);
    const first = (await uploadImage(draft.id)).json();
    expect(first.mainExperienceImage).toMatch(/^\/media\/[0-9a-f]{24}\/1024\.webp$/);
    expect(first.mainExperienceImageSrcSet).toContain('320.webp 320w');
    const firstKey = first.mainExperienceImage.split('/')[2];
    expect(await storedWidths(ctx.database.db, firstKey)).toEqual([320, 640, 1024, 1600]);
    const served = await ctx.app.inject({ method: 'GET', url: first.mainExperienceImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = (await uploadImage(draft.id)).json();
    expect(second.mainExperienceImage).not.toBe(first.mainExperienceImage);
    expect(await storedWidths(ctx.database.db, firstKey)).toEqual([]);
    const [row] = await ctx.database.db.select().from(catalogItems).where(eq(catalogItems.id, draft.id));
    expect(row).toMatchObject({ imageWidth: 800, imageHeight: 500 });
  });

  it('refuses what is not an image (415), too large (413) or sent without the field (400)', async () => {
    const draft = await createDraftItem(ctx.database.db, host.user.id);
    const url = `${base}/event-image-update/${draft.id}/`;
    const fake = multipartFile('mainExperienceImage', 'photo.jpg', 'image/jpeg', Buffer.from('%PDF-1.4 definitely not a photo'));
    const notImage = await ctx.app.inject({ method: 'POST', url, payload: fake.payload, headers: { ...host.headers, ...fake.headers } });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toBe('Please upload a JPEG, PNG, WebP or AVIF image.');

    const big = multipartFile('mainExperienceImage', 'big.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    const tooLarge = await ctx.app.inject({ method: 'POST', url, payload: big.payload, headers: { ...host.headers, ...big.headers } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toMatch(/larger than 10 MB/);

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrongField = multipartFile('picture', 'a.png', 'image/png', png);
    const missing = await ctx.app.inject({
      method: 'POST',
      url,
      payload: wrongField.payload,
      headers: { ...host.headers, ...wrongField.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ mainExperienceImage: 'Please choose an image file to upload.' });

    const json = await post(url, { mainExperienceImage: 'x' });
    expect(json.statusCode).toBe(415);
  });
});
