import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { orderItems } from '../modules/cart/schema.ts';
import { wineProfiles } from '../modules/wine-profiles/schema.ts';
import { createCatalogItem, createPaidOrder } from './factories.ts';

type Headers = Record<string, string>;

export interface WineFields {
  wine: string;
  producer?: string;
  vintage?: string;
  country?: string;
  region?: string;
}

export interface HostedWine {
  wineListId: number;
  wineId: number;
  /** The event that pours the wine list. */
  itemId: number;
}

async function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body) as Record<string, unknown>;
}

/** A host's wine list with the given wines, made through the wine lists API; answers the list id and the wine ids in order. */
export async function createWineListWithWines(app: App, host: { headers: Headers }, wines: readonly WineFields[], name = 'Cellar Pours') {
  const created = await expectOk(
    await app.inject({ method: 'POST', url: API_PATHS.wineLists.create, headers: host.headers, payload: { wineListName: name } }),
    'create wine list',
  );
  const wineListId = created.id as number;
  const wineIds: number[] = [];
  for (const fields of wines) {
    const answer = await expectOk(
      await app.inject({
        method: 'POST',
        url: apiPath(API_PATHS.wineLists.update, { id: wineListId }),
        headers: host.headers,
        payload: { addWine: true, ...fields },
      }),
      'add wine',
    );
    const listed = answer.wines as { wineId: number }[];
    const last = listed.at(-1);
    if (!last) throw new Error('add wine answered no wines');
    wineIds.push(last.wineId);
  }
  return { wineListId, wineIds };
}

/** Pours the host's wine list at their event, through the wine lists API. */
export async function pourAt(app: App, host: { headers: Headers }, wineListId: number, eventId: number) {
  await expectOk(
    await app.inject({
      method: 'POST',
      url: API_PATHS.wineLists.status,
      headers: host.headers,
      payload: { action: 'add_to_event_experience', wineListId, eventId },
    }),
    'attach wine list',
  );
}

/** Publishes the host's wine list (guests see only published lists), through the wine lists API. */
export async function publishWineList(app: App, host: { headers: Headers }, wineListId: number) {
  await expectOk(
    await app.inject({
      method: 'POST',
      url: API_PATHS.wineLists.status,
      headers: host.headers,
      payload: { action: 'publish-winelist', wineListId, publishWineList: true },
    }),
    'publish wine list',
  );
}

/** One wine of the host's, on a new published list poured at a new Active event of theirs (`item` sets its columns). */
export async function createHostedWine(
  app: App,
  db: Db,
  host: { user: { id: number }; headers: Headers },
  fields: WineFields,
  item: Parameters<typeof createCatalogItem>[2] = {},
): Promise<HostedWine> {
  const { wineListId, wineIds } = await createWineListWithWines(app, host, [fields]);
  await publishWineList(app, host, wineListId);
  const event = await createCatalogItem(db, host.user.id, item);
  await pourAt(app, host, wineListId, event.id);
  const [wineId] = wineIds;
  if (wineId === undefined) throw new Error('no wine was made');
  return { wineListId, wineId, itemId: event.id };
}

/** A paid booking of one ticket for the item, as checkout leaves it; `refunded` marks its line refunded (a cancelled event). */
export async function bookItem(db: Db, userId: number, itemId: number, { refunded = false } = {}) {
  const order = await createPaidOrder(db, userId, [{ itemId, quantity: 1, unitPriceMinor: 4500 }]);
  if (refunded) await db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.orderId, order.id));
  return order;
}

/** The wine's profile with only a drinking window (Drink After, Drink Before), as the profile editor would save it. */
export async function setDrinkingWindow(db: Db, wineId: number, startToDrink: string | null, endToDrink: string | null) {
  await db
    .insert(wineProfiles)
    .values({ wineId, startToDrink, endToDrink })
    .onConflictDoUpdate({ target: wineProfiles.wineId, set: { startToDrink, endToDrink } });
}
