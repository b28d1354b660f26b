import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { listingDateRange } from '@trg/contract/listing-filters';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../../testing/factories.ts';
import { wineLists, wines } from '../wine-lists/schema.ts';
import { wineProfiles } from '../wine-profiles/schema.ts';
import { catalogItems, catalogItemWineLists } from './schema.ts';
import { SEARCH_MOST_RANKED } from './search.ts';

// Issue 31: the listings' search (words, typos, accents, the wines poured with their grapes' synonyms) and filters.
let ctx: TestContext;
let hostId: number;
const ids: Record<string, number> = {};

interface PouredWine {
  name: string;
  producer?: string;
  region?: string;
  subRegion?: string;
  grapes?: string;
  colour?: string;
  designation?: string;
}

/** A published wine list of these wines, poured at the item. */
async function pour(itemId: number, listName: string, poured: PouredWine[]) {
  const db = ctx.database.db;
  const [list] = await db.insert(wineLists).values({ ownerId: hostId, name: listName, status: 'Published' }).returning();
  if (!list) throw new Error('no list');
  for (const wine of poured) {
    const [row] = await db
      .insert(wines)
      .values({ wineListId: list.id, name: wine.name, producer: wine.producer, region: wine.region, subRegion: wine.subRegion })
      .returning();
    if (!row) throw new Error('no wine');
    if (wine.grapes || wine.colour || wine.designation)
      await db
        .insert(wineProfiles)
        .values({ wineId: row.id, grapeOrBlend: wine.grapes, colour: wine.colour, designation: wine.designation });
  }
  await db.insert(catalogItemWineLists).values({ itemId, wineListId: list.id });
  return list.id;
}

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const titlesOf = (body: { results: { eventTitle?: string; experienceTitle?: string }[] }) =>
  body.results.map((card) => card.eventTitle ?? card.experienceTitle);

beforeAll(async () => {
  ctx = await createTestApp();
  hostId = (await createProfessional(ctx.database.db)).user.id;
  const db = ctx.database.db;
  const saturday = listingDateRange({ when: 'weekend' }).from ?? inDays(3);
  ids.piedmont = (
    await createCatalogItem(db, hostId, {
      title: 'Truffle Dinner in Alba',
      description: 'Four courses with the wines of the Langhe.',
      locationCity: 'Alba',
      locationCountry: 'IT',
      lat: 44.7,
      lng: 8.03,
      priceMinor: 12000,
      currency: 'EUR',
      date: inDays(20),
    })
  ).id;
  await pour(ids.piedmont, 'Langhe reds', [
    { name: 'Cannubi 2019', producer: 'Cantina Rossi', region: 'Piedmont', subRegion: 'Barolo', grapes: 'Nebbiolo', colour: 'Red' },
  ]);
  ids.rhone = (
    await createCatalogItem(db, hostId, {
      title: 'Northern Lights Supper',
      description: 'Peppery reds by the river.',
      locationCity: 'Tain-l’Hermitage',
      locationCountry: 'FR',
      lat: 45.07,
      lng: 4.85,
      priceMinor: 6000,
      currency: 'EUR',
      date: inDays(40),
    })
  ).id;
  await pour(ids.rhone, 'Rhone flight', [
    { name: 'La Landonne', producer: 'Maison Brune', region: 'Rhône', subRegion: 'Côte-Rôtie', grapes: 'Syrah|Viognier', colour: 'Red' },
  ]);
  ids.chablis = (
    await createCatalogItem(db, hostId, {
      kind: 'experience',
      title: 'Kimmeridgian Walk',
      description: 'A walk over the fossil limestone of Chablis, with a glass at the end.',
      hashTags: '#chardonnay #burgundy',
      locationCity: 'Chablis',
      locationCountry: 'FR',
      lat: 47.81,
      lng: 3.8,
      priceMinor: 3500,
      date: inDays(10),
    })
  ).id;
  ids.reims = (
    await createCatalogItem(db, hostId, {
      title: 'Cellar Door Weekend',
      locationCity: 'Épernay',
      locationCountry: 'FR',
      lat: 49.04,
      lng: 3.96,
      priceMinor: 2500,
      date: saturday,
    })
  ).id;
  ids.reimsLater = (
    await createCatalogItem(db, hostId, {
      title: 'Cellar Door Later',
      locationCity: 'Épernay',
      locationCountry: 'FR',
      lat: 49.04,
      lng: 3.96,
      priceMinor: 2500,
      date: inDays(60),
    })
  ).id;
  ids.far = (
    await createCatalogItem(db, hostId, { title: 'Cellar Door Far', locationCity: 'Lyon', lat: 45.76, lng: 4.84, date: saturday })
  ).id;
});
afterAll(async () => ctx?.close());

describe('search', () => {
  it("finds the dinner that pours a Barolo, says what matched, and the plain listing's answer is unchanged", async () => {
    const { status, body } = await get('/api/events?q=barolo');
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['Truffle Dinner in Alba']);
    expect(body.results[0].matches).toEqual(['Barolo']);
    expect(body.count).toBe(1);
    const plain = await get('/api/events');
    expect(plain.body.results[0]).not.toHaveProperty('matches');
  });

  it("finds a Syrah's item by its synonym shiraz, and a grape's reference name", async () => {
    const { body } = await get('/api/events?q=shiraz');
    expect(titlesOf(body)).toEqual(['Northern Lights Supper']);
    expect(body.results[0].matches).toContain('Syrah');
  });

  it("finds Chablis from the typo 'chablsi', and titles, descriptions and hashtags", async () => {
    expect(titlesOf((await get('/api/experiences?q=chablsi')).body)).toEqual(['Kimmeridgian Walk']);
    expect(titlesOf((await get('/api/experiences?q=chardonnay')).body)).toEqual(['Kimmeridgian Walk']);
    expect(titlesOf((await get('/api/experiences?q=fossil%20limestone')).body)).toEqual(['Kimmeridgian Walk']);
    expect(titlesOf((await get('/api/events?q=truffle')).body)).toEqual(['Truffle Dinner in Alba']);
  });

  it("ignores accents both ways: 'cote rotie' finds Côte-Rôtie and 'épernay' finds Epernay", async () => {
    const { body } = await get('/api/events?q=cote%20rotie');
    expect(titlesOf(body)).toEqual(['Northern Lights Supper']);
    expect(body.results[0].matches).toContain('Côte-Rôtie');
    expect(titlesOf((await get('/api/events?q=EPERNAY&sort=date')).body)).toEqual(['Cellar Door Weekend', 'Cellar Door Later']);
  });

  it('finds by host, country name and producer, and nothing for words no item has', async () => {
    expect(titlesOf((await get('/api/events?q=cantina%20rossi')).body)).toEqual(['Truffle Dinner in Alba']);
    expect(titlesOf((await get('/api/events?q=italy')).body)).toEqual(['Truffle Dinner in Alba']);
    const none = await get('/api/events?q=zzqxv');
    expect(none.body).toMatchObject({ results: [], count: 0 });
    // A page past the last still says how many there are.
    expect((await get('/api/events?q=truffle&page=3')).body).toMatchObject({ results: [], count: 1 });
  });

  it('keeps the search up to date when a wine list changes, and leaves out a draft list', async () => {
    const db = ctx.database.db;
    const item = await createCatalogItem(db, hostId, { title: 'Spanish Night', date: inDays(15) });
    // Each read a URL of its own: the public cache keeps an answer until a host's change through the API drops it.
    expect((await get('/api/events?q=tempranillo&pageSize=11')).body.count).toBe(0);
    const listId = await pour(item.id, 'Rioja', [{ name: 'Gran Reserva', grapes: 'Tempranillo', colour: 'Red' }]);
    expect(titlesOf((await get('/api/events?q=tempranillo')).body)).toEqual(['Spanish Night']);
    expect(titlesOf((await get('/api/events?q=cencibel')).body)).toEqual(['Spanish Night']);
    await db.update(wineLists).set({ status: 'Draft' }).where(eq(wineLists.id, listId));
    expect((await get('/api/events?q=tempranillo&pageSize=13')).body.count).toBe(0);
    await db.update(catalogItems).set({ title: 'Iberian Night' }).where(eq(catalogItems.id, item.id));
    expect(titlesOf((await get('/api/events?q=iberian')).body)).toEqual(['Iberian Night']);
  });

  it('ranks at most SEARCH_MOST_RANKED matches of a word every item has', async () => {
    const { body } = await get('/api/events?q=test&pageSize=50');
    expect(body.count).toBeGreaterThan(3);
    expect(body.count).toBeLessThanOrEqual(SEARCH_MOST_RANKED);
  });

  it('answers 400 with a message for a query too long', async () => {
    const { status, body } = await get(`/api/events?q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/q must be at most 100 characters/);
  });
});

describe('filters', () => {
  it('near a town within N km, with the distance, sorted by distance; an unknown town is a 400', async () => {
    const { status, body } = await get('/api/events?near=Reims&km=30&sort=distance');
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['Cellar Door Weekend', 'Cellar Door Later']);
    expect(body.near).toMatchObject({ name: 'Reims', country: 'FR' });
    expect(body.results[0].distanceKm).toBeGreaterThan(20);
    expect(body.results[0].distanceKm).toBeLessThan(30);
    expect((await get('/api/events?near=Reims&km=10')).body.count).toBe(0);
    const unknown = await get('/api/events?near=Nowhereville');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/No town called 'Nowhereville'/);
  });

  it('this weekend, the next 30 days, and from-to', async () => {
    expect(titlesOf((await get('/api/events?near=Reims&km=30&when=weekend')).body)).toEqual(['Cellar Door Weekend']);
    const next30 = titlesOf((await get('/api/events?when=30days&pageSize=50')).body);
    expect(next30).toContain('Truffle Dinner in Alba');
    expect(next30).not.toContain('Northern Lights Supper');
    expect(titlesOf((await get(`/api/events?from=${inDays(35)}&to=${inDays(45)}`)).body)).toEqual(['Northern Lights Supper']);
    expect((await get('/api/events?from=2026-13-01')).status).toBe(400);
  });

  it('price range and sort by price', async () => {
    const { body } = await get('/api/events?priceMin=50&priceMax=150&sort=price');
    expect(titlesOf(body)).toEqual(['Northern Lights Supper', 'Truffle Dinner in Alba']);
  });

  it('country, online, and the wine filters: grape (by synonym too), appellation, region, colour', async () => {
    expect(titlesOf((await get('/api/events?country=IT&sort=date')).body)).toEqual(['Truffle Dinner in Alba']);
    expect((await get('/api/events?online=true&sort=price')).body.count).toBe(0);
    expect(titlesOf((await get('/api/events?grape=Shiraz')).body)).toEqual(['Northern Lights Supper']);
    expect(titlesOf((await get('/api/events?grape=nebbiolo')).body)).toEqual(['Truffle Dinner in Alba']);
    expect(titlesOf((await get('/api/events?appellation=Cote-Rotie')).body)).toEqual(['Northern Lights Supper']);
    expect(titlesOf((await get('/api/events?region=Piedmont')).body)).toEqual(['Truffle Dinner in Alba']);
    const reds = titlesOf((await get('/api/events?colour=Red')).body);
    expect(reds).toEqual(['Truffle Dinner in Alba', 'Northern Lights Supper']);
    expect((await get('/api/events?colour=Blue')).status).toBe(400);
  });
});
