import { vi } from 'vitest';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { HostItemListSchema } from '@trg/contract/catalog';
import { WineListDetailSchema, WineListSummarySchema, type WineListDetail, type WineListSummary } from '@trg/contract/wine-lists';

/** A Draft list of two wines, created on 14 July 2026, as the listing answers it. */
export const SUMMER_REDS: WineListSummary = WineListSummarySchema.parse({
  id: 3,
  wineListName: 'Summer Reds',
  wineListdescription: 'Light reds to serve cool.',
  numOfWines: 2,
  date_created: '2026-07-14T09:30:00Z',
  status: 'Draft',
  pouredAt: [{ id: 21, kind: 'event', title: 'Harvest Dinner' }],
  wines: [
    { id: 11, wine: 'Morgon' },
    { id: 12, wine: 'Fleurie' },
  ],
});

export const SUMMER_REDS_DETAIL: WineListDetail = WineListDetailSchema.parse({
  ...SUMMER_REDS,
  wines: [
    {
      wineId: 11,
      wine: 'Morgon',
      slug: 'morgon-11',
      producer: 'Jean Foillard',
      region: 'Beaujolais',
      country: 'France',
      subRegion: null,
      site: null,
      parcel: null,
      vintage: '2022',
      vegetarian: null,
      vegan: null,
    },
  ],
});

/** The host's one event, a Draft with nothing sold, as the catalog's host listing answers it. */
export const HARVEST_DINNER = HostItemListSchema.parse([
  {
    id: 21,
    slug: 'harvest-dinner-21',
    eventTitle: 'Harvest Dinner',
    eventType: null,
    mainExperienceImage: null,
    mainExperienceImageSrcSet: null,
    currency: 'EUR',
    endTime: null,
    refundPolicy: null,
    description: null,
    hashTags: null,
    host: null,
    date: null,
    time: null,
    timeZone: 'GMT',
    hostEmail: null,
    hostPhone: null,
    hostPhoneCountryCode: null,
    maximumQuantity: null,
    price: null,
    clientTransactionFee: null,
    allInPrice: null,
    quantity: null,
    ticketsPerOrder: null,
    summary: null,
    olineExperience: false,
    locationAddress: null,
    locationcity: null,
    locationZip_code: null,
    locationCountry: null,
    lat: null,
    lng: null,
    salesStartDate: null,
    salesEndDate: null,
    salesStartTime: null,
    salesEndTime: null,
    status: 'Draft',
    ccyExpenseSymbols: null,
    businessName: 'Cave du Port',
    businessBio: '',
    WineListData: [],
    readyToPublish: false,
    missingToPublish: [],
    ticketsSold: 0,
    grossSales: '0.00',
    potentialSales: '0.00',
    publishEvent: false,
  },
]);

/** What the page hands the cards to pour a list at: the host's one event, and no experience. */
export const POUR_TARGETS = {
  events: { data: HARVEST_DINNER, isPending: false, isError: false },
  experiences: { data: [], isPending: false, isError: false },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * A stand-in for the server at the api client's boundary, answering the wine-list paths with bodies the
 * contract's schemas accept. Every POST body is kept in `posts`, by path; `refuse` answers POSTs with an error.
 */
export function stubWineListServer({ refuse }: { refuse?: Refusal } = {}) {
  const posts: { path: string; body: unknown }[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET') {
      if (path === API_PATHS.wineLists.listing) return Promise.resolve(json([SUMMER_REDS]));
      if (path === apiPath(API_PATHS.wineLists.details, { id: SUMMER_REDS.id })) return Promise.resolve(json(SUMMER_REDS_DETAIL));
      if (path === API_PATHS.host.event.listing) return Promise.resolve(json(HARVEST_DINNER));
      if (path === API_PATHS.host.experience.listing) return Promise.resolve(json([]));
    }
    if (method === 'POST') {
      const body: unknown = JSON.parse(String(init?.body));
      posts.push({ path, body });
      if (refuse)
        return Promise.resolve(json({ error: { code: refuse.code, message: refuse.message, fields: refuse.fields } }, refuse.status));
      if (path === API_PATHS.wineLists.create) {
        const { wineListName, wineListdescription } = body as { wineListName: string; wineListdescription: string };
        return Promise.resolve(json({ ...SUMMER_REDS_DETAIL, id: 7, wineListName, wineListdescription, numOfWines: 0, wines: [] }));
      }
      if (path === API_PATHS.wineLists.status) return Promise.resolve(json({ message: 'Done.' }));
      if (path === apiPath(API_PATHS.wineLists.update, { id: SUMMER_REDS.id })) return Promise.resolve(json(SUMMER_REDS_DETAIL));
      if (path === apiPath(API_PATHS.wineLists.saveWine, { id: SUMMER_REDS.id })) return Promise.resolve(json(SUMMER_REDS_DETAIL));
    }
    return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${method} ${path}` } }, 404));
  });
  return { fetchStub, posts };
}
