import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CELLAR_CSV_COLUMNS, CELLAR_LIMITS, CELLAR_MESSAGES, parseCellarCsv, type CellarEntry } from '@trg/contract/cellar';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { bookItem, createHostedWine, setDrinkingWindow, type HostedWine } from '../../testing/cellar-fixtures.ts';
import { wineLists } from '../wine-lists/schema.ts';
import { cellarEntries } from './schema.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
let otherHost: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db, { firstName: 'Henri' });
  otherHost = await createProfessional(ctx.database.db, { firstName: 'Other' });
});
afterAll(async () => ctx.close());

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof createMember>>;
const paths = API_PATHS.cellar;
const year = new Date().getUTCFullYear();

const db = () => ctx.database.db;
const post = (url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

const addToCellar = (wineId: number, headers: Headers, payload?: unknown) =>
  post(apiPath(API_PATHS.wineProfile.addToCellar, { id: wineId }), headers, payload);
const cellarOf = async (member: Member): Promise<CellarEntry[]> => {
  const response = await get(paths.list, member.headers);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const addOwn = (member: Member, payload: Record<string, unknown>) => post(paths.add, member.headers, payload);
const importCsv = (member: Member, csv: string) => post(paths.import, member.headers, { csv });
const storedEntries = (member: Member) => db().select().from(cellarEntries).where(eq(cellarEntries.userId, member.user.id));

const hostedWine = (fields: Parameters<typeof createHostedWine>[3], owner = host) => createHostedWine(ctx.app, db(), owner, fields);

/** A member holding a paid booking for the event that pours the wine. */
async function guestOf(wine: HostedWine) {
  const member = await createMember(db());
  await bookItem(db(), member.user.id, wine.itemId);
  return member;
}

const fieldsOf = (response: { json(): { error: { fields?: Record<string, string> } } }) => response.json().error.fields ?? {};

describe('add-wine-to-cellar: who may add a wine', () => {
  it('answers 401 without a session, even with a body it would refuse', async () => {
    const wine = await hostedWine({ wine: 'Anonymous Red' });
    for (const payload of [undefined, { quantity: 0 }]) {
      const response = await addToCellar(wine.wineId, {}, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('answers 403 to a member without a booking, whose booking was refunded, or whose order is unpaid', async () => {
    const wine = await hostedWine({ wine: 'Guarded White' });
    const stranger = await createMember(db());
    const refunded = await createMember(db());
    await bookItem(db(), refunded.user.id, wine.itemId, { refunded: true });
    for (const member of [stranger, refunded]) {
      const response = await addToCellar(wine.wineId, member.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        'Only guests with a paid booking for an event or experience that pours this wine can add it to their cellar.',
      );
      expect(await storedEntries(member)).toEqual([]);
    }
  });

  it('answers 403 to the owning host and to another host: the cellar is for members', async () => {
    const wine = await hostedWine({ wine: 'Host Own Pour' });
    for (const professional of [host, otherHost]) {
      const response = await addToCellar(wine.wineId, professional.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Only members keep a cellar: sign in with a member account to add this wine.');
    }
    expect(await db().select().from(cellarEntries).where(eq(cellarEntries.wineId, wine.wineId))).toEqual([]);
  });

  it('answers 404 for an unknown wine and 400 for an id that is not a number', async () => {
    const member = await createMember(db());
    const missing = await addToCellar(999_999, member.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No wine has the id 999999.');
    const bad = await post('/api/wine-profile/add-wine-to-cellar/abc', member.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['id']);
  });

  it('lets a guest with a paid booking add the wine; adding again makes 2 bottles in one entry', async () => {
    const wine = await hostedWine({ wine: 'Hermitage Colline', producer: 'Jaboulet', vintage: '2019', country: 'France', region: 'Rhône' });
    const guest = await guestOf(wine);

    const first = await addToCellar(wine.wineId, guest.headers);
    expect(first.statusCode).toBe(200);
    const entry = first.json();
    expect(entry).toMatchObject({
      wineId: wine.wineId,
      wineListId: wine.wineListId,
      wine: 'Hermitage Colline',
      producer: 'Jaboulet',
      vintage: '2019',
      country: 'France',
      region: 'Rhône',
      quantity: 1,
      startToDrink: null,
      endToDrink: null,
      readiness: null,
    });
    expect(Date.parse(entry.addedAt)).not.toBeNaN();

    const second = await addToCellar(wine.wineId, guest.headers, {});
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: entry.id, quantity: 2 });

    const third = await addToCellar(wine.wineId, guest.headers, { quantity: '3' });
    expect(third.json()).toMatchObject({ id: entry.id, quantity: 5 });

    const cellar = await cellarOf(guest);
    expect(cellar).toHaveLength(1);
    expect(cellar[0]).toMatchObject({ id: entry.id, wineId: wine.wineId, quantity: 5 });
  });

  it('stops a count at the largest number of bottles', async () => {
    const wine = await hostedWine({ wine: 'Big Stock' });
    const guest = await guestOf(wine);
    expect((await addToCellar(wine.wineId, guest.headers, { quantity: CELLAR_LIMITS.quantity })).json().quantity).toBe(
      CELLAR_LIMITS.quantity,
    );
    expect((await addToCellar(wine.wineId, guest.headers, { quantity: 1 })).json().quantity).toBe(CELLAR_LIMITS.quantity);
  });

  it.each([[0], [10000], ['abc'], [1.5], [-1]])('refuses quantity %j with a 400 naming quantity and writes nothing', async (quantity) => {
    const wine = await hostedWine({ wine: 'Counted' });
    const guest = await guestOf(wine);
    const response = await addToCellar(wine.wineId, guest.headers, { quantity });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ quantity: CELLAR_MESSAGES.quantity });
    expect(await storedEntries(guest)).toEqual([]);
  });
});

describe('get-wines-from-cellar', () => {
  it('is for members only', async () => {
    expect((await get(paths.list, {})).statusCode).toBe(401);
    const asHost = await get(paths.list, host.headers);
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().error.message).toBe('This is for member accounts only.');
  });

  it('lists the most recently added first, with live details, the list and readiness from the profile years', async () => {
    const young = await hostedWine({ wine: 'Young Barolo', producer: 'Conterno', vintage: '2021' });
    const ready = await hostedWine({ wine: 'Ready Rioja' });
    const past = await hostedWine({ wine: 'Tired Beaujolais' });
    const openEnded = await hostedWine({ wine: 'Open Window' });
    const member = await createMember(db());
    for (const wine of [young, ready, past, openEnded]) await bookItem(db(), member.user.id, wine.itemId);
    await setDrinkingWindow(db(), young.wineId, String(year + 3), String(year + 15));
    await setDrinkingWindow(db(), ready.wineId, String(year), String(year));
    await setDrinkingWindow(db(), past.wineId, String(year - 10), String(year - 1));
    await setDrinkingWindow(db(), openEnded.wineId, null, null);

    for (const wine of [young, ready, past, openEnded]) expect((await addToCellar(wine.wineId, member.headers)).statusCode).toBe(200);
    const own = await addOwn(member, {
      wine: 'Grandpa’s Port',
      producer: 'Unknown',
      vintage: 1977,
      country: 'Portugal',
      region: 'Douro',
      quantity: 2,
    });
    expect(own.statusCode).toBe(201);

    // The host renames the wine after it went into the cellar: the cellar shows the wine as it is now.
    const renamed = await post(apiPath(API_PATHS.wineLists.saveWine, { id: young.wineListId }), host.headers, {
      wineId: young.wineId,
      wineDetails: { wine: 'Barolo Cascina Francia', region: 'Piedmont' },
    });
    expect(renamed.statusCode).toBe(200);

    const cellar = await cellarOf(member);
    expect(cellar.map((entry) => entry.wine)).toEqual([
      'Grandpa’s Port',
      'Open Window',
      'Tired Beaujolais',
      'Ready Rioja',
      'Barolo Cascina Francia',
    ]);
    expect(cellar[4]).toMatchObject({
      wineId: young.wineId,
      wineListId: young.wineListId,
      producer: 'Conterno',
      vintage: '2021',
      region: 'Piedmont',
      startToDrink: String(year + 3),
      endToDrink: String(year + 15),
      readiness: 'too-young',
    });
    expect(cellar[3]).toMatchObject({ readiness: 'ready', startToDrink: String(year), endToDrink: String(year) });
    expect(cellar[2]).toMatchObject({ readiness: 'past-its-best' });
    expect(cellar[1]).toMatchObject({ readiness: null, startToDrink: null, endToDrink: null });
    expect(cellar[0]).toEqual({
      id: own.json().id,
      wineId: null,
      wineListId: null,
      wine: 'Grandpa’s Port',
      producer: 'Unknown',
      vintage: '1977',
      country: 'Portugal',
      region: 'Douro',
      quantity: 2,
      startToDrink: null,
      endToDrink: null,
      readiness: null,
      addedAt: own.json().addedAt,
      appellation: null,
      grapes: null,
      wineType: null,
      location: null,
      bin: null,
      pricePaid: null,
      currency: null,
      myRating: null,
      myNote: null,
      drunk: [],
    });
  });

  it('keeps the wine with its copied details as the member’s own when the host deletes the list', async () => {
    const wine = await hostedWine({ wine: 'Gone Soon', producer: 'Ephemeral' }, otherHost);
    const guest = await guestOf(wine);
    await addToCellar(wine.wineId, guest.headers, { quantity: 4 });
    await db().delete(wineLists).where(eq(wineLists.id, wine.wineListId));
    expect(await cellarOf(guest)).toEqual([
      expect.objectContaining({ wineId: null, wineListId: null, wine: 'Gone Soon', producer: 'Ephemeral', quantity: 4, readiness: null }),
    ]);
  });
});

describe("the member's own wines", () => {
  it('adds, counts and removes a wine of the member’s own', async () => {
    const member = await createMember(db());
    const added = await addOwn(member, { wine: '  Garage Red ', producer: '', vintage: '2018', quantity: '6' });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry).toMatchObject({
      wineId: null,
      wineListId: null,
      wine: 'Garage Red',
      producer: null,
      vintage: '2018',
      quantity: 6,
      readiness: null,
    });

    const defaulted = await addOwn(member, { wine: 'One Bottle' });
    expect(defaulted.json().quantity).toBe(1);

    const updated = await post(apiPath(paths.update, { id: entry.id }), member.headers, { quantity: 2 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: entry.id, wine: 'Garage Red', quantity: 2 });

    const removed = await post(apiPath(paths.remove, { id: entry.id }), member.headers);
    expect(removed.statusCode).toBe(204);
    expect((await cellarOf(member)).map((wine) => wine.wine)).toEqual(['One Bottle']);
    expect((await post(apiPath(paths.remove, { id: entry.id }), member.headers)).statusCode).toBe(404);
  });

  it('updates and removes a profile wine’s entry too', async () => {
    const wine = await hostedWine({ wine: 'Shared Pour' });
    const guest = await guestOf(wine);
    const { id } = (await addToCellar(wine.wineId, guest.headers)).json();
    expect((await post(apiPath(paths.update, { id }), guest.headers, { quantity: 12 })).json()).toMatchObject({
      wineId: wine.wineId,
      quantity: 12,
    });
    expect((await post(apiPath(paths.remove, { id }), guest.headers, {})).statusCode).toBe(204);
    expect(await cellarOf(guest)).toEqual([]);
  });

  it.each([
    [{}, 'wine', CELLAR_MESSAGES.wineRequired],
    [{ wine: '   ' }, 'wine', CELLAR_MESSAGES.wineRequired],
    [{ wine: 'x'.repeat(CELLAR_LIMITS.field + 1) }, 'wine', 'Wine can be at most 200 characters.'],
    [{ wine: 'Fine', vintage: '19' }, 'vintage', 'Vintage must be a year of 4 digits, such as 2019.'],
    [{ wine: 'Fine', quantity: 0 }, 'quantity', CELLAR_MESSAGES.quantity],
    [{ wine: 'Fine', quantity: 10000 }, 'quantity', CELLAR_MESSAGES.quantity],
    [{ wine: 'Fine', quantity: 'abc' }, 'quantity', CELLAR_MESSAGES.quantity],
  ])('cellar-add refuses %j with a 400 naming %s', async (payload, field, message) => {
    const member = await createMember(db());
    const response = await addOwn(member, payload);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)[field]).toBe(message);
    expect(await storedEntries(member)).toEqual([]);
  });

  it.each([[0], [10000], ['abc'], [null]])('cellar-update refuses quantity %j and keeps the count', async (quantity) => {
    const member = await createMember(db());
    const { id } = (await addOwn(member, { wine: 'Steady', quantity: 3 })).json();
    const response = await post(apiPath(paths.update, { id }), member.headers, { quantity });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ quantity: CELLAR_MESSAGES.quantity });
    expect((await cellarOf(member))[0]?.quantity).toBe(3);
  });

  it("answers 404 for another member's entry and leaves it alone", async () => {
    const owner = await createMember(db());
    const intruder = await createMember(db());
    const { id } = (await addOwn(owner, { wine: 'Not Yours', quantity: 3 })).json();
    const update = await post(apiPath(paths.update, { id }), intruder.headers, { quantity: 1 });
    expect(update.statusCode).toBe(404);
    expect(update.json().error.message).toBe(`Your cellar has no entry with the id ${id}.`);
    expect((await post(apiPath(paths.remove, { id }), intruder.headers)).statusCode).toBe(404);
    expect(await cellarOf(owner)).toEqual([expect.objectContaining({ id, quantity: 3 })]);
    expect(await cellarOf(intruder)).toEqual([]);
  });

  it('keeps hosts and visitors out of every member-profile cellar route', async () => {
    const member = await createMember(db());
    const { id } = (await addOwn(member, { wine: 'Guarded' })).json();
    const calls = [
      ['POST', paths.add, { wine: 'x' }],
      ['POST', apiPath(paths.update, { id }), { quantity: 1 }],
      ['POST', apiPath(paths.remove, { id }), undefined],
      ['POST', paths.import, { csv: 'Wine\nx\n' }],
      ['GET', paths.export, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asHost = await ctx.app.inject({ method, url, headers: host.headers, ...(payload ? { payload } : {}) });
      expect(asHost.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await cellarOf(member)).toEqual([expect.objectContaining({ id, wine: 'Guarded', quantity: 1 })]);
  });
});

describe('cellar-import and cellar-export', () => {
  it('reports every bad row by its line and imports nothing', async () => {
    const member = await createMember(db());
    await addOwn(member, { wine: 'Already Here', quantity: 2 });
    const csv = [
      'Wine,Producer,Vintage,Quantity',
      'Good One,Somebody,2019,2',
      ',Nobody,2019,1',
      'Bad Count,,,abc',
      'Bad Year,,19,1',
      'Also Good,,,',
    ].join('\n');
    const response = await importCsv(member, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'line 3': CELLAR_MESSAGES.wineRequired,
      'line 4': CELLAR_MESSAGES.quantity,
      'line 5': 'Vintage must be a year of 4 digits, such as 2019.',
    });
    expect(response.json().error.message).toBe(
      `Line 3: ${CELLAR_MESSAGES.wineRequired} There are 2 more problems, listed by line. Nothing was imported; fix the file and import it again.`,
    );
    expect((await cellarOf(member)).map((entry) => [entry.wine, entry.quantity])).toEqual([['Already Here', 2]]);
  });

  it('refuses a header without Wine, an empty file and a file that is not text', async () => {
    const member = await createMember(db());
    const noWine = await importCsv(member, 'Name,Producer\nChablis,Raveneau\n');
    expect(noWine.statusCode).toBe(400);
    expect(noWine.json().error.fields).toEqual({ 'line 1': CELLAR_MESSAGES.noWineColumn });
    expect(noWine.json().error.message).toBe(
      `Line 1: ${CELLAR_MESSAGES.noWineColumn} Nothing was imported; fix the file and import it again.`,
    );

    const empty = await importCsv(member, '');
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual({ csv: CELLAR_MESSAGES.emptyFile });

    const notText = await post(paths.import, member.headers, { csv: 42 });
    expect(notText.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(notText))).toEqual(['csv']);
    expect(await storedEntries(member)).toEqual([]);
  });

  it('joins a row naming a wine the member may see to its entry, and makes other rows the member’s own', async () => {
    const known = await hostedWine({ wine: 'Hermitage Colline', producer: 'Jaboulet', vintage: '2019' });
    const notBooked = await hostedWine({ wine: 'Secret Cuvée' });
    const member = await guestOf(known);
    await addToCellar(known.wineId, member.headers);
    await addOwn(member, { wine: 'Chablis', producer: 'Raveneau', vintage: 2020, quantity: 1 });

    const csv = [
      'wine;PRODUCER;Vintage;Quantity;Notes',
      '  hermitage COLLINE ;jaboulet;2019;2;same wine, other spelling',
      'Hermitage Colline;;;3;no producer or vintage: still the known wine',
      'Hermitage Colline;Someone Else;2019;1;another producer: not the known wine',
      'CHABLIS;raveneau;2020;4;joins the own Chablis',
      'Secret Cuvée;;;1;a wine the member may not see',
      'Garage Red;;;2;new',
      'garage red;;;;one more, blank quantity',
    ].join('\r\n');
    const response = await importCsv(member, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 7 });

    const cellar = await cellarOf(member);
    const summary = cellar.map((entry) => ({ wine: entry.wine, producer: entry.producer, wineId: entry.wineId, quantity: entry.quantity }));
    expect(summary).toHaveLength(5);
    expect(summary).toEqual(
      expect.arrayContaining([
        { wine: 'Hermitage Colline', producer: 'Jaboulet', wineId: known.wineId, quantity: 6 },
        { wine: 'Hermitage Colline', producer: 'Someone Else', wineId: null, quantity: 1 },
        { wine: 'Chablis', producer: 'Raveneau', wineId: null, quantity: 5 },
        { wine: 'Secret Cuvée', producer: null, wineId: null, quantity: 1 },
        { wine: 'Garage Red', producer: null, wineId: null, quantity: 3 },
      ]),
    );
    expect(cellar.find((entry) => entry.wine === 'Secret Cuvée')?.wineId).not.toBe(notBooked.wineId);
  });

  it('adds an imported known wine to the cellar of a guest who had not added it yet', async () => {
    const known = await hostedWine({ wine: 'Fresh Find', producer: 'Maison', vintage: '2022' });
    const refundedWine = await hostedWine({ wine: 'Refunded Find' });
    const member = await guestOf(known);
    await bookItem(db(), member.user.id, refundedWine.itemId, { refunded: true });
    const response = await importCsv(member, 'Wine,Quantity\nfresh find,2\nRefunded Find,1\n');
    expect(response.json()).toEqual({ imported: 2 });
    const cellar = await cellarOf(member);
    expect(cellar.find((entry) => entry.wine === 'Fresh Find')).toMatchObject({
      wineId: known.wineId,
      wineListId: known.wineListId,
      producer: 'Maison',
      quantity: 2,
    });
    expect(cellar.find((entry) => entry.wine === 'Refunded Find')).toMatchObject({ wineId: null, quantity: 1 });
  });

  it('imports a file of the largest size in one go', async () => {
    const member = await createMember(db());
    const lines = ['Wine,Producer,Vintage,Country,Region,Quantity'];
    for (let index = 0; index < CELLAR_LIMITS.rows; index += 1)
      lines.push(`Bulk Wine ${index % 1000},Producer ${index % 1000},2010,France,Loire,1`);
    const response = await importCsv(member, lines.join('\n'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: CELLAR_LIMITS.rows });
    const cellar = await cellarOf(member);
    expect(cellar).toHaveLength(1000);
    expect(cellar.every((entry) => entry.quantity === 2 && entry.wineId === null)).toBe(true);

    // The same file again adds to the same entries.
    expect((await importCsv(member, lines.join('\n'))).json()).toEqual({ imported: CELLAR_LIMITS.rows });
    const again = await cellarOf(member);
    expect(again).toHaveLength(1000);
    expect(again.every((entry) => entry.quantity === 4)).toBe(true);

    const tooMany = await importCsv(member, [...lines, 'One Too Many,,,,,1'].join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ [`line ${CELLAR_LIMITS.rows + 2}`]: CELLAR_MESSAGES.tooManyRows });
    expect(await storedEntries(member)).toHaveLength(1000);
  });

  it('exports the cellar as a CSV file that reads back as the same wines', async () => {
    const wine = await hostedWine({
      wine: 'Côte-Rôtie, "La Landonne"',
      producer: 'Guigal',
      vintage: '2015',
      country: 'France',
      region: 'Rhône',
    });
    const member = await guestOf(wine);
    await addToCellar(wine.wineId, member.headers, { quantity: 2 });
    await addOwn(member, { wine: '=SUM(A1)', producer: 'Comma, "Quote"', quantity: 7 });

    const response = await get(paths.export, member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-cellar.csv"');
    expect(response.body.startsWith('\uFEFFWine,Producer,Vintage,Country,Region,Quantity,Appellation,Grapes,Type,Location,Bin,Price')).toBe(
      true,
    );

    const rows = parseCellarCsv(response.body);
    const cellar = await cellarOf(member);
    expect(rows).toEqual({
      rows: cellar.map(({ wine: name, producer, vintage, country, region, quantity }) => ({
        wine: name,
        producer,
        vintage,
        country,
        region,
        quantity,
      })),
    });

    // Another member imports the file: the same wines, as their own (they may not see the profile).
    const friend = await createMember(db());
    expect((await importCsv(friend, response.body)).json()).toEqual({ imported: 2 });
    const copied = await cellarOf(friend);
    expect(
      copied.map(({ wine: name, producer, vintage, country, region, quantity, wineId }) => ({
        name,
        producer,
        vintage,
        country,
        region,
        quantity,
        wineId,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          name: 'Côte-Rôtie, "La Landonne"',
          producer: 'Guigal',
          vintage: '2015',
          country: 'France',
          region: 'Rhône',
          quantity: 2,
          wineId: null,
        },
        { name: '=SUM(A1)', producer: 'Comma, "Quote"', vintage: null, country: null, region: null, quantity: 7, wineId: null },
      ]),
    );

    const emptyExport = await get(paths.export, (await createMember(db())).headers);
    expect(emptyExport.body).toBe(`\uFEFF${CELLAR_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('lists the cellar routes in the API docs', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const documented = Object.keys(docs.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/wine-profile/add-wine-to-cellar/{id}',
      paths.list,
      paths.add,
      '/api/auth/member-profile/cellar-update/{id}',
      '/api/auth/member-profile/cellar-remove/{id}',
      paths.import,
      paths.export,
      '/api/auth/member-profile/cellar-details/{id}',
      '/api/auth/member-profile/cellar-drank/{id}',
      paths.settings,
    ]) {
      expect(documented).toContain(path);
    }
  });
});
