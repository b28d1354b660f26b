import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CELLAR_MESSAGES, type CellarEntry } from '@trg/contract/cellar';
import { MemberDashboardSchema } from '@trg/contract/dashboard';
import { isoDateInDays, todayIso } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { bookItem, createHostedWine, setDrinkingWindow } from '../../testing/cellar-fixtures.ts';
import type { Mailer, OutgoingEmail } from '../email/mailer.ts';
import { wineReviews } from '../wine-profiles/schema.ts';
import { CELLAR_QUEUES } from './window-emails.ts';

// Issue 30, part 4 (decision 0021): windows on a member's own wines, location and price, 'Drank one', imports of
// CellarTracker's and Vivino's files, the monthly window email, and wines waiting for a review on the dashboard.

const PUBLIC_URL = 'https://grape.test';
const delivered: OutgoingEmail[] = [];
const mailer: Mailer = {
  destination: 'test',
  async send(email) {
    delivered.push(email);
  },
  close: () => undefined,
};

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL }, { mailer });
  host = await createProfessional(ctx.database.db, { firstName: 'Henri' });
});
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const paths = API_PATHS.cellar;
const year = new Date().getUTCFullYear();
const db = () => ctx.database.db;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, member: Member, payload?: object) =>
  ctx.app.inject({ method, url, headers: member.headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const addOwn = async (member: Member, payload: object): Promise<CellarEntry> => {
  const response = await inject('POST', paths.add, member, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const cellarOf = async (member: Member): Promise<CellarEntry[]> => (await inject('GET', paths.list, member)).json();
const drank = (member: Member, id: number, payload: object = {}) => inject('POST', apiPath(paths.drank, { id }), member, payload);
const details = (member: Member, id: number, payload: object) => inject('POST', apiPath(paths.details, { id }), member, payload);

describe("a member's own wines: window, location, price", () => {
  it('gives an own wine the window the member sets, and readiness from it', async () => {
    const member = await createMember(db());
    const young = await addOwn(member, { wine: 'Garage Syrah', startToDrink: year + 2, endToDrink: String(year + 8) });
    expect(young).toMatchObject({ wineId: null, startToDrink: String(year + 2), endToDrink: String(year + 8), readiness: 'too-young' });
    const ready = await details(member, young.id, { startToDrink: String(year - 1) });
    expect(ready.json()).toMatchObject({ startToDrink: String(year - 1), readiness: 'ready' });
    const past = await details(member, young.id, { endToDrink: String(year - 1) });
    expect(past.json()).toMatchObject({ readiness: 'past-its-best' });
    const cleared = await details(member, young.id, { startToDrink: null, endToDrink: '' });
    expect(cleared.json()).toMatchObject({ startToDrink: null, endToDrink: null, readiness: null });
  });

  it('refuses a window that ends before it starts', async () => {
    const member = await createMember(db());
    const response = await inject('POST', paths.add, member, { wine: 'Backwards', startToDrink: '2030', endToDrink: '2020' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ endToDrink: CELLAR_MESSAGES.window });
    expect(await cellarOf(member)).toEqual([]);
  });

  it("keeps a profile's wine on its profile's window, and takes the member's location and price on it", async () => {
    const wine = await createHostedWine(ctx.app, db(), host, { wine: 'Profiled Pour' });
    await setDrinkingWindow(db(), wine.wineId, String(year), String(year + 4));
    const guest = await createMember(db());
    await bookItem(db(), guest.user.id, wine.itemId);
    const { id } = (await inject('POST', apiPath(API_PATHS.wineProfile.addToCellar, { id: wine.wineId }), guest)).json();
    const refused = await details(guest, id, { endToDrink: '2099' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(CELLAR_MESSAGES.profileWindow);
    const placed = await details(guest, id, { location: 'Rack B', bin: '12', pricePaid: '31,5', currency: 'chf', myRating: 4.5 });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      startToDrink: String(year),
      readiness: 'ready',
      location: 'Rack B',
      bin: '12',
      pricePaid: '31.50',
      currency: 'CHF',
      myRating: 4.5,
    });
    // Absent fields stay; blank empties only what it names.
    expect((await details(guest, id, { bin: '' })).json()).toMatchObject({ location: 'Rack B', bin: null, pricePaid: '31.50' });
    const badPrice = await details(guest, id, { pricePaid: '12.345', currency: 'XXX1' });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().error.fields).toEqual({ pricePaid: CELLAR_MESSAGES.price, currency: CELLAR_MESSAGES.currency });
  });

  it("answers 404 for another member's entry", async () => {
    const owner = await createMember(db());
    const other = await createMember(db());
    const entry = await addOwn(owner, { wine: 'Mine', quantity: 2 });
    expect((await details(other, entry.id, { location: 'Theirs' })).statusCode).toBe(404);
    expect((await drank(other, entry.id)).statusCode).toBe(404);
    expect((await cellarOf(owner))[0]).toMatchObject({ location: null, quantity: 2, drunk: [] });
  });
});

describe("'Drank one'", () => {
  it('counts a bottle down and keeps each drink with its date and note, newest first; none left is 409', async () => {
    const member = await createMember(db());
    const entry = await addOwn(member, { wine: 'Two Bottles', quantity: 2 });
    const first = await drank(member, entry.id, { drankOn: isoDateInDays(-30), note: 'With the lamb.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ quantity: 1, drunk: [{ drankOn: isoDateInDays(-30), note: 'With the lamb.' }] });
    const second = await drank(member, entry.id);
    expect(second.json()).toMatchObject({
      quantity: 0,
      drunk: [
        { drankOn: todayIso(), note: null },
        { drankOn: isoDateInDays(-30), note: 'With the lamb.' },
      ],
    });
    const none = await drank(member, entry.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(CELLAR_MESSAGES.noBottles);
    // The entry stays, with its history, at 0 bottles; the export leaves it out (0 would not import again).
    expect((await cellarOf(member))[0]).toMatchObject({ id: entry.id, quantity: 0 });
    expect((await cellarOf(member))[0]?.drunk).toHaveLength(2);
    expect((await inject('GET', paths.export, member)).body).not.toContain('Two Bottles');
  });

  it('refuses a day in the future or that is not a day', async () => {
    const member = await createMember(db());
    const entry = await addOwn(member, { wine: 'Patient', quantity: 1 });
    for (const drankOn of [isoDateInDays(5), '2026-02-30', 'yesterday']) {
      const response = await drank(member, entry.id, { drankOn });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ drankOn: CELLAR_MESSAGES.drankOn });
    }
    expect((await cellarOf(member))[0]).toMatchObject({ quantity: 1, drunk: [] });
  });
});

describe('importing CellarTracker and Vivino files', () => {
  it("maps CellarTracker's columns by name and reports the ones it does not know", async () => {
    const member = await createMember(db());
    const csv = [
      'iWine,Wine,Vintage,Producer,Varietal,Country,Region,SubRegion,Appellation,Quantity,Location,Bin,Price,Currency,BeginConsume,EndConsume',
      `9001,Clos Rougeard Le Bourg,2014,Clos Rougeard,Cabernet Franc,France,Loire Valley,Saumur,Saumur-Champigny,3,Cave,B2,85.00,EUR,${year},${year + 10}`,
      '9002,Riesling Kabinett,2019,Keller,Riesling,Germany,Rheinhessen,,Rheinhessen,6,Fridge,,24.5,EUR,,',
    ].join('\r\n');
    const response = await inject('POST', paths.import, member, { csv });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, unknownColumns: ['iWine', 'SubRegion'] });
    const [kabinett, rougeard] = await cellarOf(member);
    expect(rougeard).toMatchObject({
      wine: 'Clos Rougeard Le Bourg',
      producer: 'Clos Rougeard',
      vintage: '2014',
      appellation: 'Saumur-Champigny',
      grapes: 'Cabernet Franc',
      quantity: 3,
      location: 'Cave',
      bin: 'B2',
      pricePaid: '85.00',
      currency: 'EUR',
      startToDrink: String(year),
      endToDrink: String(year + 10),
      readiness: 'ready',
    });
    expect(kabinett).toMatchObject({ wine: 'Riesling Kabinett', quantity: 6, pricePaid: '24.50', readiness: null });
  });

  it("reads Vivino's export: winery, wine name, type, the member's rating and review", async () => {
    const member = await createMember(db());
    const csv =
      'Winery,Wine name,Vintage,Region,Country,Regional wine style,Wine type,Your rating,Your review,Link to wine\n' +
      'Château Musar,Musar Rouge,2015,Bekaa Valley,Lebanon,Lebanese Red,Red,4.5,"Cedar, cherries.",https://vivino.example/w/1\n' +
      'Krug,Grande Cuvée,N.V.,Champagne,France,Champagne,Sparkling,5,,\n';
    const response = await inject('POST', paths.import, member, { csv });
    expect(response.json()).toEqual({ imported: 2, unknownColumns: ['Regional wine style', 'Link to wine'] });
    const cellar = await cellarOf(member);
    expect(cellar.find((entry) => entry.wine === 'Musar Rouge')).toMatchObject({
      producer: 'Château Musar',
      vintage: '2015',
      wineType: 'Red',
      myRating: 4.5,
      myNote: 'Cedar, cherries.',
      quantity: 1,
    });
    expect(cellar.find((entry) => entry.wine === 'Grande Cuvée')).toMatchObject({ producer: 'Krug', vintage: null, myRating: 5 });
  });
});

describe('the monthly email of wines entering their window', () => {
  const runMonthly = async () => {
    const before = delivered.length;
    await ctx.app.queue.send(CELLAR_QUEUES.windows, {});
    await ctx.app.queue.workDue();
    await ctx.app.mail.sendDue();
    return delivered.slice(before);
  };

  it('is off by default and turned on by the member', async () => {
    const member = await createMember(db());
    expect((await inject('GET', paths.settings, member)).json()).toEqual({ windowEmail: false });
    expect((await inject('PUT', paths.settings, member, { windowEmail: true })).json()).toEqual({ windowEmail: true });
    expect((await inject('GET', paths.settings, member)).json()).toEqual({ windowEmail: true });
    const bad = await inject('PUT', paths.settings, member, { windowEmail: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the wines whose window opens this year, to members who asked for it, once', async () => {
    const keen = await createMember(db(), { firstName: 'Clara' });
    const quiet = await createMember(db());
    const wine = await createHostedWine(ctx.app, db(), host, { wine: 'Hosted Hermitage', vintage: '2018' });
    await setDrinkingWindow(db(), wine.wineId, String(year), String(year + 12));
    await bookItem(db(), keen.user.id, wine.itemId);
    await inject('POST', apiPath(API_PATHS.wineProfile.addToCellar, { id: wine.wineId }), keen, { quantity: 2 });
    await addOwn(keen, { wine: 'Own Opening Now', vintage: '2020', startToDrink: year, quantity: 3, location: 'Rack A', bin: '4' });
    await addOwn(keen, { wine: 'Own Next Year', startToDrink: year + 1 });
    await addOwn(keen, { wine: 'Own Already Open', startToDrink: year - 2 });
    const finished = await addOwn(keen, { wine: 'Own All Drunk', startToDrink: year, quantity: 1 });
    await drank(keen, finished.id);
    await addOwn(quiet, { wine: 'Quiet Opening Now', startToDrink: year });
    await inject('PUT', paths.settings, keen, { windowEmail: true });

    const sent = await runMonthly();
    expect(sent.filter((email) => email.to === quiet.user.email)).toEqual([]);
    const mine = sent.filter((email) => email.to === keen.user.email);
    expect(mine).toHaveLength(1);
    const [email] = mine;
    expect(email!.subject).toBe('The Real Grape: 2 wines ready to drink this year');
    expect(email!.text).toContain('Dear Clara,');
    expect(email!.text).toContain(`- Own Opening Now 2020 (3 bottles, Rack A 4; drink from ${year})`);
    expect(email!.text).toContain(`- Hosted Hermitage 2018 (2 bottles; drink ${year}–${year + 12})`);
    expect(email!.text).not.toContain('Own Next Year');
    expect(email!.text).not.toContain('Own Already Open');
    expect(email!.text).not.toContain('Own All Drunk');
    expect(email!.text).toContain(`${PUBLIC_URL}/Mydashboard/MyCellar`);

    // Next month: the same wines are not listed again; a wine added since is.
    expect((await runMonthly()).filter((mail) => mail.to === keen.user.email)).toEqual([]);
    await addOwn(keen, { wine: 'Own Added Later', startToDrink: year });
    const later = (await runMonthly()).filter((mail) => mail.to === keen.user.email);
    expect(later).toHaveLength(1);
    expect(later[0]!.text).toContain('Own Added Later');
    expect(later[0]!.text).not.toContain('Own Opening Now');

    // Turned off: nothing more.
    await inject('PUT', paths.settings, keen, { windowEmail: false });
    await addOwn(keen, { wine: 'Own After Opting Out', startToDrink: year });
    expect((await runMonthly()).filter((mail) => mail.to === keen.user.email)).toEqual([]);
  });
});

describe("the dashboard's wines waiting for a review", () => {
  it('lists wines poured at items the member attended and has not reviewed, not those of items still to come', async () => {
    const member = await createMember(db());
    const past = await createHostedWine(
      ctx.app,
      db(),
      host,
      { wine: 'Poured Last Week', producer: 'Dom', vintage: '2019' },
      {
        title: 'Last Week Tasting',
        date: isoDateInDays(-7),
      },
    );
    const reviewed = await createHostedWine(ctx.app, db(), host, { wine: 'Already Reviewed' }, { date: isoDateInDays(-8) });
    const coming = await createHostedWine(ctx.app, db(), host, { wine: 'Poured Next Month' }, { date: isoDateInDays(30) });
    const notMine = await createHostedWine(ctx.app, db(), host, { wine: 'Someone Else’s Pour' }, { date: isoDateInDays(-7) });
    for (const wine of [past, reviewed, coming]) await bookItem(db(), member.user.id, wine.itemId);
    await bookItem(db(), (await createMember(db())).user.id, notMine.itemId);
    await db().insert(wineReviews).values({ wineId: reviewed.wineId, userId: member.user.id, rating: 4, comment: 'Good.' });

    const response = await inject('GET', API_PATHS.memberDashboard, member);
    expect(response.statusCode).toBe(200);
    const body = MemberDashboardSchema.parse(response.json());
    expect(body.winesToReview).toEqual([
      {
        wineId: past.wineId,
        wineListId: past.wineListId,
        wine: 'Poured Last Week',
        producer: 'Dom',
        vintage: '2019',
        itemTitle: 'Last Week Tasting',
      },
    ]);
  });
});
