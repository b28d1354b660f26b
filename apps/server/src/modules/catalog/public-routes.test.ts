import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { wineLists, wines } from '../wine-lists/schema.ts';
import { catalogItemWineLists } from './schema.ts';
import { itemReviews } from '../reviews/schema.ts';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { hasStarted } from '@trg/contract/catalog-rules';

let ctx: TestContext;
let hostId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  hostId = (await createProfessional(ctx.database.db, { firstName: 'Henri', lastName: 'Vasseur' })).user.id;
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('public listings', () => {
  it('lists Active events still to come, soonest first, paginated, without drafts, cancelled, past or experiences', async () => {
    const db = ctx.database.db;
    const later = await createCatalogItem(db, hostId, { title: 'Later', date: inDays(50), salesEndDate: inDays(49) });
    const soonest = await createCatalogItem(db, hostId, { title: 'Soonest', date: inDays(3), time: '10:00', salesEndDate: inDays(2) });
    const sameDayLater = await createCatalogItem(db, hostId, {
      title: 'Same day, evening',
      date: inDays(3),
      time: '20:00',
      salesEndDate: inDays(2),
    });
    await createCatalogItem(db, hostId, { title: 'Draft', status: 'Draft' });
    await createCatalogItem(db, hostId, { title: 'Cancelled', status: 'Cancelled' });
    await createCatalogItem(db, hostId, { title: 'Yesterday', date: inDays(-1), salesStartDate: inDays(-9), salesEndDate: inDays(-2) });
    await createCatalogItem(db, hostId, { kind: 'experience', title: 'An experience' });

    const first = await get('/api/events?page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ count: 3, page: 1, pageSize: 2 });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([soonest.id, sameDayLater.id]);
    const second = (await get('/api/events/?page=2&pageSize=2')).json();
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([later.id]);
    expect((await get('/api/events?page=3&pageSize=2')).json().results).toEqual([]);

    const card = body.results[0];
    expect(card).toEqual({
      id: soonest.id,
      slug: `soonest-${soonest.id}`,
      eventTitle: 'Soonest',
      eventType: 'Tasting',
      mainExperienceImage: null,
      mainExperienceImageSrcSet: null,
      currency: 'GBP',
      price: '45.00',
      // 45.00 + 5% booking fee (2.25) + 20% VAT on the fee (0.45), at the default rates.
      allInPrice: '47.70',
      date: inDays(3),
      time: '10:00',
      timeZone: 'GMT',
      timeZoneId: 'Etc/UTC',
      summary: 'Test summary',
      olineExperience: false,
      locationcity: 'London',
      locationCountry: 'GB',
      lat: 51.5,
      lng: -0.1,
    });
  });

  it('reads the time zone when deciding what is still to come', async () => {
    const db = ctx.database.db;
    // The wall-clock time two hours ago in Greenwich is, in a zone 5 hours west, 3 hours still to go.
    const west = new Date(Date.now() - 2 * 3600_000);
    const date = west.toISOString().slice(0, 10);
    const time = west.toISOString().slice(11, 16);
    const upcoming = await createCatalogItem(db, hostId, {
      kind: 'experience',
      title: 'West',
      date,
      time,
      timeZone: 'GMT-05:00',
      salesEndDate: date,
      salesEndTime: time,
      salesStartDate: inDays(-30),
    });
    const started = await createCatalogItem(db, hostId, {
      kind: 'experience',
      title: 'East',
      date,
      time,
      timeZone: 'GMT',
      salesEndDate: date,
      salesEndTime: time,
      salesStartDate: inDays(-30),
    });
    const ids = (await get('/api/experiences?pageSize=50')).json().results.map((r: { id: number }) => r.id);
    expect(ids).toContain(upcoming.id);
    expect(ids).not.toContain(started.id);
  });

  it("lists exactly the items the contract's startsAt says have not started, in every zone, with or without a time", async () => {
    // An app of its own: these items would show in the other tests' listings and country filters.
    const own = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
    try {
      const db = own.database.db;
      const host = (await createProfessional(db)).user.id;
      const now = Date.now();
      // The local date and time of an instant in a zone `offset` minutes east.
      const local = (instant: number, offset: number) => {
        const iso = new Date(instant + offset * 60_000).toISOString();
        return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
      };
      const made = [];
      for (const [timeZone, offset] of [
        ['GMT-12:00', -720],
        ['GMT-03:30', -210],
        ['GMT', 0],
        ['GMT+05:45', 345],
        ['GMT+14:00', 840],
      ] as const) {
        // Three minutes either side of now with a time; yesterday, today and tomorrow (local) without one.
        const timed = [now - 180_000, now + 180_000].map((instant) => local(instant, offset));
        const allDay = [-1, 0, 1].map((days) => ({ date: local(now + days * 86_400_000, offset).date, time: null }));
        for (const when of [...timed, ...allDay]) {
          made.push(
            await createCatalogItem(db, host, { ...when, timeZone, salesStartDate: inDays(-30), salesEndDate: null, salesEndTime: null }),
          );
        }
      }
      const listed = (await own.app.inject({ method: 'GET', url: '/api/events?pageSize=50' }))
        .json()
        .results.map((r: { id: number }) => r.id);
      const toCome = made.filter((item) => !hasStarted(item, Date.now())).map((item) => item.id);
      expect(toCome).toHaveLength(15);
      expect([...listed].sort((a, b) => a - b)).toEqual(toCome);
    } finally {
      await own.close();
    }
  });

  it('filters by online or live and by country', async () => {
    const db = ctx.database.db;
    const online = await createCatalogItem(db, hostId, {
      kind: 'experience',
      title: 'Stream',
      online: true,
      locationCountry: null,
      lat: null,
      lng: null,
    });
    const french = await createCatalogItem(db, hostId, { kind: 'experience', title: 'Reims', locationCountry: 'FR' });
    const onlineIds = (await get('/api/experiences?online=true&pageSize=50')).json().results.map((r: { id: number }) => r.id);
    expect(onlineIds).toContain(online.id);
    expect(onlineIds).not.toContain(french.id);
    const liveIds = (await get('/api/experiences?online=false&pageSize=50')).json().results.map((r: { id: number }) => r.id);
    expect(liveIds).toContain(french.id);
    expect(liveIds).not.toContain(online.id);
    const inFrance = (await get('/api/experiences?country=fr')).json();
    expect(inFrance.results.map((r: { id: number }) => r.id)).toEqual([french.id]);
    expect(inFrance.count).toBe(1);
  });

  it('offers in its country filter the countries of the listed items, by name, and the country asked for', async () => {
    const db = ctx.database.db;
    await createCatalogItem(db, hostId, { title: 'Barolo evening', locationCountry: 'IT' });
    await createCatalogItem(db, hostId, { title: 'Chablis lunch', locationCountry: 'FR' });
    await createCatalogItem(db, hostId, { title: 'Rioja draft', locationCountry: 'ES', status: 'Draft' });
    await createCatalogItem(db, hostId, {
      title: 'Douro, last week',
      locationCountry: 'PT',
      date: inDays(-7),
      salesStartDate: inDays(-20),
      salesEndDate: inDays(-8),
    });
    await createCatalogItem(db, hostId, { kind: 'experience', title: 'Wachau walk', locationCountry: 'AT' });
    await createCatalogItem(db, hostId, { title: 'Mosel online', online: true, locationCountry: 'DE' });

    // In person: the events of the tests above are in Great Britain; Austria has only an experience, but was asked for.
    const live = (await get('/api/events?online=false&country=AT')).json();
    expect(live.results).toEqual([]);
    expect(live.countries).toEqual([
      { code: 'AT', name: 'Austria' },
      { code: 'FR', name: 'France' },
      { code: 'IT', name: 'Italy' },
      { code: 'GB', name: 'United Kingdom' },
    ]);
    expect((await get('/api/events?online=true')).json().countries).toEqual([{ code: 'DE', name: 'Germany' }]);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['online=maybe', 'online'],
    ['country=France', 'country'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await get(`/api/events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('public details', () => {
  it('shows an Active item with its business, its published wine lists (names and producers only) and reviews', async () => {
    const db = ctx.database.db;
    const item = await createCatalogItem(db, hostId, {
      title: 'Syrah Dinner',
      host: 'Domaine Vasseur',
      priceMinor: 9500,
      currency: 'EUR',
      quantity: 10,
      ccyExpenseSymbols: 'EUR|GBP',
    });
    const [published] = await db
      .insert(wineLists)
      .values({ ownerId: hostId, name: 'Rhone Flight', description: 'Granite Syrah', status: 'Published' })
      .returning();
    const [draftList] = await db.insert(wineLists).values({ ownerId: hostId, name: 'Secret list', status: 'Draft' }).returning();
    await db.insert(wines).values([
      { wineListId: published!.id, name: 'Hermitage Colline', producer: 'Domaine Vasseur', region: 'Rhone', vintage: '2018' },
      { wineListId: draftList!.id, name: 'Hidden', producer: 'Nobody' },
    ]);
    await db.insert(catalogItemWineLists).values([
      { itemId: item.id, wineListId: published!.id },
      { itemId: item.id, wineListId: draftList!.id },
    ]);
    const member = await createMember(db);
    const other = await createMember(db);
    await createPaidOrder(db, member.user.id, [{ itemId: item.id, quantity: 3, unitPriceMinor: 9500 }]);
    // Reviews count while their authors hold a paid booking.
    await createPaidOrder(db, other.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 9500 }]);
    await db.insert(itemReviews).values([
      { itemId: item.id, userId: member.user.id, rating: 5, comment: 'Superb' },
      { itemId: item.id, userId: other.user.id, rating: 4, comment: 'Lovely' },
    ]);

    const response = await get(`/api/events/${item.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: item.id,
      slug: `syrah-dinner-${item.id}`,
      eventTitle: 'Syrah Dinner',
      price: '95.00',
      clientTransactionFee: '4.75',
      businessName: 'Domaine Vasseur',
      businessBio: '',
      hostPhone: '07700900123',
      hostPhoneCountryCode: '+44',
      hostEmail: 'host@example.com',
      ccyExpenseSymbols: 'EUR|GBP',
      status: 'Active',
      salesState: 'open',
      // 10 less the two guests' 3 + 1 tickets.
      ticketsAvailable: 6,
      reviewAverage: 4.5,
      reviewCount: 2,
      WineListData: [
        {
          id: published!.id,
          wineListName: 'Rhone Flight',
          wineListdescription: 'Granite Syrah',
          wines: [{ id: expect.any(Number), wine: 'Hermitage Colline', producer: 'Domaine Vasseur' }],
        },
      ],
    });
    // Host-only figures are not public.
    expect(detail.grossSales).toBeUndefined();
    expect(detail.ticketsSold).toBeUndefined();
    expect(detail.readyToPublish).toBeUndefined();
  });

  it('names the business by the contact when the item has no host name', async () => {
    const item = await createCatalogItem(ctx.database.db, hostId, { host: null });
    expect((await get(`/api/events/${item.id}`)).json().businessName).toBe('Henri Vasseur');
  });

  it('shows sold-out and sales-closed states', async () => {
    const db = ctx.database.db;
    const soldOut = await createCatalogItem(db, hostId, { quantity: 2, maximumQuantity: 2 });
    await createPaidOrder(db, (await createMember(db)).user.id, [{ itemId: soldOut.id, quantity: 2, unitPriceMinor: 4500 }]);
    expect((await get(`/api/events/${soldOut.id}`)).json()).toMatchObject({ salesState: 'sold-out', ticketsAvailable: 0 });
    const closed = await createCatalogItem(db, hostId, { salesEndDate: inDays(-1) });
    expect((await get(`/api/events/${closed.id}`)).json().salesState).toBe('closed');
    const notYet = await createCatalogItem(db, hostId, { salesStartDate: inDays(2) });
    expect((await get(`/api/events/${notYet.id}`)).json().salesState).toBe('not-started');
    const past = await createCatalogItem(db, hostId, { date: inDays(-1), salesStartDate: inDays(-9), salesEndDate: inDays(-2) });
    expect((await get(`/api/events/${past.id}`)).json()).toMatchObject({ status: 'Past', salesState: 'closed' });
  });

  it('answers 404 for drafts, cancelled items, unknown ids and the other kind', async () => {
    const db = ctx.database.db;
    const draft = await createCatalogItem(db, hostId, { status: 'Draft' });
    const cancelled = await createCatalogItem(db, hostId, { status: 'Cancelled' });
    const experience = await createCatalogItem(db, hostId, { kind: 'experience' });
    for (const url of [`/api/events/${draft.id}`, `/api/events/${cancelled.id}`, '/api/events/999999', `/api/events/${experience.id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await get(`/api/experiences/${experience.id}`)).json().experienceTitle).toBe('Test Tasting Evening');
    expect((await get('/api/events/1abc')).statusCode).toBe(400);
  });
});

describe('prices shown with the configured fee rules', () => {
  it('shows the booking fee and the all-in price the cart will charge', async () => {
    const configured = await createTestApp({ BOOKING_FEE_PERCENT: '10', VAT_PERCENT: '20' });
    try {
      const host = await createProfessional(configured.database.db);
      const item = await createCatalogItem(configured.database.db, host.user.id, { title: 'Priced', priceMinor: 10_000, currency: 'EUR' });
      const detail = (await configured.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json();
      // 100.00 + 10% fee (10.00) + 20% VAT on the fee (2.00).
      expect(detail.clientTransactionFee).toBe('10.00');
      expect(detail.allInPrice).toBe('112.00');
      const listing = (await configured.app.inject({ method: 'GET', url: '/api/events' })).json();
      expect(listing.results.find((card: { id: number }) => card.id === item.id)?.allInPrice).toBe('112.00');
    } finally {
      await configured.close();
    }
  });
});
