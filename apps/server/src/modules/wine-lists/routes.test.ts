import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WINE_LIST_LIMITS, WINE_LIST_MESSAGES } from '@trg/contract/wine-lists';
import { isoDateInDays } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createDraftItem, createMember, createProfessional } from '../../testing/factories.ts';
import { catalogItemWineLists } from '../catalog/schema.ts';
import { wineProfiles } from '../wine-profiles/schema.ts';
import { wineLists, wines } from './schema.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
let otherHost: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db, { firstName: 'Henri' });
  otherHost = await createProfessional(ctx.database.db, { firstName: 'Other' });
});
afterAll(async () => ctx.close());

const paths = API_PATHS.wineLists;

async function post(url: string, payload: unknown, headers: Record<string, string> = host.headers) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}
async function get(url: string, headers: Record<string, string> = host.headers) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function createList(name = 'Spring Pours', headers = host.headers): Promise<number> {
  const response = await post(paths.create, { wineListName: name, wineListdescription: 'For the terrace.' }, headers);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function addWine(listId: number, fields: Record<string, unknown> = {}) {
  return post(apiPath(paths.update, { id: listId }), { addWine: true, wine: 'Hermitage Colline', ...fields });
}

const fieldsOf = (response: { json(): { error: { fields?: Record<string, string> } } }) => Object.keys(response.json().error.fields ?? {});

describe('who may use the wine lists API', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    const member = await createMember(ctx.database.db);
    const listId = await createList();
    const calls = [
      ['POST', paths.create, { wineListName: 'x' }],
      ['GET', paths.listing, undefined],
      ['GET', apiPath(paths.details, { id: listId }), undefined],
      ['POST', apiPath(paths.update, { id: listId }), { wineListName: 'x' }],
      ['POST', apiPath(paths.saveWine, { id: listId }), { wineId: 1, wineDetails: { wine: 'x' } }],
      ['POST', paths.status, { action: 'publish-winelist', wineListId: listId, publishWineList: true }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await ctx.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for another host's list on every route", async () => {
    const listId = await createList('Not yours', otherHost.headers);
    const wine = await post(apiPath(paths.update, { id: listId }), { addWine: true, wine: 'Theirs' }, otherHost.headers);
    const wineId = wine.json().wines[0].wineId;
    expect((await get(apiPath(paths.details, { id: listId }))).statusCode).toBe(404);
    expect((await post(apiPath(paths.update, { id: listId }), { wineListName: 'Mine now' })).statusCode).toBe(404);
    expect((await addWine(listId)).statusCode).toBe(404);
    expect((await post(apiPath(paths.saveWine, { id: listId }), { wineId, wineDetails: { wine: 'Mine' } })).statusCode).toBe(404);
    for (const payload of [
      { action: 'publish-winelist', wineListId: listId, publishWineList: true },
      { action: 'delete-winelist', wineListId: listId },
      { action: 'add_to_event_experience', wineListId: listId, eventId: (await createDraftItem(ctx.database.db, host.user.id)).id },
    ]) {
      expect((await post(paths.status, payload)).statusCode).toBe(404);
    }
    const mine = (await get(paths.listing)).json() as { id: number }[];
    expect(mine.map((list) => list.id)).not.toContain(listId);
    const [stored] = await ctx.database.db.select().from(wineLists).where(eq(wineLists.id, listId));
    expect(stored).toMatchObject({ name: 'Not yours', status: 'Draft' });
  });
});

describe('creating and reading lists', () => {
  it('creates a Draft list and shows it in the listing and details', async () => {
    const response = await post(paths.create, { wineListName: '  Summer Whites ', wineListdescription: ' Crisp and cold. ' });
    expect(response.statusCode).toBe(201);
    const list = response.json();
    expect(list).toMatchObject({
      wineListName: 'Summer Whites',
      wineListdescription: 'Crisp and cold.',
      numOfWines: 0,
      status: 'Draft',
      wines: [],
    });
    expect(Date.parse(list.date_created)).not.toBeNaN();

    await addWine(list.id, { wine: 'Chablis', producer: 'Raveneau', vintage: 2019, vegan: 'True' });
    await addWine(list.id, { wine: 'Sancerre' });
    const listing = (await get(paths.listing)).json() as { id: number }[];
    expect(listing[0]).toMatchObject({ id: list.id, numOfWines: 2, wines: [{ wine: 'Chablis' }, { wine: 'Sancerre' }] });

    const details = await get(apiPath(paths.details, { id: list.id }));
    expect(details.statusCode).toBe(200);
    expect(details.json().wines[0]).toMatchObject({
      wine: 'Chablis',
      producer: 'Raveneau',
      vintage: '2019',
      vegan: 'True',
      vegetarian: null,
      region: null,
      country: null,
    });
    expect(details.json().wines[0].slug).toMatch(/^chablis-\d+$/);
  });

  it('defaults the description to empty and refuses a missing, blank or long name and a long description', async () => {
    const ok = await post(paths.create, { wineListName: 'No description' });
    expect(ok.json().wineListdescription).toBe('');
    for (const payload of [{}, { wineListName: '   ' }, { wineListName: 'x'.repeat(WINE_LIST_LIMITS.name + 1) }]) {
      const response = await post(paths.create, payload);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['wineListName']);
    }
    const missing = await post(paths.create, {});
    expect(missing.json().error.message).toContain(WINE_LIST_MESSAGES.nameRequired);
    const long = await post(paths.create, { wineListName: 'ok', wineListdescription: 'x'.repeat(WINE_LIST_LIMITS.description + 1) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(['wineListdescription']);
  });

  it('refuses ids that are not whole numbers and answers 404 for a missing list', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      expect((await get(`/api/auth/business-profile/wine-list-details/${id}`)).statusCode).toBe(400);
    }
    expect((await get(apiPath(paths.details, { id: 999_999 }))).statusCode).toBe(404);
  });
});

describe('updating a list and its wines', () => {
  it('changes only the list fields sent', async () => {
    const listId = await createList('Before');
    const response = await post(apiPath(paths.update, { id: listId }), { wineListName: 'After' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ wineListName: 'After', wineListdescription: 'For the terrace.' });
    const cleared = await post(apiPath(paths.update, { id: listId }), { wineListdescription: '', addWine: 'false' });
    expect(cleared.json()).toMatchObject({ wineListName: 'After', wineListdescription: '' });
  });

  it('refuses an empty change, unknown fields and a blank name', async () => {
    const listId = await createList();
    const url = apiPath(paths.update, { id: listId });
    const empty = await post(url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(WINE_LIST_MESSAGES.nothingToChange);
    const unknown = await post(url, { wineListName: 'x', status: 'Published' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('status');
    const blank = await post(url, { wineListName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toEqual(['wineListName']);
  });

  it('adds a wine only with its name, checking each field', async () => {
    const listId = await createList();
    const added = await addWine(listId, { addWine: 'true', producer: 'Chave', country: 'France', region: 'Rhône', vegetarian: 'False' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      numOfWines: 1,
      wines: [{ wine: 'Hermitage Colline', producer: 'Chave', country: 'France', vegetarian: 'False' }],
    });

    const noName = await post(apiPath(paths.update, { id: listId }), { addWine: true, producer: 'Chave' });
    expect(noName.statusCode).toBe(400);
    expect(fieldsOf(noName)).toEqual(['wine']);
    expect(noName.json().error.message).toContain(WINE_LIST_MESSAGES.wineRequired);
    for (const [field, value] of [
      ['wine', 'x'.repeat(WINE_LIST_LIMITS.wineText + 1)],
      ['producer', 'x'.repeat(WINE_LIST_LIMITS.wineText + 1)],
      ['vintage', '19'],
      ['vegan', 'maybe'],
    ] as const) {
      const response = await addWine(listId, { [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toEqual([field]);
    }
    const flag = await post(apiPath(paths.update, { id: listId }), { addWine: 'yes', wine: 'x' });
    expect(flag.statusCode).toBe(400);
  });

  it('refuses a wine past the limit with 409', async () => {
    const listId = await createList('Full');
    await ctx.database.db
      .insert(wines)
      .values(Array.from({ length: WINE_LIST_LIMITS.winesPerList }, (_, i) => ({ wineListId: listId, name: `Wine ${i}` })));
    const response = await addWine(listId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(WINE_LIST_MESSAGES.tooManyWines);
  });

  it("saves a wine's details, only for a wine of that list", async () => {
    const listId = await createList();
    const wineId = (await addWine(listId, { producer: 'Chave', region: 'Rhône' })).json().wines[0].wineId;
    const url = apiPath(paths.saveWine, { id: listId });
    const saved = await post(url, {
      wineId: String(wineId),
      wineDetails: { producer: 'J.L. Chave', region: '', subRegion: 'Hermitage', site: 'Les Bessards', parcel: 'P1' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().wines[0]).toMatchObject({
      wineId,
      wine: 'Hermitage Colline',
      producer: 'J.L. Chave',
      region: null,
      subRegion: 'Hermitage',
      site: 'Les Bessards',
      parcel: 'P1',
    });

    const otherList = await createList('Other');
    const elsewhere = await post(apiPath(paths.saveWine, { id: otherList }), { wineId, wineDetails: { wine: 'Moved' } });
    expect(elsewhere.statusCode).toBe(404);

    const empty = await post(url, { wineId, wineDetails: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(WINE_LIST_MESSAGES.wineDetailsEmpty);
    const blankName = await post(url, { wineId, wineDetails: { wine: '  ' } });
    expect(blankName.statusCode).toBe(400);
    const badId = await post(url, { wineId: 'abc', wineDetails: { wine: 'x' } });
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId)).toEqual(['wineId']);
    const unknown = await post(url, { wineId, wineDetails: { vintage: '2019' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('removes a wine with removeWine: true, its profile with it, only from its own list', async () => {
    const listId = await createList();
    await addWine(listId, { wine: 'Cornas' });
    const [kept, removed] = (await addWine(listId, { wine: 'Saint-Joseph' })).json().wines as { wineId: number }[];
    if (!kept || !removed) throw new Error('two wines expected');
    await ctx.database.db.insert(wineProfiles).values({ wineId: removed.wineId, nose: 'Violets' });
    const url = apiPath(paths.saveWine, { id: listId });

    const otherList = await createList('Other');
    const elsewhere = await post(apiPath(paths.saveWine, { id: otherList }), { wineId: removed.wineId, removeWine: true });
    expect(elsewhere.statusCode).toBe(404);
    const mixed = await post(url, { wineId: removed.wineId, removeWine: true, wineDetails: { wine: 'x' } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toContain('This field cannot be sent here: wineDetails.');

    const response = await post(url, { wineId: String(removed.wineId), removeWine: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ numOfWines: 1, wines: [{ wineId: kept.wineId, wine: 'Cornas' }] });
    expect(await ctx.database.db.select().from(wines).where(eq(wines.id, removed.wineId))).toEqual([]);
    expect(await ctx.database.db.select().from(wineProfiles).where(eq(wineProfiles.wineId, removed.wineId))).toEqual([]);
    expect((await post(url, { wineId: removed.wineId, removeWine: true })).statusCode).toBe(404);
    // Another host cannot remove the host's wine.
    expect((await post(url, { wineId: kept.wineId, removeWine: true }, otherHost.headers)).statusCode).toBe(404);
  });
});

describe('update-wine-list-status', () => {
  it('refuses an unknown action and bad ids', async () => {
    const unknown = await post(paths.status, { action: 'archive-winelist', wineListId: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain(WINE_LIST_MESSAGES.action);
    const badId = await post(paths.status, { action: 'delete-winelist', wineListId: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId)).toEqual(['wineListId']);
    const missing = await post(paths.status, { action: 'delete-winelist', wineListId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('publishes a list only with publishWineList: true', async () => {
    const listId = await createList();
    const refused = await post(paths.status, { action: 'publish-winelist', wineListId: listId, publishWineList: false });
    expect(refused.statusCode).toBe(400);
    const published = await post(paths.status, { action: 'publish-winelist', wineListId: String(listId), publishWineList: 'true' });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('Published');
  });

  it("attaches a list to the host's own event and experience, twice harmlessly", async () => {
    const listId = await createList();
    const event = await createDraftItem(ctx.database.db, host.user.id);
    const experience = await createDraftItem(ctx.database.db, host.user.id, { kind: 'experience' });
    const payload = { action: 'add_to_event_experience', wineListId: listId, eventId: event.id, experienceId: String(experience.id) };
    expect((await post(paths.status, payload)).statusCode).toBe(200);
    expect((await post(paths.status, payload)).statusCode).toBe(200);
    const links = await ctx.database.db.select().from(catalogItemWineLists).where(eq(catalogItemWineLists.wineListId, listId));
    expect(links.map((link) => link.itemId).sort((a, b) => a - b)).toEqual([event.id, experience.id].sort((a, b) => a - b));
  });

  it("refuses another host's item, a wrong kind and neither item with nothing attached", async () => {
    const listId = await createList();
    const theirs = await createDraftItem(ctx.database.db, otherHost.user.id);
    const mine = await createDraftItem(ctx.database.db, host.user.id);
    const foreign = await post(paths.status, {
      action: 'add_to_event_experience',
      wineListId: listId,
      eventId: mine.id,
      experienceId: theirs.id,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongKind = await post(paths.status, { action: 'add_to_event_experience', wineListId: listId, experienceId: mine.id });
    expect(wrongKind.statusCode).toBe(404);
    const neither = await post(paths.status, { action: 'add_to_event_experience', wineListId: listId });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toContain(WINE_LIST_MESSAGES.eventOrExperience);
    const links = await ctx.database.db.select().from(catalogItemWineLists).where(eq(catalogItemWineLists.wineListId, listId));
    expect(links).toEqual([]);
  });

  it('refuses to delete a list poured at an item on sale, naming it', async () => {
    const listId = await createList();
    const onSale = await createCatalogItem(ctx.database.db, host.user.id, { title: 'Cellar Night' });
    await post(paths.status, { action: 'add_to_event_experience', wineListId: listId, eventId: onSale.id });
    const response = await post(paths.status, { action: 'delete-winelist', wineListId: listId });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('Cellar Night');
    expect((await get(apiPath(paths.details, { id: listId }))).statusCode).toBe(200);
  });

  it('deletes a list poured only at drafts and past items, with its wines and links', async () => {
    const listId = await createList();
    await addWine(listId);
    const draft = await createDraftItem(ctx.database.db, host.user.id);
    const past = await createCatalogItem(ctx.database.db, host.user.id, {
      kind: 'experience',
      date: isoDateInDays(-2),
      salesStartDate: isoDateInDays(-10),
      salesEndDate: isoDateInDays(-3),
    });
    await post(paths.status, { action: 'add_to_event_experience', wineListId: listId, eventId: draft.id, experienceId: past.id });
    const response = await post(paths.status, { action: 'delete-winelist', wineListId: listId });
    expect(response.statusCode).toBe(204);
    expect((await get(apiPath(paths.details, { id: listId }))).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(wines).where(eq(wines.wineListId, listId))).toEqual([]);
    expect(await ctx.database.db.select().from(catalogItemWineLists).where(eq(catalogItemWineLists.wineListId, listId))).toEqual([]);
  });
});

describe('detaching a list from an event or experience', () => {
  it('shows where each list is poured, in the listing and the details', async () => {
    const listId = await createList('Poured lists');
    const event = await createDraftItem(ctx.database.db, host.user.id, { title: 'Syrah Night' });
    const experience = await createDraftItem(ctx.database.db, host.user.id, { kind: 'experience', title: 'Vineyard Walk' });
    await post(paths.status, { action: 'add_to_event_experience', wineListId: listId, eventId: event.id, experienceId: experience.id });
    const pouredAt = [
      { id: event.id, kind: 'event', title: 'Syrah Night' },
      { id: experience.id, kind: 'experience', title: 'Vineyard Walk' },
    ];
    expect((await get(apiPath(paths.details, { id: listId }))).json().pouredAt).toEqual(pouredAt);
    const card = ((await get(paths.listing)).json() as { id: number; pouredAt: unknown }[]).find((list) => list.id === listId);
    expect(card?.pouredAt).toEqual(pouredAt);
  });

  it('detaches a draft list from an item on sale, after which it can be deleted', async () => {
    const listId = await createList('Draft on sale');
    const onSale = await createCatalogItem(ctx.database.db, host.user.id, { title: 'Cellar Night' });
    const other = await createCatalogItem(ctx.database.db, host.user.id, { kind: 'experience', title: 'Tasting' });
    await post(paths.status, { action: 'add_to_event_experience', wineListId: listId, eventId: onSale.id, experienceId: other.id });
    expect((await post(paths.status, { action: 'delete-winelist', wineListId: listId })).statusCode).toBe(409);

    const detach = { action: 'remove_from_event_experience', wineListId: listId, eventId: onSale.id };
    const detached = await post(paths.status, detach);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().pouredAt).toEqual([{ id: other.id, kind: 'experience', title: 'Tasting' }]);
    // Twice changes nothing; the other item keeps it until it is detached too.
    expect((await post(paths.status, detach)).statusCode).toBe(200);
    expect((await post(paths.status, { action: 'delete-winelist', wineListId: listId })).statusCode).toBe(409);
    const last = await post(paths.status, { action: 'remove_from_event_experience', wineListId: listId, experienceId: String(other.id) });
    expect(last.json().pouredAt).toEqual([]);

    expect((await post(paths.status, { action: 'delete-winelist', wineListId: listId })).statusCode).toBe(204);
    expect((await get(apiPath(paths.details, { id: listId }))).statusCode).toBe(404);
  });

  it("refuses another host's item or list, a wrong kind, and neither item", async () => {
    const listId = await createList();
    const mine = await createCatalogItem(ctx.database.db, host.user.id);
    await post(paths.status, { action: 'add_to_event_experience', wineListId: listId, eventId: mine.id });
    const theirs = await createCatalogItem(ctx.database.db, otherHost.user.id);
    const cases = [
      [{ eventId: theirs.id }, 404],
      [{ experienceId: mine.id }, 404],
      [{}, 400],
    ] as const;
    for (const [target, status] of cases) {
      const response = await post(paths.status, { action: 'remove_from_event_experience', wineListId: listId, ...target });
      expect(response.statusCode, JSON.stringify(target)).toBe(status);
    }
    const notTheirs = await post(
      paths.status,
      { action: 'remove_from_event_experience', wineListId: listId, eventId: mine.id },
      otherHost.headers,
    );
    expect(notTheirs.statusCode).toBe(404);
    const links = await ctx.database.db.select().from(catalogItemWineLists).where(eq(catalogItemWineLists.wineListId, listId));
    expect(links.map((link) => link.itemId)).toEqual([mine.id]);
  });
});

describe('the API description', () => {
  it('documents every wine list route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.docs}/json` });
    const spec = response.json() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    const documented = Object.entries(spec.paths).filter(([, operations]) =>
      Object.values(operations).some((op) => op.tags?.includes('wine lists')),
    );
    expect(documented.length).toBeGreaterThanOrEqual(6);
  });
});
