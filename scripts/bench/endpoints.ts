import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { BENCH_FLOOR_PATH, BENCH_FLOOR_SOURCE } from '../../apps/server/src/plugins/bench-floor.ts';
import { JOURNAL_POSTS } from '@trg/contract/journal-posts';
import { itemSlug } from '@trg/contract/slugs';

/** Every endpoint the benchmark measures, in the order it runs and prints them; the floor comes first. */
export const ENDPOINT_NAMES = [
  'floor',
  'listing',
  'deep-page',
  'detail',
  'home',
  'home-uncached',
  'event-page',
  'event-page-uncached',
  'article',
  'cart-summary',
  'my-orders',
  'cart-update',
  'experience-slots',
  'slot-add',
  'search',
  'filtered-listing',
] as const;
export type EndpointName = (typeof ENDPOINT_NAMES)[number];

export interface Endpoint {
  name: EndpointName;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Bodies each connection sends in turn, over and over (the first is `body`): a change and its undoing. */
  cycle?: string[];
}

/** What the endpoints need from the seeded database and a signed-in member. */
export interface Fixtures {
  /** The middle page of the listing at the current size. */
  deepPage: number;
  /** A published event on sale, the one in the member's cart. */
  eventId: number;
  /** Its title, for its page's address. */
  eventTitle: string;
  token: string;
  /** An experience sold by the slot, and one of its slots, which the member holds in the cart. */
  experienceId: number;
  slotId: number;
}

export const LISTING_PAGE_SIZE = 20;

/**
 * Applying the demo voucher to a cart that holds a ticket: a full cart change (lock, reprice, answer the order)
 * that can be repeated any number of times and still answer 200, where add and increase would hit the
 * per-order maximum.
 */
export const REPEATABLE_CART_CHANGE = { action: 'voucher', voucherCode: 'WELCOME10' } as const;

export function endpoints({ deepPage, eventId, eventTitle, token, experienceId, slotId }: Fixtures): Endpoint[] {
  const member = { authorization: `Token ${token}` };
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const eventPage = paths.event(itemSlug(eventTitle, eventId));
  const slotChange = (action: 'add' | 'decrease') =>
    JSON.stringify({ action, productGroup: 'Experiences', productId: experienceId, slot: slotId, quantity: 1 });
  return [
    { name: 'floor', method: 'GET', path: BENCH_FLOOR_PATH },
    { name: 'listing', method: 'GET', path: BENCH_FLOOR_SOURCE },
    {
      name: 'deep-page',
      method: 'GET',
      path: apiPath(API_PATHS.catalog.event.listing, undefined, { page: deepPage, pageSize: LISTING_PAGE_SIZE }),
    },
    { name: 'detail', method: 'GET', path: apiPath(API_PATHS.catalog.event.item, { id: eventId }) },
    // Pages as a browser asks for them, accepting compressed answers.
    { name: 'home', method: 'GET', path: paths.home, headers: browser },
    // The same pages rendered afresh each time: a signed-in request (Authorization) is never taken from the public
    // cache nor put into it, and renders the same public page.
    { name: 'home-uncached', method: 'GET', path: paths.home, headers: { ...browser, ...member } },
    { name: 'event-page', method: 'GET', path: eventPage, headers: browser },
    { name: 'event-page-uncached', method: 'GET', path: eventPage, headers: { ...browser, ...member } },
    { name: 'article', method: 'GET', path: paths.journalPost(JOURNAL_POSTS[0]?.slug ?? 'rhone-valley-tour') },
    { name: 'cart-summary', method: 'GET', path: API_PATHS.cart.summary, headers: member },
    { name: 'my-orders', method: 'GET', path: API_PATHS.cart.myOrders, headers: member },
    {
      name: 'cart-update',
      method: 'POST',
      path: API_PATHS.cart.update,
      headers: { ...member, 'content-type': 'application/json' },
      body: JSON.stringify(REPEATABLE_CART_CHANGE),
    },
    // The experience page's calendar: its slots still to come with the places left in each (beside 'detail').
    { name: 'experience-slots', method: 'GET', path: apiPath(API_PATHS.catalog.experience.slots, { id: experienceId }) },
    // A place added to a slot in the cart, then taken off again, so that the run can go on for ever (beside 'cart-update').
    {
      name: 'slot-add',
      method: 'POST',
      path: API_PATHS.cart.update,
      headers: { ...member, 'content-type': 'application/json' },
      body: slotChange('add'),
      cycle: [slotChange('add'), slotChange('decrease')],
    },
    // Issue 31, uncached (signed in: never from the public cache): words over the items and the wines they pour, with
    // the typo lookup; and a listing filtered by place (the GiST box), dates and sorted by distance.
    {
      name: 'search',
      method: 'GET',
      path: apiPath(API_PATHS.catalog.event.listing, undefined, { q: 'barolo', pageSize: LISTING_PAGE_SIZE }),
      headers: member,
    },
    {
      name: 'filtered-listing',
      method: 'GET',
      path: apiPath(API_PATHS.catalog.event.listing, undefined, {
        near: 'Bordeaux',
        km: 30,
        when: '30days',
        sort: 'distance',
        pageSize: LISTING_PAGE_SIZE,
      }),
      headers: member,
    },
  ];
}

/** The middle page of `count` items, so that the database must skip half of them. */
export function middlePage(count: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.ceil(count / pageSize) / 2));
}

/** The endpoints `--only` names, and always the floor: every ratio is to it. */
export function selectEndpoints(all: readonly Endpoint[], only: readonly EndpointName[] | null): Endpoint[] {
  return all.filter((endpoint) => only === null || endpoint.name === 'floor' || only.includes(endpoint.name));
}
