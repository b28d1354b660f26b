import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import { WINE_FIELD_MESSAGES } from '@trg/contract/wine-fields';
import { WINE_LIST_MESSAGES } from '@trg/contract/wine-lists';
import { WINE_FIELDS, WINE_FIELD_ALIASES, WineDetailsSchema } from '@trg/contract/wine-profiles';
import { MyWineReviewsSchema, WineReviewSchema } from '@trg/contract/wine-reviews';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { multipartForm, type FormFile } from '../../testing/multipart-form.ts';
import { storedImageKeys, storedWidths } from '../../testing/media.ts';
import { catalogItemWineLists } from '../catalog/schema.ts';
import { orderItems } from '../cart/schema.ts';
import { cellarEntries } from '../cellar/schema.ts';
import { CELLAR_ERRORS } from '../cellar/service.ts';
import { wineLists, wines, type WineListStatus } from '../wine-lists/schema.ts';
import { wineProfiles, wineReviews } from './schema.ts';
import { WINE_PROFILE_MESSAGES } from './service.ts';

type Headers = Record<string, string>;
type User = Awaited<ReturnType<typeof createMember>>;

let ctx: TestContext;
let host: User;
let otherHost: User;
let guest: User;
let noBooking: User;
let refundedLine: User;
let refundedOrder: User;
let itemId: number;

const db = () => ctx.database.db;
const paths = API_PATHS.wineProfile;

/** Reviews open once an item has started: the guests' item took place yesterday (on sale until the day before). */
const STARTED = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };

beforeAll(async () => {
  // No shared cache of public answers: the tests read the averages again straight after a refund.
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  host = await createProfessional(db(), { firstName: 'Henri' });
  otherHost = await createProfessional(db(), { firstName: 'Other' });
  guest = await createMember(db(), { firstName: 'Guest' });
  noBooking = await createMember(db(), { firstName: 'Browser' });
  refundedLine = await createMember(db(), { firstName: 'Refunded line' });
  refundedOrder = await createMember(db(), { firstName: 'Refunded order' });
  itemId = (await createCatalogItem(db(), host.user.id, STARTED)).id;
  // A booking for another item pours nothing of the host's: it must not open any profile.
  const elsewhere = await createCatalogItem(db(), otherHost.user.id);
  const line = { itemId, quantity: 1, unitPriceMinor: 4500 };
  await createPaidOrder(db(), guest.user.id, [line]);
  await createPaidOrder(db(), noBooking.user.id, [{ ...line, itemId: elsewhere.id }]);
  const refunded = await createPaidOrder(db(), refundedLine.user.id, [line]);
  await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, refunded.id));
  await createPaidOrder(db(), refundedOrder.user.id, [line], { status: 'refunded' });
});
afterAll(async () => ctx.close());

/** A new wine on a new list of the host's (published unless said), poured at the item the guest booked (or `at`). */
async function newWine(
  fields: Partial<typeof wines.$inferInsert> = {},
  { status = 'Published', at = itemId }: { status?: WineListStatus; at?: number } = {},
) {
  const [list] = await db().insert(wineLists).values({ ownerId: host.user.id, name: 'Cellar picks', status }).returning();
  if (!list) throw new Error('no list');
  const [wine] = await db()
    .insert(wines)
    .values({ wineListId: list.id, name: 'Blanc de Blancs Extra Brut', subRegion: 'Côte des Blancs', ...fields })
    .returning();
  if (!wine) throw new Error('no wine');
  await db().insert(catalogItemWineLists).values({ itemId: at, wineListId: list.id });
  return { wineId: wine.id, wineListId: list.id, query: { 'wine-list': list.id, wine: wine.id } };
}
type Wine = Awaited<ReturnType<typeof newWine>>;

const retrieve = (wine: Wine, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: apiPath(paths.retrieve, undefined, wine.query), headers });

function update(
  wine: Wine,
  fields: Record<string, string | readonly string[]>,
  headers: Headers = host.headers,
  files: Record<string, FormFile> = {},
) {
  const form = multipartForm(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: apiPath(paths.update, undefined, wine.query),
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
const updateJson = (wine: Wine, payload: Record<string, unknown>, headers: Headers = host.headers) =>
  ctx.app.inject({ method: 'POST', url: apiPath(paths.update, undefined, wine.query), headers, payload });

const review = (wineId: number, payload: Record<string, unknown>, headers: Headers = guest.headers) =>
  ctx.app.inject({ method: 'POST', url: apiPath(paths.createReview, { id: wineId }), headers, payload });
const myReviews = (headers: Headers) => ctx.app.inject({ method: 'GET', url: paths.myReviews, headers });

async function stored(wineId: number) {
  const [wine] = await db().select().from(wines).where(eq(wines.id, wineId));
  const [profile] = await db().select().from(wineProfiles).where(eq(wineProfiles.wineId, wineId));
  return { wine, profile: profile ?? null };
}

const fieldsOf = (response: { json(): { error: { fields?: Record<string, string> } } }) => response.json().error.fields ?? {};
const mediaKeys = () => storedImageKeys(ctx.database.db);
const png = (colour = '#5b1a2e') =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#e8d9a8' } })
    .jpeg()
    .toBuffer();

/** Every field of the editor, as its multipart form sends them. */
const FULL_FORM = {
  wine: 'Blanc de Blancs Extra Brut',
  description: 'Chardonnay from the chalk of the Côte des Blancs.',
  viticulture: 'Old vines on chalk, ploughed by horse.',
  vinification: 'Fermented in old oak, no malolactic.',
  awards: ['Gold, Decanter 2022', 'Trophy 2023'],
  producer: 'Maison Crayere',
  producerTitle: 'Grower',
  country: 'France',
  region: 'Champagne',
  appelation: 'Côte des Blancs',
  designation: "AOC (Appellation d'Origine Contrôlée)",
  site: 'Le Mesnil-sur-Oger',
  parcel: 'Les Chétillons',
  wineType: 'Sparkling',
  colour: 'White',
  grapeOrBlend: 'Chardonnay (Morillon)',
  classification: 'Grand Cru (Champagne village)',
  alcoholPercentage: '12.5',
  vintage: '2016',
  disgorgementYear: '2023',
  aged: '6',
  periodOnLees: '5.5',
  readinessToDrink: '10',
  startToDrink: '2024',
  endToDrink: '2034',
  dosage: '2',
  titratableAcidity: '7.8',
  finingAgents: 'Bentonite',
  filtration: 'Light',
  carbonicMaceration: 'False',
  semiCarbonicMaceration: 'False',
  malolacticFermentation: 'False',
  sustainabilityInPractice: 'True',
  organic: 'True',
  biodynamic: 'False',
  natural: 'False',
  vegetarian: 'True',
  vegan: 'True',
  containsSulphites: 'True',
  appearance: 'Pale lemon with a fine bead.',
  colorIntensity: '0',
  nose: 'Lemon, brioche, chalk.',
  noseintensity: '3',
  palate: 'Taut and saline, very long.',
  sweetness: '0',
  acidity: '4',
  tanin: '0',
  alcohol: '1',
  body: '1',
  mouse: '1',
  flavourIntensity: '3',
  length: '4',
  foodPairingGroup: 'Shellfish and seafood',
  pairWith: 'Oysters',
  minServingTempurature: '8',
  maxServingTempurature: '10',
  drinkingTime: 'As an aperitif',
  wineQualityPerception: 'Outstanding',
  quality: '94',
  currency: 'usd',
  glass50mlPrice: '6',
  glass125mlPrice: '14.5',
  glass250mlPrice: '28.00',
  bottle375mlPrice: '55',
  bottle750mlPrice: '98.5',
  magnumPrice: '.5',
};

describe('retrieve-wine-details', () => {
  it('answers every field of the profile under its wire name, null when unset, before anything is saved', async () => {
    const wine = await newWine({ producer: 'Maison Crayere', vegan: 'True', vegetarian: 'maybe' });
    const response = await retrieve(wine, host.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(() => WineDetailsSchema.parse(body)).not.toThrow();
    for (const field of WINE_FIELDS) expect(body, field.name).toHaveProperty(field.name);
    for (const alias of Object.keys(WINE_FIELD_ALIASES)) expect(body).toHaveProperty(alias);
    const { wine: row } = await stored(wine.wineId);
    expect(body).toMatchObject({
      wineId: wine.wineId,
      wineListId: wine.wineListId,
      slug: `blanc-de-blancs-extra-brut-${wine.wineId}`,
      canEdit: true,
      reviewSummary: { average: null, count: 0 },
      wine: 'Blanc de Blancs Extra Brut',
      producer: 'Maison Crayere',
      subRegion: 'Côte des Blancs',
      appelation: 'Côte des Blancs',
      vegan: 'True',
      // Free text on the wine from before the profile: anything but True/False reads as unset.
      vegetarian: null,
      description: null,
      sweetness: null,
      quality: null,
      currency: 'GBP',
      glass50mlPrice: null,
      wineImg: null,
      estateImg: null,
      timestamp: row?.createdAt.toISOString(),
    });
  });

  it('shows the profile to the owning host and to guests with a paid, unrefunded booking; 403 to anyone else', async () => {
    const wine = await newWine();
    const anonymous = await retrieve(wine);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error.message).toBe(WINE_PROFILE_MESSAGES.anonymous);
    // A token that is no longer valid is anonymous too.
    expect((await retrieve(wine, { authorization: 'Token notavalidtoken123456' })).json().error.message).toBe(
      WINE_PROFILE_MESSAGES.anonymous,
    );

    for (const user of [noBooking, refundedLine, refundedOrder, otherHost]) {
      const response = await retrieve(wine, user.headers);
      expect(response.statusCode, user.user.firstName).toBe(403);
      expect(response.json().error.message).toBe(WINE_PROFILE_MESSAGES.notAllowed);
    }

    const asGuest = await retrieve(wine, guest.headers);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().canEdit).toBe(false);
    const asOwner = await retrieve(wine, host.headers);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().canEdit).toBe(true);
  });

  it('answers 404 for an unknown wine or a wine that is not on the list named, and 400 for ids that are not numbers', async () => {
    const wine = await newWine();
    const other = await newWine();
    for (const query of [
      { 'wine-list': wine.wineListId, wine: 999_999 },
      { 'wine-list': other.wineListId, wine: wine.wineId },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: apiPath(paths.retrieve, undefined, query), headers: host.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/^No wine with the id \d+ is on the wine list \d+\.$/);
    }
    for (const [query, field] of [
      [{ 'wine-list': 'abc', wine: wine.wineId }, 'wine-list'],
      [{ 'wine-list': wine.wineListId, wine: '1.5' }, 'wine'],
      [{ 'wine-list': wine.wineListId }, 'wine'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: apiPath(paths.retrieve, undefined, query), headers: host.headers });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(fieldsOf(response))).toEqual([field]);
    }
  });
});

describe('wine-details-update-with-image', () => {
  it('saves every field of the editor from the multipart form and answers the profile as it then reads', async () => {
    const wine = await newWine({ name: 'Old name' });
    const before = await stored(wine.wineId);
    const response = await update(wine, FULL_FORM);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(() => WineDetailsSchema.parse(body)).not.toThrow();
    expect(body).toMatchObject({
      wine: 'Blanc de Blancs Extra Brut',
      subRegion: 'Côte des Blancs',
      appelation: 'Côte des Blancs',
      awards: 'Gold, Decanter 2022|Trophy 2023',
      vintage: '2016',
      alcoholPercentage: '12.5',
      readinessToDrink: '10',
      organic: 'True',
      malolacticFermentation: 'False',
      vegan: 'True',
      colorIntensity: 0,
      noseintensity: 3,
      tanin: 0,
      mouse: 1,
      minServingTempurature: 8,
      maxServingTempurature: 10,
      quality: 94,
      currency: 'USD',
      glass50mlPrice: '6.00',
      glass125mlPrice: '14.50',
      bottle750mlPrice: '98.50',
      magnumPrice: '0.50',
      canEdit: true,
    });
    const after = await stored(wine.wineId);
    expect(after.wine).toMatchObject({
      name: 'Blanc de Blancs Extra Brut',
      producer: 'Maison Crayere',
      site: 'Le Mesnil-sur-Oger',
      vegetarian: 'True',
    });
    expect(after.profile).toMatchObject({
      noseIntensity: 3,
      tannin: 0,
      mousse: 1,
      glass125mlPrice: 1450,
      magnumPrice: 50,
      currency: 'USD',
    });
    expect(body.timestamp).toBe(after.profile?.updatedAt.toISOString());
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before.wine?.createdAt.getTime() ?? 0);
    // Read back as a guest: the same profile, with reviews open (the guest's item has started).
    const asGuest = (await retrieve(wine, guest.headers)).json();
    // (the host alone is told the currencies of the items pouring the list, for the editor's prices).
    expect(body.itemCurrencies).toEqual(['GBP']);
    expect({ ...asGuest, canEdit: true, itemCurrencies: ['GBP'] }).toEqual({ ...body, reviewsNotOpen: null });
  });

  it('changes only the fields sent, clears a field sent blank, and takes a JSON object as well', async () => {
    const wine = await newWine();
    expect((await update(wine, { nose: 'Citrus', sweetness: '2', glass50mlPrice: '7', startToDrink: '2025' })).statusCode).toBe(200);
    const cleared = await update(wine, { nose: '', glass50mlPrice: ' ', sweetness: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ nose: null, glass50mlPrice: null, sweetness: null, startToDrink: '2025' });

    const json = await updateJson(wine, {
      palate: 'Fresh',
      vintage: 2019,
      vegan: false,
      quality: 88,
      grapeOrBlend: ['Chardonnay', 'Pinot Noir'],
      appelation: 'Montagne de Reims',
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({
      palate: 'Fresh',
      vintage: '2019',
      vegan: 'False',
      quality: 88,
      grapeOrBlend: 'Chardonnay|Pinot Noir',
      subRegion: 'Montagne de Reims',
      appelation: 'Montagne de Reims',
      startToDrink: '2025',
    });
  });

  it('refuses to clear the wine name, and an update with nothing in it', async () => {
    const wine = await newWine();
    const blankName = await update(wine, { wine: '  ' });
    expect(blankName.statusCode).toBe(400);
    expect(fieldsOf(blankName)).toEqual({ wine: WINE_LIST_MESSAGES.wineRequired });
    for (const response of [await update(wine, {}), await updateJson(wine, {})]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(WINE_PROFILE_MESSAGES.nothingToChange);
    }
    expect((await stored(wine.wineId)).profile).toBeNull();
  });

  it('refuses a bad value of each field kind with a 400 naming the field, and changes nothing', async () => {
    const wine = await newWine();
    expect((await update(wine, { nose: 'Citrus', vintage: '2018', glass50mlPrice: '5' })).statusCode).toBe(200);
    const before = await stored(wine.wineId);
    const cases: [string, string, string | RegExp][] = [
      ['producer', 'x'.repeat(151), WINE_FIELD_MESSAGES.tooLong('Producer', 150)],
      ['description', 'x'.repeat(5001), WINE_FIELD_MESSAGES.tooLong('About the wine', 5000)],
      ['vintage', '19', WINE_FIELD_MESSAGES.year('Vintage')],
      ['endToDrink', '20301', WINE_FIELD_MESSAGES.year('Drink Before')],
      ['dosage', '123456', WINE_FIELD_MESSAGES.decimal('dosage/sugar (g/litre)')],
      ['aged', '1.2.3', WINE_FIELD_MESSAGES.decimal('Aged (years)')],
      ['alcoholPercentage', '100.5', WINE_FIELD_MESSAGES.decimalMax('ABV (%)', 100)],
      ['readinessToDrink', '123', WINE_FIELD_MESSAGES.window('Drinking Window (years)')],
      ['organic', 'Yes', WINE_FIELD_MESSAGES.yesNo('Organic')],
      ['vegan', 'maybe', WINE_FIELD_MESSAGES.yesNo('Vegan')],
      ['sweetness', '7', WINE_FIELD_MESSAGES.slider('Sweetness', 0, 6)],
      ['tanin', '1.5', WINE_FIELD_MESSAGES.slider('Tannin', 0, 4)],
      ['quality', '101', WINE_FIELD_MESSAGES.slider('How you rate this wine', 0, 100)],
      ['minServingTempurature', '5', WINE_FIELD_MESSAGES.slider('Minimum Serving Temperature', 6, 15)],
      ['glass50mlPrice', '12.345', WINE_FIELD_MESSAGES.price('Glass 50ml')],
      ['magnumPrice', 'ten', WINE_FIELD_MESSAGES.price('Magnum')],
      ['bottle750mlPrice', '123456789', WINE_FIELD_MESSAGES.price('Bottle 750ml')],
      ['bottle375mlPrice', '1000000', 'Bottle 375ml can be at most 999999.99.'],
      ['currency', 'EURO', WINE_FIELD_MESSAGES.currency],
      ['currency', '', WINE_FIELD_MESSAGES.currency],
      ['awards', 'x'.repeat(101), WINE_FIELD_MESSAGES.multiEntryTooLong('Awards')],
      ['colourz', 'Red', 'This field cannot be sent here: colourz.'],
      ['estateImg', 'x', WINE_PROFILE_MESSAGES.imageNotFile('estateImg')],
      ['wineImg', 'not a file', WINE_PROFILE_MESSAGES.imageNotFile('wineImg')],
    ];
    for (const [field, value, message] of cases) {
      // With a valid change beside it, which must not be saved either.
      const response = await update(wine, { nose: 'Changed', [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(fieldsOf(response), field).toEqual({ [field]: message });
      expect(response.json().error.message).toBe(`${field}: ${message}`);
    }
    const json = await updateJson(wine, { nose: 'Changed', sweetness: -1 });
    expect(fieldsOf(json)).toEqual({ sweetness: WINE_FIELD_MESSAGES.slider('Sweetness', 0, 6) });
    expect(await stored(wine.wineId)).toEqual(before);
  });

  it('checks the serving temperatures and drinking years together, and against what is stored', async () => {
    const wine = await newWine();
    const minOverMax = await update(wine, { minServingTempurature: '12', maxServingTempurature: '10' });
    expect(minOverMax.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(minOverMax))).toEqual(['maxServingTempurature']);
    const afterOverBefore = await update(wine, { startToDrink: '2030', endToDrink: '2025' });
    expect(afterOverBefore.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(afterOverBefore))).toEqual(['endToDrink']);
    expect((await stored(wine.wineId)).profile).toBeNull();

    expect(
      (await update(wine, { minServingTempurature: '10', maxServingTempurature: '12', startToDrink: '2026', endToDrink: '2030' }))
        .statusCode,
    ).toBe(200);
    const before = await stored(wine.wineId);
    const cases: [Record<string, string>, string][] = [
      [{ minServingTempurature: '13' }, 'maxServingTempurature'],
      [{ maxServingTempurature: '9' }, 'maxServingTempurature'],
      [{ startToDrink: '2031' }, 'endToDrink'],
      [{ endToDrink: '2025' }, 'endToDrink'],
    ];
    for (const [fields, blamed] of cases) {
      const response = await update(wine, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(fieldsOf(response))).toEqual([blamed]);
    }
    expect(await stored(wine.wineId)).toEqual(before);
    // Equal is in order, and a cleared end lifts the check.
    expect((await update(wine, { minServingTempurature: '12', startToDrink: '2030' })).statusCode).toBe(200);
    expect((await update(wine, { endToDrink: '', startToDrink: '2040' })).statusCode).toBe(200);
  });

  it('is for the owning host only: 401 anonymous, 403 to guests, other members and hosts, 404 for a wine not on the list', async () => {
    const wine = await newWine();
    expect((await update(wine, { nose: 'Mine' })).statusCode).toBe(200);
    const before = await stored(wine.wineId);
    expect((await update(wine, { nose: 'Anonymous' }, {})).statusCode).toBe(401);
    // 401 before anything of the request is checked.
    const badQueryAnonymous = await ctx.app.inject({ method: 'POST', url: `${paths.update}?wine-list=x&wine=y`, payload: {} });
    expect(badQueryAnonymous.statusCode).toBe(401);
    for (const user of [guest, noBooking, refundedLine, refundedOrder, otherHost]) {
      const response = await update(wine, { nose: 'Not yours' }, user.headers);
      expect(response.statusCode, user.user.firstName).toBe(403);
      expect(response.json().error.message).toBe(WINE_PROFILE_MESSAGES.notOwner);
    }
    expect((await updateJson(wine, { nose: 'Not yours' }, otherHost.headers)).statusCode).toBe(403);
    expect(await stored(wine.wineId)).toEqual(before);

    const other = await newWine();
    const notOnList = await ctx.app.inject({
      method: 'POST',
      url: apiPath(paths.update, undefined, { 'wine-list': other.wineListId, wine: wine.wineId }),
      headers: host.headers,
      payload: { nose: 'Wrong list' },
    });
    expect(notOnList.statusCode).toBe(404);
    const badQuery = await ctx.app.inject({
      method: 'POST',
      url: `${paths.update}?wine-list=1&wine=abc`,
      headers: host.headers,
      payload: { nose: 'x' },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(badQuery))).toEqual(['wine']);
    expect(await stored(wine.wineId)).toEqual(before);
  });

  it('stores the wineImg upload as WebP, replaces it (removing the old files) and removes it when sent blank', async () => {
    const wine = await newWine();
    const first = await update(wine, { nose: 'With a picture' }, host.headers, {
      wineImg: { filename: 'bottle.png', contentType: 'image/png', data: await png() },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().nose).toBe('With a picture');
    const firstUrl: string = first.json().wineImg;
    expect(firstUrl).toMatch(/^\/media\/[0-9a-f]{24}\/1024\.webp$/);
    const firstKey = firstUrl.split('/')[2] ?? '';
    expect(await storedWidths(ctx.database.db, firstKey)).toEqual([320, 640, 1024, 1600]);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await update(wine, {}, host.headers, {
      wineImg: { filename: 'label.jpg', contentType: 'image/jpeg', data: await jpeg() },
    });
    expect(second.statusCode).toBe(200);
    const secondKey = String(second.json().wineImg).split('/')[2] ?? '';
    expect(secondKey).not.toBe(firstKey);
    expect(await storedWidths(ctx.database.db, firstKey)).toEqual([]);
    expect((await stored(wine.wineId)).profile?.wineImageKey).toBe(secondKey);

    // A form with no file chosen sends an empty file part: nothing changes.
    const noFile = await update(wine, { nose: 'Still' }, host.headers, {
      wineImg: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    });
    expect(noFile.json().wineImg).toBe(second.json().wineImg);

    const removed = await update(wine, { wineImg: '' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().wineImg).toBeNull();
    expect(await storedWidths(ctx.database.db, secondKey)).toEqual([]);
  });

  it('refuses a file that is not an image, a file under another name, and stores no image for a refused update', async () => {
    const wine = await newWine();
    expect((await update(wine, { nose: 'Before', minServingTempurature: '14' })).statusCode).toBe(200);
    const before = await stored(wine.wineId);
    const keys = await mediaKeys();

    const notImage = await update(wine, { nose: 'After' }, host.headers, {
      wineImg: { filename: 'bottle.png', contentType: 'image/png', data: Buffer.from('%PDF-1.4 not a picture at all') },
    });
    expect(notImage.statusCode).toBe(415);
    expect(fieldsOf(notImage)).toEqual({ wineImg: 'Please upload a JPEG, PNG, WebP or AVIF image.' });

    const wrongName = await update(wine, { nose: 'After' }, host.headers, {
      labelImg: { filename: 'label.png', contentType: 'image/png', data: await png() },
    });
    expect(wrongName.statusCode).toBe(400);
    expect(fieldsOf(wrongName)).toEqual({ labelImg: 'Only wineImg and estateImg can be files.' });

    // Two images, the second not one: neither is kept.
    const secondRefused = await update(wine, { nose: 'After' }, host.headers, {
      wineImg: { filename: 'bottle.png', contentType: 'image/png', data: await png('#654321') },
      estateImg: { filename: 'estate.png', contentType: 'image/png', data: Buffer.from('GIF89a not really') },
    });
    expect(secondRefused.statusCode).toBe(415);
    expect(Object.keys(fieldsOf(secondRefused))).toEqual(['estateImg']);

    // Refused against the stored minimum, after the form was read: the image is not kept.
    const refused = await update(wine, { maxServingTempurature: '9' }, host.headers, {
      wineImg: { filename: 'bottle.png', contentType: 'image/png', data: await png('#123456') },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(refused))).toEqual(['maxServingTempurature']);

    const big = await update(wine, {}, host.headers, {
      wineImg: { filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(10 * 1024 * 1024 + 10, 1) },
    });
    expect(big.statusCode).toBe(413);
    expect(Object.keys(fieldsOf(big))).toEqual(['wineImg']);

    expect(await stored(wine.wineId)).toEqual(before);
    expect(await mediaKeys()).toEqual(keys);
  });
});

describe("the editor's finish (issue 30)", () => {
  it("'Clear' empties each kind of field on the server; a field not sent stays as it is", async () => {
    const wine = await newWine();
    const set = await update(wine, {
      nose: 'Citrus',
      palate: 'Chalky, long',
      sweetness: '0',
      quality: '91',
      vegan: 'True',
      vintage: '2019',
      organic: 'False',
      awards: 'Gold',
      magnumPrice: '120',
      country: 'France',
    });
    expect(set.statusCode, set.body).toBe(200);
    // The editor's Clear sends the field blank in its form; a JSON client may send null.
    const cleared = await update(wine, { palate: '', quality: '', vegan: '', awards: '', magnumPrice: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const json = await updateJson(wine, { sweetness: null, vintage: null, country: null });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({
      palate: null,
      quality: null,
      vegan: null,
      awards: null,
      magnumPrice: null,
      sweetness: null,
      vintage: null,
      country: null,
      // Not sent: kept.
      nose: 'Citrus',
      organic: 'False',
    });
    const after = await stored(wine.wineId);
    expect(after.profile).toMatchObject({ palate: null, quality: null, sweetness: null, magnumPrice: null, nose: 'Citrus' });
    expect(after.wine).toMatchObject({ vintage: null, country: null, vegan: null });
  });

  it("prices in the items' currencies as well as GBP and USD, offered to the host only, and kept in hundredths", async () => {
    const inEuros = await createCatalogItem(db(), host.user.id, { currency: 'EUR' });
    const inFrancs = await createCatalogItem(db(), host.user.id, { currency: 'CHF' });
    const wine = await newWine({}, { at: inEuros.id });
    await db().insert(catalogItemWineLists).values({ itemId: inFrancs.id, wineListId: wine.wineListId });
    const asHost = (await retrieve(wine, host.headers)).json();
    expect(asHost.itemCurrencies).toEqual(['CHF', 'EUR']);

    const euros = await update(wine, { currency: 'eur', glass125mlPrice: '9.5' });
    expect(euros.statusCode, euros.body).toBe(200);
    expect(euros.json()).toMatchObject({ currency: 'EUR', glass125mlPrice: '9.50' });
    // Yen have no minor unit, but a wine price is kept in hundredths and read back as typed.
    const yen = await update(wine, { currency: 'JPY', magnumPrice: '15000' });
    expect(yen.json()).toMatchObject({ currency: 'JPY', glass125mlPrice: '9.50', magnumPrice: '15000.00' });
    expect((await stored(wine.wineId)).profile).toMatchObject({ currency: 'JPY', magnumPrice: 1_500_000, glass125mlPrice: 950 });

    // A guest reads the prices, not the host's item currencies.
    const guestWine = await newWine();
    expect((await update(guestWine, { currency: 'CHF', bottle750mlPrice: '64' })).statusCode).toBe(200);
    const asGuest = (await retrieve(guestWine, guest.headers)).json();
    expect(asGuest).toMatchObject({ currency: 'CHF', bottle750mlPrice: '64.00' });
    expect(asGuest).not.toHaveProperty('itemCurrencies');
  });

  it('takes the 0-100 score typed as well as slid, and refuses it outside 0-100', async () => {
    const wine = await newWine();
    expect((await update(wine, { quality: '0' })).json().quality).toBe(0);
    expect((await updateJson(wine, { quality: 100 })).json().quality).toBe(100);
    for (const bad of ['-1', '101', '92.5', 'ninety']) {
      const response = await update(wine, { quality: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(fieldsOf(response)).toEqual({ quality: WINE_FIELD_MESSAGES.slider('How you rate this wine', 0, 100) });
    }
    expect((await stored(wine.wineId)).profile?.quality).toBe(100);
  });

  it('sets, replaces and removes the estate image beside the wine image, checked and re-encoded as every upload', async () => {
    const wine = await newWine();
    const both = await update(wine, {}, host.headers, {
      wineImg: { filename: 'bottle.png', contentType: 'image/png', data: await png() },
      estateImg: { filename: 'estate.jpg', contentType: 'image/jpeg', data: await jpeg() },
    });
    expect(both.statusCode, both.body).toBe(200);
    const estateUrl: string = both.json().estateImg;
    expect(estateUrl).toMatch(/^\/media\/[0-9a-f]{24}\/1024\.webp$/);
    expect(estateUrl).not.toBe(both.json().wineImg);
    const estateKey = estateUrl.split('/')[2] ?? '';
    expect(await storedWidths(ctx.database.db, estateKey)).toEqual([320, 640, 1024, 1600]);
    const served = await ctx.app.inject({ method: 'GET', url: estateUrl });
    expect(served.headers['content-type']).toBe('image/webp');

    const replaced = await update(wine, {}, host.headers, {
      estateImg: { filename: 'estate.png', contentType: 'image/png', data: await png('#224422') },
    });
    expect(replaced.json().wineImg).toBe(both.json().wineImg);
    expect(replaced.json().estateImg).not.toBe(estateUrl);
    expect(await storedWidths(ctx.database.db, estateKey)).toEqual([]);

    const newKey = String(replaced.json().estateImg).split('/')[2] ?? '';
    const removed = await update(wine, { estateImg: '' });
    expect(removed.json()).toMatchObject({ estateImg: null, wineImg: both.json().wineImg });
    expect(await storedWidths(ctx.database.db, newKey)).toEqual([]);
  });
});

describe('wine reviews', () => {
  it('lets a guest review a wine once (201, then 409) and counts it in the profile', async () => {
    const wine = await newWine();
    const first = await review(wine.wineId, { rating: '4', comment: '  Saline and long. ' });
    expect(first.statusCode).toBe(201);
    expect(WineReviewSchema.parse(first.json())).toEqual({ wineId: wine.wineId, rating: 4, comment: 'Saline and long.' });

    const again = await review(wine.wineId, { rating: 5, comment: 'Even better' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(WINE_PROFILE_MESSAGES.reviewedAlready);

    expect((await retrieve(wine, host.headers)).json().reviewSummary).toEqual({ average: 4, count: 1 });
    const rows = await db().select().from(wineReviews).where(eq(wineReviews.wineId, wine.wineId));
    expect(rows).toHaveLength(1);
  });

  it('shows the reviews people read, newest first with the first name and initial, in the profile and page by page', async () => {
    const wine = await newWine();
    const written: string[] = [];
    for (let index = 0; index < 6; index++) {
      const member = await createMember(db(), { firstName: `Zoe${index}`, lastName: 'winter' });
      await createPaidOrder(db(), member.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
      expect((await review(wine.wineId, { rating: 3, comment: `Note ${index}` }, member.headers)).statusCode).toBe(201);
      await db()
        .update(wineReviews)
        .set({ createdAt: new Date(Date.now() - (10 - index) * 60_000) })
        .where(and(eq(wineReviews.wineId, wine.wineId), eq(wineReviews.userId, member.user.id)));
      written.push(`Note ${index}`);
    }
    const profile = (await retrieve(wine, guest.headers)).json();
    expect(profile.latestReviews.map((shown: { comment: string }) => shown.comment)).toEqual([
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(profile.latestReviews[0]).toMatchObject({ reviewerName: 'Zoe5 W.', verifiedGuest: true, answer: null, rating: 3 });
    const url = (page: number) => apiPath(paths.reviews, undefined, { ...wine.query, page });
    const second = await ctx.app.inject({ method: 'GET', url: url(2), headers: guest.headers });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ count: 6, page: 2, pageSize: 5, results: [{ comment: 'Note 0', reviewerName: 'Zoe0 W.' }] });
    // Only those who may read the profile read its reviews.
    expect((await ctx.app.inject({ method: 'GET', url: url(1), headers: noBooking.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(403);
  });

  it('averages the ratings to one decimal', async () => {
    const wine = await newWine();
    const second = await createMember(db());
    const third = await createMember(db());
    for (const member of [second, third]) await createPaidOrder(db(), member.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
    await review(wine.wineId, { rating: 5, comment: 'a' });
    await review(wine.wineId, { rating: 4, comment: 'b' }, second.headers);
    await review(wine.wineId, { rating: 4, comment: 'c' }, third.headers);
    expect((await retrieve(wine, guest.headers)).json().reviewSummary).toEqual({ average: 4.3, count: 3 });
  });

  it('is for guests only: 401 anonymous, 403 to the owner, other hosts and members without a paid booking, 404 for an unknown wine', async () => {
    const wine = await newWine();
    const payload = { rating: 3, comment: 'Fine' };
    expect((await review(wine.wineId, payload, {})).statusCode).toBe(401);
    expect((await review(wine.wineId, { rating: 9 }, {})).statusCode).toBe(401);
    const expected: [User, string][] = [
      [host, WINE_PROFILE_MESSAGES.reviewOwnWine],
      [otherHost, WINE_PROFILE_MESSAGES.reviewNotMember],
      [noBooking, WINE_PROFILE_MESSAGES.reviewNoBooking],
      [refundedLine, WINE_PROFILE_MESSAGES.reviewNoBooking],
      [refundedOrder, WINE_PROFILE_MESSAGES.reviewNoBooking],
    ];
    for (const [user, message] of expected) {
      const response = await review(wine.wineId, payload, user.headers);
      expect(response.statusCode, user.user.firstName).toBe(403);
      expect(response.json().error.message).toBe(message);
    }
    const unknown = await review(999_999, payload);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(WINE_PROFILE_MESSAGES.reviewMissing(999_999));
    expect(await db().select().from(wineReviews).where(eq(wineReviews.wineId, wine.wineId))).toEqual([]);
  });

  it('checks the rating and the comment (400 naming the field) and the id in the path', async () => {
    const wine = await newWine();
    for (const [payload, field] of [
      [{ rating: 6, comment: 'x' }, 'rating'],
      [{ rating: 0, comment: 'x' }, 'rating'],
      [{ rating: 3 }, 'comment'],
      [{ rating: 3, comment: '   ' }, 'comment'],
      [{ rating: 3, comment: 'x'.repeat(5001) }, 'comment'],
    ] as const) {
      const response = await review(wine.wineId, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(Object.keys(fieldsOf(response))).toEqual([field]);
    }
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/wine-profile/create-wine-review/abc',
      headers: guest.headers,
      payload: { rating: 3, comment: 'x' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it("answers the signed-in user's own reviews, newest first, and the wines reviewed; 401 anonymous", async () => {
    const reviewer = await createMember(db());
    await createPaidOrder(db(), reviewer.user.id, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
    const empty = await myReviews(reviewer.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ winesReviewd: [], reviews: [] });

    const first = await newWine();
    const second = await newWine();
    await review(first.wineId, { rating: 2, comment: 'Closed' }, reviewer.headers);
    await review(second.wineId, { rating: 5, comment: 'Singing' }, reviewer.headers);
    const mine = await myReviews(reviewer.headers);
    expect(MyWineReviewsSchema.parse(mine.json())).toEqual({
      winesReviewd: [second.wineId, first.wineId],
      reviews: [
        { wineId: second.wineId, rating: 5, comment: 'Singing' },
        { wineId: first.wineId, rating: 2, comment: 'Closed' },
      ],
    });
    // Trailing slash as the spec writes it, or without.
    expect((await ctx.app.inject({ method: 'GET', url: paths.myReviews.replace(/\/$/, ''), headers: reviewer.headers })).json()).toEqual(
      mine.json(),
    );
    expect((await myReviews(host.headers)).json()).toEqual({ winesReviewd: [], reviews: [] });
    expect((await myReviews({})).statusCode).toBe(401);
  });
});

describe("a wine's guests: a published list, a paid and unrefunded booking, an item that has started", () => {
  const errorOf = (response: { statusCode: number; json(): { error?: { message: string } } }) => [
    response.statusCode,
    response.json().error?.message,
  ];
  const addToCellar = (wineId: number, headers: Headers) =>
    ctx.app.inject({ method: 'POST', url: apiPath(paths.addToCellar, { id: wineId }), headers });

  it('keeps a wine on a draft list from every member on every wine route, while its host sees it', async () => {
    const wine = await newWine({ name: 'Draft Pour' }, { status: 'Draft' });
    for (const member of [guest, noBooking, refundedLine, refundedOrder]) {
      const name = member.user.firstName;
      expect(errorOf(await retrieve(wine, member.headers)), name).toEqual([403, WINE_PROFILE_MESSAGES.notAllowed]);
      expect(errorOf(await review(wine.wineId, { rating: 4, comment: 'Early taste' }, member.headers)), name).toEqual([
        403,
        WINE_PROFILE_MESSAGES.reviewNoBooking,
      ]);
      expect(errorOf(await addToCellar(wine.wineId, member.headers)), name).toEqual([403, CELLAR_ERRORS.notGuest]);
    }
    // The cellar's import does not match it either: the row becomes a wine of the guest's own.
    const imported = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.cellar.import,
      headers: guest.headers,
      payload: { csv: 'Wine,Quantity\nDraft Pour,2\n' },
    });
    expect(imported.statusCode).toBe(200);
    const entries = await db()
      .select()
      .from(cellarEntries)
      .where(and(eq(cellarEntries.userId, guest.user.id), eq(cellarEntries.wine, 'Draft Pour')));
    expect(entries.map((entry) => [entry.wineId, entry.quantity])).toEqual([[null, 2]]);
    expect(await db().select().from(wineReviews).where(eq(wineReviews.wineId, wine.wineId))).toEqual([]);
    expect((await retrieve(wine, host.headers)).statusCode).toBe(200);

    // Published, the same wine opens to the guest.
    await db().update(wineLists).set({ status: 'Published' }).where(eq(wineLists.id, wine.wineListId));
    expect((await retrieve(wine, guest.headers)).statusCode).toBe(200);
    expect((await addToCellar(wine.wineId, guest.headers)).statusCode).toBe(200);
  });

  it('refuses a review of the wine before the item pouring it has started, as the review of that event is refused', async () => {
    const upcoming = await createCatalogItem(db(), host.user.id);
    const early = await createMember(db(), { firstName: 'Early' });
    await createPaidOrder(db(), early.user.id, [{ itemId: upcoming.id, quantity: 1, unitPriceMinor: 4500 }]);
    const wine = await newWine({ name: 'Not Yet Poured' }, { at: upcoming.id });
    const payload = { rating: 4, comment: 'Too soon' };

    const eventReview = await ctx.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.reviews.create, { id: upcoming.id }),
      headers: early.headers,
      payload: { ...payload, product: 'event' },
    });
    const wineReview = await review(wine.wineId, payload, early.headers);
    expect(errorOf(eventReview)).toEqual([403, 'Reviews open once this event has started: come back after you have been.']);
    expect(wineReview.json()).toEqual(eventReview.json());
    expect(wineReview.statusCode).toBe(eventReview.statusCode);
    expect(await db().select().from(wineReviews).where(eq(wineReviews.wineId, wine.wineId))).toEqual([]);
    // The guest may already read the wine, told on its profile why the review must wait, and keep it in the cellar.
    const profile = await retrieve(wine, early.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().reviewsNotOpen).toBe(eventReview.json().error.message);
    expect((await addToCellar(wine.wineId, early.headers)).statusCode).toBe(200);
    // The host's answer has no such field: they never review their own wine.
    expect((await retrieve(wine, host.headers)).json()).not.toHaveProperty('reviewsNotOpen');
  });

  it('tells a guest of an item that has started that reviews are open (reviewsNotOpen is null), and takes the review', async () => {
    const tasting = await createCatalogItem(db(), host.user.id, STARTED);
    const went = await createMember(db(), { firstName: 'Went' });
    await createPaidOrder(db(), went.user.id, [{ itemId: tasting.id, quantity: 1, unitPriceMinor: 4500 }]);
    const wine = await newWine({ name: 'Poured Already' }, { at: tasting.id });
    expect((await retrieve(wine, went.headers)).json().reviewsNotOpen).toBeNull();
    expect((await review(wine.wineId, { rating: 5, comment: 'Worth the trip' }, went.headers)).statusCode).toBe(201);
  });

  it("stops counting a refunded guest's review in the event's average and in the wine's alike", async () => {
    const tasting = await createCatalogItem(db(), host.user.id, STARTED);
    const wine = await newWine({ name: 'Counted Pour' }, { at: tasting.id });
    const stays = await createMember(db(), { firstName: 'Stays' });
    const leaves = await createMember(db(), { firstName: 'Leaves' });
    await createPaidOrder(db(), stays.user.id, [{ itemId: tasting.id, quantity: 1, unitPriceMinor: 4500 }]);
    const refunded = await createPaidOrder(db(), leaves.user.id, [{ itemId: tasting.id, quantity: 1, unitPriceMinor: 4500 }]);
    for (const [member, rating] of [
      [stays, 5],
      [leaves, 1],
    ] as const) {
      const eventReview = await ctx.app.inject({
        method: 'POST',
        url: apiPath(API_PATHS.reviews.create, { id: tasting.id }),
        headers: member.headers,
        payload: { product: 'event', rating, comment: 'Noted' },
      });
      expect(eventReview.statusCode).toBe(201);
      expect((await review(wine.wineId, { rating, comment: 'Noted' }, member.headers)).statusCode).toBe(201);
    }
    const averages = async () => {
      const event = (await ctx.app.inject({ method: 'GET', url: `/api/events/${tasting.id}` })).json<{
        reviewAverage: number | null;
        reviewCount: number;
      }>();
      const { reviewSummary } = (await retrieve(wine, host.headers)).json<{ reviewSummary: { average: number | null; count: number } }>();
      return { event: { average: event.reviewAverage, count: event.reviewCount }, wine: reviewSummary };
    };
    expect(await averages()).toEqual({ event: { average: 3, count: 2 }, wine: { average: 3, count: 2 } });

    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, refunded.id));
    expect(await averages()).toEqual({ event: { average: 5, count: 1 }, wine: { average: 5, count: 1 } });
  });
});

describe('API documentation', () => {
  it('lists the wine profile routes with their answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>> };
    for (const [url, method] of [
      [paths.retrieve, 'get'],
      [paths.update, 'post'],
      ['/api/wine-profile/create-wine-review/{id}', 'post'],
      [paths.myReviews, 'get'],
    ] as const) {
      const operation = document.paths[url]?.[method];
      expect(operation?.tags, url).toEqual(['wine profiles']);
      expect(Object.keys(operation?.responses ?? {})).toContain(url.includes('create') ? '201' : '200');
    }
  });
});
