import { API_PATHS } from '@trg/contract/api-paths';
import { AuthSessionSchema } from '@trg/contract/accounts';
import { CartSummarySchema, OrderDataSchema, type UpdateCartInput } from '@trg/contract/cart';
import { HostItemListSchema, ListingSchema } from '@trg/contract/catalog';
import { apiPath, hostPaths } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import { ExperienceScheduleAnswerSchema, PublicSlotsSchema, SCHEDULE_LIMITS, type ExperienceScheduleInput } from '@trg/contract/slots';
import { BENCH_SLOTTED_TITLE } from '../../apps/server/src/seed/seed.ts';
import type { z } from 'zod';
import { BENCH_FLOOR_SOURCE } from '../../apps/server/src/plugins/bench-floor.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-content.ts';
import { middlePage, type Endpoint, type Fixtures } from './endpoints.ts';

async function send(base: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: await response.text() };
}

async function sendJson<Schema extends z.ZodType>(
  base: string,
  path: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.output<Schema>> {
  const { status, body } = await send(base, path, init);
  if (status < 200 || status > 299) throw new Error(`${init.method ?? 'GET'} ${path} answered ${status}: ${body.slice(0, 300)}`);
  return schema.parse(JSON.parse(body));
}

function demoMember() {
  const member = DEMO_ACCOUNTS.find((account) => account.group === 'members');
  if (!member) throw new Error('the demo content has no member account');
  return member;
}

const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Signs the demo member in and makes sure their cart holds a ticket of the listing's first event (added once:
 * the cart outlives a restart), so that the cart endpoints answer something real.
 */
export async function prepareFixtures(base: string): Promise<Fixtures & { listed: number }> {
  const listing = await sendJson(base, BENCH_FLOOR_SOURCE, ListingSchema);
  // An event in pounds, as the slotted experience is: one order takes one currency.
  // At 100,000 the first page is all the synthetic events of one day in one city (Bordeaux): then one in Britain.
  const british = listing.results.some((card) => card.currency === 'GBP')
    ? listing
    : await sendJson(base, apiPath(API_PATHS.catalog.event.listing, undefined, { country: 'GB', pageSize: 20 }), ListingSchema);
  const event = british.results.find((card) => card.currency === 'GBP') ?? listing.results[0];
  if (!event) throw new Error('the listing is empty: was the database seeded?');
  const { username, password } = demoMember();
  const { token } = await sendJson(base, API_PATHS.login, AuthSessionSchema, jsonPost({ username, password }));
  const member = { authorization: `Token ${token}` };
  const cart = await sendJson(base, API_PATHS.cart.summary, CartSummarySchema, { headers: member });
  if (cart.numberOfItemsInCart === 0) {
    const add: UpdateCartInput = { action: 'add', productGroup: 'Events', productId: event.id, quantity: 1 };
    const added = await send(base, API_PATHS.cart.update, jsonPost(add, member));
    if (added.status !== 200) throw new Error(`adding event ${event.id} to the cart answered ${added.status}: ${added.body.slice(0, 300)}`);
  }
  const { experienceId, slotId } = await prepareSlot(base, member);
  return {
    deepPage: middlePage(listing.count),
    eventId: event.id,
    eventTitle: event.eventTitle,
    token,
    listed: listing.count,
    experienceId,
    slotId,
  };
}

/**
 * The host saves the benchmark experience's schedule (weekends, places and parties no load run fills) through their
 * API, as on Manage Experience; the member holds places in its first slot, so that adding one and taking it off again
 * are both changes of a line that stays.
 */
async function prepareSlot(base: string, member: Record<string, string>): Promise<{ experienceId: number; slotId: number }> {
  const hostAccount = DEMO_ACCOUNTS.find((account) => account.group === 'professionals');
  if (!hostAccount) throw new Error('the demo content has no professional account');
  const { token } = await sendJson(
    base,
    API_PATHS.login,
    AuthSessionSchema,
    jsonPost({ username: hostAccount.username, password: hostAccount.password }),
  );
  const host = { authorization: `Token ${token}` };
  const items = await sendJson(base, hostPaths('experience').listing, HostItemListSchema, { headers: host });
  const experience = items.find((item) => item.experienceTitle === BENCH_SLOTTED_TITLE);
  if (!experience) throw new Error(`the benchmark database has no '${BENCH_SLOTTED_TITLE}': was it seeded?`);
  const schedule: ExperienceScheduleInput = {
    weekdays: [6, 7],
    startTimes: ['11:00', '15:00'],
    durationMinutes: 120,
    placesPerSlot: SCHEDULE_LIMITS.places,
    partyMin: 1,
    partyMax: SCHEDULE_LIMITS.places,
    cutoffHours: 24,
    seasonFrom: isoDateInDays(7),
    seasonUntil: isoDateInDays(127),
  };
  await sendJson(
    base,
    apiPath(API_PATHS.experienceSlots.schedule, { id: experience.id }),
    ExperienceScheduleAnswerSchema,
    jsonPost(schedule, host),
  );
  const { slots } = await sendJson(base, apiPath(API_PATHS.catalog.experience.slots, { id: experience.id }), PublicSlotsSchema);
  const slot = slots.find((one) => one.bookable);
  if (!slot) throw new Error('the benchmark experience has no slot to book');
  const order = await sendJson(base, API_PATHS.cart.myOrders, OrderDataSchema, { headers: member });
  if (!order.cart.some((line) => line.slot?.id === slot.id)) {
    const add: UpdateCartInput = { action: 'add', productGroup: 'Experiences', productId: experience.id, slot: slot.id, quantity: 50 };
    const added = await send(base, API_PATHS.cart.update, jsonPost(add, member));
    if (added.status !== 200) throw new Error(`adding slot ${slot.id} to the cart answered ${added.status}: ${added.body.slice(0, 300)}`);
  }
  return { experienceId: experience.id, slotId: slot.id };
}

/** One request to each endpoint, which must answer 2xx: a load run of errors measures nothing. */
export async function checkEndpoints(base: string, endpoints: readonly Endpoint[]): Promise<void> {
  for (const endpoint of endpoints) {
    const { status, body } = await send(base, endpoint.path, { method: endpoint.method, headers: endpoint.headers, body: endpoint.body });
    if (status < 200 || status > 299)
      throw new Error(`${endpoint.name}: ${endpoint.method} ${endpoint.path} answered ${status}: ${body.slice(0, 300)}`);
  }
}
