import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import { CROWD_MINIMUM, WineTastingsSchema, tastingsNotOpenMessage } from '@trg/contract/wine-tastings';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { catalogItemWineLists } from '../catalog/schema.ts';
import { orderItems } from '../cart/schema.ts';
import { wineLists, wines } from '../wine-lists/schema.ts';
import { wineProfiles } from './schema.ts';
import { WineTeaserSchema } from '@trg/contract/wine-teaser';
import { TASTING_MESSAGES } from './tastings.ts';

// Guests' own tastings of a wine (issue 30): recorded once an item pouring it has started, and their average shown
// beside the host's profile once three guests have tasted it.
type User = Awaited<ReturnType<typeof createMember>>;
let ctx: TestContext;
let host: User;
let startedItem: number;
let upcomingItem: number;
const db = () => ctx.database.db;
const path = API_PATHS.wineProfile.tastings;
const STARTED = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0', RATE_LIMIT_SCALE: '100' });
  host = await createProfessional(db());
  startedItem = (await createCatalogItem(db(), host.user.id, STARTED)).id;
  upcomingItem = (await createCatalogItem(db(), host.user.id)).id;
});
afterAll(async () => ctx.close());

/** A profiled wine on a published list of the host's, poured at `itemId`. */
async function pouredWine(itemId: number) {
  const [list] = await db().insert(wineLists).values({ ownerId: host.user.id, name: 'Tasting flight', status: 'Published' }).returning();
  if (!list) throw new Error('no list');
  const [wine] = await db().insert(wines).values({ wineListId: list.id, name: 'Saperavi Qvevri' }).returning();
  if (!wine) throw new Error('no wine');
  await db().insert(wineProfiles).values({ wineId: wine.id, sweetness: 1, acidity: 3, tannin: 4, body: 2 });
  await db().insert(catalogItemWineLists).values({ itemId, wineListId: list.id });
  return { 'wine-list': list.id, wine: wine.id };
}

async function guestOf(itemId: number) {
  const member = await createMember(db());
  const order = await createPaidOrder(db(), member.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
  return { ...member, orderId: order.id };
}

const read = (query: Record<string, number>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: apiPath(path, undefined, query), headers });
const record = (query: Record<string, number>, headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: apiPath(path, undefined, query), headers, payload });

describe("a guest's tasting", () => {
  it('is recorded after the item has started, kept one per guest, and changed by the next save', async () => {
    const wine = await pouredWine(startedItem);
    const guest = await guestOf(startedItem);
    const first = await record(wine, guest.headers, { sweetness: 0, tanin: 3, note: 'Sour cherry, firm grip.' });
    expect(first.statusCode).toBe(200);
    const saved = WineTastingsSchema.parse(first.json());
    expect(saved.mine).toMatchObject({ sweetness: 0, tanin: 3, acidity: null, note: 'Sour cherry, firm grip.' });
    expect(saved.count).toBe(1);

    const again = WineTastingsSchema.parse((await record(wine, guest.headers, { tanin: 4, note: 'Grippier on day two.' })).json());
    expect(again.mine).toMatchObject({ sweetness: null, tanin: 4, note: 'Grippier on day two.' });
    expect(again.count).toBe(1);
    expect(WineTastingsSchema.parse((await read(wine, guest.headers)).json()).mine?.tanin).toBe(4);
  });

  it('is refused before an item pouring the wine has started, with the reason, and nothing is kept', async () => {
    const wine = await pouredWine(upcomingItem);
    const early = await guestOf(upcomingItem);
    const before = WineTastingsSchema.parse((await read(wine, early.headers)).json());
    expect(before.notOpen).toBe(tastingsNotOpenMessage('event'));
    const refused = await record(wine, early.headers, { sweetness: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(before.notOpen);
    expect(WineTastingsSchema.parse((await read(wine, early.headers)).json())).toMatchObject({ mine: null, count: 0 });
  });

  it('is refused to the host, to members without a booking and to visitors; a bad slider is a 400 naming it', async () => {
    const wine = await pouredWine(startedItem);
    expect((await record(wine, host.headers, { sweetness: 1 })).json().error.message).toBe(TASTING_MESSAGES.ownWine);
    const stranger = await createMember(db());
    const refused = await record(wine, stranger.headers, { sweetness: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TASTING_MESSAGES.notGuest);
    expect((await record(wine, {}, { sweetness: 1 })).statusCode).toBe(401);
    const guest = await guestOf(startedItem);
    const bad = await record(wine, guest.headers, { sweetness: 9 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(['sweetness']);
    expect((await record(wine, guest.headers, {})).statusCode).toBe(400);
  });
});

describe("the guests' average", () => {
  it(`shows beside the host's profile at ${CROWD_MINIMUM} guests and not before, and a refunded guest stops counting`, async () => {
    const wine = await pouredWine(startedItem);
    const guests = await Promise.all(Array.from({ length: CROWD_MINIMUM }, () => guestOf(startedItem)));
    const tannins = [2, 3, 3];
    for (const [index, guest] of guests.slice(0, CROWD_MINIMUM - 1).entries()) await record(wine, guest.headers, { tanin: tannins[index] });
    const early = WineTastingsSchema.parse((await read(wine, host.headers)).json());
    expect(early).toMatchObject({ count: CROWD_MINIMUM - 1, crowd: null, mine: null });
    expect(early.host).toMatchObject({ sweetness: 1, acidity: 3, tanin: 4, body: 2, length: null });

    const last = guests[CROWD_MINIMUM - 1];
    if (!last) throw new Error('no guest');
    await record(wine, last.headers, { tanin: tannins[CROWD_MINIMUM - 1], body: 2 });
    const shown = WineTastingsSchema.parse((await read(wine, host.headers)).json());
    expect(shown.count).toBe(CROWD_MINIMUM);
    expect(shown.crowd).toMatchObject({ tanin: 2.7, body: 2, sweetness: null });

    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, last.orderId));
    expect(WineTastingsSchema.parse((await read(wine, host.headers)).json())).toMatchObject({ count: CROWD_MINIMUM - 1, crowd: null });
  });
});

describe("a wine's teaser", () => {
  it('tells anyone its name, producer, origin, grapes and colour and where it is poured, and nothing of the profile', async () => {
    const wine = await pouredWine(upcomingItem);
    await db()
      .update(wineProfiles)
      .set({ grapeOrBlend: 'Saperavi|Rkatsiteli', colour: 'Red', description: 'Private tasting notes.' })
      .where(eq(wineProfiles.wineId, wine.wine));
    const answer = await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.wineProfile.teaser, undefined, wine) });
    expect(answer.statusCode).toBe(200);
    const teaser = WineTeaserSchema.strict().parse(answer.json());
    expect(teaser).toMatchObject({ wine: 'Saperavi Qvevri', grapes: ['Saperavi', 'Rkatsiteli'], colour: 'Red' });
    expect(teaser.pouredAt.map((item) => item.id)).toEqual([upcomingItem]);
    // Only the teaser's own keys: no description, slider, price or rating of the profile.
    expect(Object.keys(answer.json() as object).sort()).toEqual(Object.keys(WineTeaserSchema.shape).sort());
    expect(answer.body).not.toContain('Private tasting notes.');
  });

  it('is a 404 for a wine no visitor could book to taste: poured only at an item that has started, or on a draft list', async () => {
    const past = await pouredWine(startedItem);
    expect((await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.wineProfile.teaser, undefined, past) })).statusCode).toBe(404);
    const draft = await pouredWine(upcomingItem);
    await db().update(wineLists).set({ status: 'Draft' }).where(eq(wineLists.id, draft['wine-list']));
    expect((await ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.wineProfile.teaser, undefined, draft) })).statusCode).toBe(404);
  });
});
