import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FoodPairingsReferenceDataSchema,
  WINE_REFERENCE_PATHS,
  WineReferenceDataSchema,
  WineRegionDetailsSchema,
  WineRegionReferenceDataSchema,
  type GrapeRow,
} from '@trg/contract/wine-reference';
import { REFERENCE_LISTS } from '@trg/contract/wine-profiles';
import { suggest } from '@trg/contract/wine-profile-rules';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { loadWineReferenceData } from './data.ts';
import { WINE_REFERENCE_CACHE_CONTROL } from './routes.ts';

const data = loadWineReferenceData();
/** Grapes as answered: every row carries SYNONYMS, which a data file row may leave out. */
const answeredGrapes = data.grapes.map((grape) => ({ ...grape, SYNONYMS: grape.SYNONYMS ?? [] }));
const { regionDetails, regionReferenceData, wineReferenceData, foodPairingsReferenceData } = WINE_REFERENCE_PATHS;

let ctx: TestContext;
let member: Record<string, string>;
let host: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  member = (await createMember(ctx.database.db)).headers;
  host = (await createProfessional(ctx.database.db)).headers;
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = member) => ctx.app.inject({ method: 'GET', url, headers });

describe('the migrations', () => {
  it('load every row of the data files', async () => {
    const counts = await queryRows<Record<string, number>>(
      ctx.database.db,
      sql`select
        (select count(*)::int from wine_countries) as countries, (select count(*)::int from wine_regions) as regions,
        (select count(*)::int from wine_sub_regions) as "subRegions", (select count(*)::int from wine_sites) as sites,
        (select count(*)::int from wine_parcels) as parcels, (select count(*)::int from wine_designations) as designations,
        (select count(*)::int from wine_classifications) as classifications, (select count(*)::int from wine_types) as "wineTypes",
        (select count(*)::int from wine_colours) as colours, (select count(*)::int from wine_grapes) as grapes,
        (select count(*)::int from wine_fining_agents) as "finingAgents", (select count(*)::int from food_types) as "foodTypes",
        (select count(*)::int from foods) as foods`,
    );
    const expected = Object.fromEntries(Object.entries(data).map(([list, rows]) => [list, rows.length]));
    expect(counts[0]).toEqual(expected);
  });
});

describe('who may read the reference data', () => {
  const urls = [
    `${regionDetails}/COUNTRY=*`,
    `${regionReferenceData}?COUNTRY=*`,
    `${wineReferenceData}/=`,
    `${foodPairingsReferenceData}?FOOD_TYPE=*`,
  ];

  it('answers a signed-in member and a signed-in host alike', async () => {
    for (const url of urls) {
      const [asMember, asHost] = await Promise.all([get(url, member), get(url, host)]);
      expect([url, asMember.statusCode, asHost.statusCode]).toEqual([url, 200, 200]);
      expect(asMember.body).toBe(asHost.body);
    }
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 401]);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });
});

describe(`GET ${regionDetails}`, () => {
  it('answers a lookup row for every path from a country to its deepest level, in data-file order', async () => {
    const response = await get(`${regionDetails}/COUNTRY=*`);
    const rows = WineRegionDetailsSchema.parse(response.json());
    // Each parcel, each site without parcels, each sub-region without sites ... has a row of its own.
    const withParcels = new Set(data.parcels.map((p) => p.SITE_CODE));
    const withSites = new Set(data.sites.map((s) => s.SUB_REGION_CODE));
    const withSubRegions = new Set(data.subRegions.map((s) => s.REGION_CODE));
    const withRegions = new Set(data.regions.map((r) => r.COUNTRY_CODE));
    expect(rows).toHaveLength(
      data.parcels.length +
        data.sites.filter((s) => !withParcels.has(s.SITE_CODE)).length +
        data.subRegions.filter((s) => !withSites.has(s.SUB_REGION_CODE)).length +
        data.regions.filter((r) => !withSubRegions.has(r.REGION_CODE)).length +
        data.countries.filter((c) => !withRegions.has(c.COUNTRY_CODE)).length,
    );
    expect(rows[0]?.COUNTRY_CODE).toBe(data.countries[0]?.COUNTRY_CODE);
    expect(rows).toContainEqual({
      COUNTRY_CODE: 'FR',
      COUNTRY: 'France',
      REGION_CODE: 'FR-BUR',
      REGION: 'Burgundy',
      SUB_REGION_CODE: 'FR-BUR-CHAMBERTIN',
      SUB_REGION: 'Chambertin',
      SITE_CODE: null,
      SITE: null,
      PARCEL_CODE: null,
      PARCEL: null,
    });
    expect(rows).toContainEqual({
      COUNTRY_CODE: 'FR',
      COUNTRY: 'France',
      REGION_CODE: 'FR-BUR',
      REGION: 'Burgundy',
      SUB_REGION_CODE: 'FR-BUR-CHABLIS-GRAND-CRU',
      SUB_REGION: 'Chablis Grand Cru',
      SITE_CODE: 'FR-BUR-CHABLIS-GRAND-CRU-VAUDESIR',
      SITE: 'Vaudésir',
      PARCEL_CODE: 'FR-BUR-CHABLIS-GRAND-CRU-VAUDESIR-LA-MOUTONNE',
      PARCEL: 'La Moutonne',
    });
  });

  it("narrows to one country's rows", async () => {
    const rows = WineRegionDetailsSchema.parse((await get(`${regionDetails}/COUNTRY=DE`)).json());
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.COUNTRY))).toEqual(new Set(['Germany']));
    expect(rows.map((r) => r.SITE)).toContain('Wehlener Sonnenuhr');
  });

  it('answers the same to the filter as a path suffix, as a query string, in any case and with a trailing slash', async () => {
    const answers = await Promise.all(
      [
        `${regionDetails}/COUNTRY=IT`,
        `${regionDetails}/COUNTRY=IT/`,
        `${regionDetails}?COUNTRY=IT`,
        `${regionDetails}/?COUNTRY=IT`,
        `${regionDetails}/country=it`,
      ].map((url) => get(url)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
      expect(answer.headers.etag).toBe(answers[0]?.headers.etag);
    }
  });

  it('answers no rows for a country it does not know, such as a custom country (ZZZ)', async () => {
    for (const code of ['ZZZ', 'XK', 'AQ']) {
      const response = await get(`${regionDetails}/COUNTRY=${code}`);
      expect([code, response.statusCode, response.json()]).toEqual([code, 200, []]);
    }
  });
});

describe(`GET ${regionReferenceData}`, () => {
  it('answers every level as its own list, each as long as its data file', async () => {
    const answer = WineRegionReferenceDataSchema.parse((await get(`${regionReferenceData}?COUNTRY=*`)).json());
    expect(answer).toEqual({
      countries: data.countries,
      regions: data.regions,
      subRegions: data.subRegions,
      sites: data.sites,
      parcels: data.parcels,
    });
  });

  it('narrows every level to one country', async () => {
    const answer = WineRegionReferenceDataSchema.parse((await get(`${regionReferenceData}/COUNTRY=FR`)).json());
    expect(answer.countries).toEqual([{ COUNTRY_CODE: 'FR', COUNTRY: 'France' }]);
    expect(answer.regions.every((r) => r.COUNTRY_CODE === 'FR')).toBe(true);
    for (const level of [answer.subRegions, answer.sites, answer.parcels]) {
      expect(level.length).toBeGreaterThan(0);
      expect(level.filter((row) => !Object.values(row)[0]?.startsWith('FR-'))).toEqual([]);
    }
    expect(answer.sites.length).toBe(data.sites.filter((s) => s.SITE_CODE.startsWith('FR-')).length);
  });

  it('answers empty lists for a country it does not know', async () => {
    const response = await get(`${regionReferenceData}?COUNTRY=ZZZ`);
    expect(response.json()).toEqual({ countries: [], regions: [], subRegions: [], sites: [], parcels: [] });
  });
});

describe(`GET ${wineReferenceData}`, () => {
  it('answers every list whole for the bare = of the spec', async () => {
    const answer = WineReferenceDataSchema.parse((await get(`${wineReferenceData}/=`)).json());
    expect(answer).toEqual({
      designations: data.designations,
      classifications: data.classifications,
      wineTypes: data.wineTypes,
      colours: data.colours,
      grapes: answeredGrapes,
      finingAgents: data.finingAgents,
    });
    expect((await get(`${wineReferenceData}?=`)).body).toBe((await get(`${wineReferenceData}/=`)).body);
    expect((await get(wineReferenceData)).body).toBe((await get(`${wineReferenceData}/=`)).body);
  });

  it("narrows designations and classifications to a country's own and the general ones", async () => {
    const answer = WineReferenceDataSchema.parse((await get(`${wineReferenceData}?COUNTRY=DE`)).json());
    expect(new Set(answer.designations.map((d) => d.COUNTRY_CODE))).toEqual(new Set(['DE', null]));
    expect(answer.designations.map((d) => d.DESIGNATION)).toContain('Prädikatswein');
    expect(new Set(answer.classifications.map((c) => c.COUNTRY_CODE))).toEqual(new Set(['DE', null]));
    expect(answer.grapes).toEqual(answeredGrapes);
  });
});

describe(`the grape search of the wine profile editor, over GET ${wineReferenceData}`, () => {
  // The editor loads this answer once and searches it as the host types, with suggest() and the grapes' fields.
  const { nameField, codeField, synonymsField } = REFERENCE_LISTS.grapes;
  let grapes: GrapeRow[];
  beforeAll(async () => {
    grapes = WineReferenceDataSchema.parse((await get(`${wineReferenceData}/=`, host)).json()).grapes;
  });
  const search = (text: string) => suggest(grapes, text, nameField, { codeField, synonymsField });

  it('answers every grape with its synonyms, an empty list when it has none', () => {
    expect(grapes.length).toBeGreaterThanOrEqual(400);
    expect(grapes.every((g) => Array.isArray(g.SYNONYMS))).toBe(true);
    expect(grapes.find((g) => g.GRAPE_CODE === 'TEMPRANILLO')?.SYNONYMS).toEqual(
      expect.arrayContaining(['Tinta Roriz', 'Aragonez', 'Tinto Fino', 'Cencibel']),
    );
    expect(grapes.find((g) => g.GRAPE_CODE === 'MERLOT')?.SYNONYMS).toEqual([]);
  });

  it('finds a grape by any of its names, each name of a pair finding the same grape', () => {
    const pairs: [string, string[]][] = [
      ['SYRAH', ['Syrah', 'Shiraz']],
      ['GRENACHE', ['Grenache', 'Garnacha', 'Cannonau']],
      ['PINOT-GRIS', ['Pinot Gris', 'Pinot Grigio', 'Grauburgunder']],
      ['TEMPRANILLO', ['Tempranillo', 'Tinta Roriz', 'Aragonez', 'Tinto Fino', 'Cencibel']],
      ['MOURVEDRE', ['Mourvèdre', 'Monastrell', 'Mataro']],
      ['ZINFANDEL', ['Zinfandel', 'Primitivo', 'Tribidrag', 'Crljenak Kaštelanski']],
    ];
    for (const [code, typed] of pairs) {
      for (const text of typed) expect([text, search(text).map((s) => s.code)]).toEqual([text, expect.arrayContaining([code])]);
    }
  });

  it('says which synonym matched when the name does not show it', () => {
    expect(search('Cencibel')).toEqual([
      { name: 'Tempranillo (Tinta Roriz, Aragonez, Tinto Fino, Tinta de Toro)', code: 'TEMPRANILLO', custom: false, matched: 'Cencibel' },
    ]);
    expect(search('Crljenak')).toEqual([
      { name: 'Zinfandel (Primitivo, Tribidrag)', code: 'ZINFANDEL', custom: false, matched: 'Crljenak Kaštelanski' },
    ]);
    expect(search('Shiraz')).toEqual([{ name: 'Syrah (Shiraz)', code: 'SYRAH', custom: false }]);
  });

  it('ignores accents: carmenere finds Carménère, okuzgozu Öküzgözü, kalecik karasi Kalecik Karası', () => {
    expect(search('carmenere').map((s) => s.name)).toEqual(['Carménère']);
    expect(search('okuzgozu').map((s) => s.name)).toEqual(['Öküzgözü']);
    expect(search('kalecik karasi').map((s) => s.name)).toEqual(['Kalecik Karası']);
    expect(search('muscat bailey').map((s) => s.code)).toEqual(['MUSCAT-BAILEY-A']);
  });
});

describe(`GET ${foodPairingsReferenceData}`, () => {
  it('answers the food types and the foods, each food with its type', async () => {
    const answer = FoodPairingsReferenceDataSchema.parse((await get(`${foodPairingsReferenceData}?FOOD_TYPE=*`)).json());
    expect(answer).toEqual({ foodTypes: data.foodTypes, foods: data.foods });
  });

  it("narrows to one food type's foods", async () => {
    const answer = FoodPairingsReferenceDataSchema.parse((await get(`${foodPairingsReferenceData}/FOOD_TYPE=FISH`)).json());
    expect(answer.foodTypes).toEqual([{ FOOD_TYPE_CODE: 'FISH', FOOD_TYPE: 'Fish' }]);
    expect(answer.foods.length).toBeGreaterThan(5);
    expect(answer.foods.every((f) => f.FOOD_TYPE_CODE === 'FISH')).toBe(true);
    const unknown = await get(`${foodPairingsReferenceData}/FOOD_TYPE=ROCKS`);
    expect(unknown.json()).toEqual({ foodTypes: [], foods: [] });
  });
});

describe('caching', () => {
  it('sends a strong ETag and private caching, and answers a repeat with If-None-Match with 304 and no body', async () => {
    const url = `${regionDetails}/COUNTRY=FR`;
    const first = await get(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe(WINE_REFERENCE_CACHE_CONTROL);

    const repeat = await get(url, { ...member, 'if-none-match': String(etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.headers['cache-control']).toBe(WINE_REFERENCE_CACHE_CONTROL);

    // The same answer by another path form, and an If-None-Match list or a weak form, are recognised too.
    expect((await get(`${regionDetails}?COUNTRY=fr`, { ...host, 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const stale = await get(url, { ...member, 'if-none-match': '"an-older-answer"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives each answer its own ETag', async () => {
    const etags = await Promise.all(
      [`${regionDetails}/COUNTRY=FR`, `${regionDetails}/COUNTRY=IT`, `${regionDetails}/COUNTRY=*`, `${wineReferenceData}/=`].map(
        async (url) => (await get(url)).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(4);
  });
});

describe('bad filters', () => {
  it('answer 400 with the error shape and a message naming the filters a list takes', async () => {
    const response = await get(`${regionDetails}/FOOD_TYPE=FISH`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: '"FOOD_TYPE" is not a filter of this list; use COUNTRY=FR or COUNTRY=*.',
        fields: { FOOD_TYPE: '"FOOD_TYPE" is not a filter of this list; use COUNTRY=FR or COUNTRY=*.' },
      },
    });
    for (const url of [
      `${regionReferenceData}?REGION=FR-BUR`,
      `${wineReferenceData}/FR`,
      `${foodPairingsReferenceData}?COUNTRY=FR`,
      `${regionDetails}/COUNTRY=FRANCE`,
      `${regionDetails}?COUNTRY=FR&COUNTRY=IT`,
      `${regionDetails}/COUNTRY=${'F'.repeat(90)}`,
    ]) {
      const bad = await get(url);
      expect([url, bad.statusCode, bad.json().error.code]).toEqual([url, 400, 'validation_error']);
    }
  });
});

describe('the API document', () => {
  it('describes the four paths, with and without the filter suffix', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = Object.keys(response.json().paths);
    for (const path of Object.values(WINE_REFERENCE_PATHS)) {
      expect(documented).toEqual(expect.arrayContaining([path, `${path}/{filter}`]));
    }
  });
});
