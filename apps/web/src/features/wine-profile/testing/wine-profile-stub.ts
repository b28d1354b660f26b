import { vi } from 'vitest';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CellarEntrySchema } from '@trg/contract/cellar';
import { WineDetailsSchema, type WineDetails } from '@trg/contract/wine-profiles';
import { FoodPairingsReferenceDataSchema, WineReferenceDataSchema, WineRegionReferenceDataSchema } from '@trg/contract/wine-reference';
import type { MyWineReviews } from '@trg/contract/wine-reviews';
import { WineTastingsSchema, type WineTastings } from '@trg/contract/wine-tastings';
import type { WineTeaser } from '@trg/contract/wine-teaser';

// itemCurrencies is for the host alone and is left out rather than null; latestReviews is a list.
const nulls = Object.fromEntries(
  Object.keys(WineDetailsSchema.shape)
    .filter((key) => key !== 'itemCurrencies' && key !== 'latestReviews')
    .map((key) => [key, null]),
);

/** Morgon 2022 of list 3, as its host sees it: some fields filled, the rest unset. */
export function morgon(overrides: Partial<WineDetails> = {}): WineDetails {
  return WineDetailsSchema.parse({
    ...nulls,
    wineId: 11,
    wineListId: 3,
    slug: 'morgon-11',
    canEdit: true,
    reviewSummary: { average: 4.5, count: 2 },
    latestReviews: [
      {
        id: 8,
        rating: 5,
        comment: 'Crunchy red fruit, lovely cool.',
        reviewerName: 'Anna K.',
        date: '2026-07-14',
        verifiedGuest: true,
        answer: null,
      },
      { id: 7, rating: 4, comment: 'Needs an hour open.', reviewerName: 'Lukas M.', date: '2026-07-12', verifiedGuest: true, answer: null },
    ],
    wine: 'MORGON Côte du Py',
    producer: 'Jean Foillard',
    country: 'France',
    vintage: '2022',
    awards: 'Gold|Best in Show',
    grapeOrBlend: 'Gamay',
    vegan: 'True',
    sweetness: 1,
    timestamp: '2026-07-14T09:30:00Z',
    currency: 'GBP',
    glass125mlPrice: '9.50',
    bottle750mlPrice: '42.00',
    ...overrides,
  });
}

export const REGION_DATA = WineRegionReferenceDataSchema.parse({
  countries: [
    { COUNTRY_CODE: 'FR', COUNTRY: 'France' },
    { COUNTRY_CODE: 'IT', COUNTRY: 'Italy' },
    { COUNTRY_CODE: 'ZA', COUNTRY: 'South Africa' },
    { COUNTRY_CODE: 'AU', COUNTRY: 'Australia' },
    { COUNTRY_CODE: 'AT', COUNTRY: 'Austria' },
    { COUNTRY_CODE: 'GE', COUNTRY: 'Georgia' },
    { COUNTRY_CODE: 'RO', COUNTRY: 'Romania' },
    { COUNTRY_CODE: 'AR', COUNTRY: 'Argentina' },
  ],
  regions: [
    { REGION_CODE: 'FR-BUR', REGION: 'Burgundy', COUNTRY_CODE: 'FR' },
    { REGION_CODE: 'FR-BEA', REGION: 'Beaujolais', COUNTRY_CODE: 'FR' },
    { REGION_CODE: 'IT-PIE', REGION: 'Piedmont', COUNTRY_CODE: 'IT' },
    { REGION_CODE: 'AU-BAR', REGION: 'Barossa', COUNTRY_CODE: 'AU' },
  ],
  subRegions: [],
  sites: [],
  parcels: [],
});

export const WINE_DATA = WineReferenceDataSchema.parse({
  designations: [{ DESIGNATION_CODE: 'AOC', DESIGNATION: 'AOC', COUNTRY_CODE: 'FR' }],
  classifications: [],
  wineTypes: [{ TYPE_CODE: 'STILL', TYPE: 'Still' }],
  colours: [{ COLOUR_CODE: 'RED', COLOUR: 'Red' }],
  grapes: [
    { GRAPE_CODE: 'GAMAY', GRAPE: 'Gamay', SKIN: 'Red' },
    { GRAPE_CODE: 'SYRAH', GRAPE: 'Syrah (Shiraz)', SKIN: 'Red' },
  ],
  finingAgents: [],
});

export const FOOD_DATA = FoodPairingsReferenceDataSchema.parse({
  foodTypes: [{ FOOD_TYPE_CODE: 'MEAT', FOOD_TYPE: 'Meat' }],
  foods: [{ FOOD_CODE: 'DUCK', FOOD_NAME: 'Duck', FOOD_TYPE_CODE: 'MEAT' }],
});

export const DETAILS_URL = apiPath(API_PATHS.wineProfile.retrieve, undefined, { 'wine-list': 3, wine: 11 });
export const UPDATE_URL = apiPath(API_PATHS.wineProfile.update, undefined, { 'wine-list': 3, wine: 11 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

interface StubOptions {
  details?: WineDetails | (() => Response);
  /** Held answers of the reference calls, released by the test (to check the loading gate). */
  holdReference?: boolean;
  updateAnswer?: (body: FormData) => Response;
  myReviews?: MyWineReviews;
  /** The guests' tastings (ours, issue 30); PUT answers `tastingsAfterSave`, or the same. */
  tastings?: WineTastings;
  tastingsAfterSave?: WineTastings;
  /** The public teaser (ours, issue 30); a 404 without it. */
  teaser?: WineTeaser;
}

export const TEASER_URL = apiPath(API_PATHS.wineProfile.teaser, undefined, { 'wine-list': 3, wine: 11 });

export const TASTINGS_URL = apiPath(API_PATHS.wineProfile.tastings, undefined, { 'wine-list': 3, wine: 11 });

/** Nobody has tasted it yet; the host's profile has Dry (1) for sweetness. */
export function tastingsOf(overrides: Partial<WineTastings> = {}): WineTastings {
  const empty = {
    sweetness: null,
    acidity: null,
    tanin: null,
    alcohol: null,
    body: null,
    mouse: null,
    flavourIntensity: null,
    length: null,
  };
  return WineTastingsSchema.parse({ mine: null, count: 0, crowd: null, host: { ...empty, sweetness: 1 }, notOpen: null, ...overrides });
}

/** A fetch that answers the profile page's calls and records what was sent. */
export function stubWineProfileServer(options: StubOptions = {}) {
  const details = options.details ?? morgon();
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const held: (() => void)[] = [];
  const reference: Record<string, unknown> = {
    [API_PATHS.wineReference.regionReferenceData]: REGION_DATA,
    [API_PATHS.wineReference.wineReferenceData]: WINE_DATA,
    [API_PATHS.wineReference.foodPairingsReferenceData]: FOOD_DATA,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body });
    if (method === 'GET' && path === DETAILS_URL) return typeof details === 'function' ? details() : json(details);
    if (method === 'GET' && path in reference) {
      if (options.holdReference) await new Promise<void>((resolve) => held.push(resolve));
      return json(reference[path]);
    }
    if (method === 'POST' && path === UPDATE_URL) {
      const body = init?.body as FormData;
      if (options.updateAnswer) return options.updateAnswer(body);
      return typeof details === 'function' ? details() : json(details);
    }
    if (method === 'GET' && path === TEASER_URL) return options.teaser ? json(options.teaser) : apiError(404, 'not_found', 'No such wine.');
    if (method === 'GET' && path === TASTINGS_URL) return json(options.tastings ?? tastingsOf());
    if (method === 'PUT' && path === TASTINGS_URL) return json(options.tastingsAfterSave ?? options.tastings ?? tastingsOf());
    if (method === 'GET' && path === API_PATHS.wineProfile.myReviews) return json(options.myReviews ?? { winesReviewd: [], reviews: [] });
    if (method === 'POST' && path === apiPath(API_PATHS.wineProfile.createReview, { id: 11 })) {
      const review = JSON.parse(String(init?.body)) as { rating: number; comment: string };
      return json({ wineId: 11, ...review }, 201);
    }
    if (method === 'POST' && path === apiPath(API_PATHS.wineProfile.addToCellar, { id: 11 })) {
      const count = calls.filter((call) => call.path === path).length;
      return json(
        CellarEntrySchema.parse({
          id: 5,
          wineId: 11,
          wineListId: 3,
          wine: 'MORGON Côte du Py',
          producer: 'Jean Foillard',
          vintage: '2022',
          country: 'France',
          region: null,
          quantity: count,
          startToDrink: null,
          endToDrink: null,
          readiness: null,
          addedAt: '2026-07-15T10:00:00Z',
        }),
      );
    }
    return apiError(404, 'not_found', `No stub for ${method} ${path}`);
  });
  const posts = () => calls.filter((call) => call.method === 'POST');
  return { fetchStub, calls, posts, releaseReference: () => held.splice(0).forEach((resolve) => resolve()) };
}
