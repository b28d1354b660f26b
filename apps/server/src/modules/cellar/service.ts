import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { todayIso } from '@trg/contract/dates';
import {
  CELLAR_LIMITS,
  CELLAR_MESSAGES,
  type CellarCsvRow,
  type CellarDetails,
  type CellarDrank,
  type CellarEntry,
  type CellarSettings,
  type CellarWine,
} from '@trg/contract/cellar';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/http-error.ts';
import { lockAccount } from '../accounts/index.ts';
import { findWine, wineDirectory as wine, winesWhere, type Wine } from '../wine-lists/index.ts';
import { drinkingWindows, isGuestOfListSql, wineAccess } from '../wine-profiles/index.ts';
import { presentEntry } from './presenters.ts';
import { cellarDrinks, cellarEntries, cellarSettings } from './schema.ts';

/** A profile's wine as the cellar keeps a copy of it. */
export interface ProfileWine {
  wineId: number;
  wine: string;
  producer: string | null;
  vintage: string | null;
  country: string | null;
  region: string | null;
}

export const CELLAR_ERRORS = {
  notGuest: 'Only guests with a paid booking for an event or experience that pours this wine can add it to their cellar.',
  notMember: 'Only members keep a cellar: sign in with a member account to add this wine.',
  noWine: (id: number) => `No wine has the id ${id}.`,
  noEntry: (id: number) => `Your cellar has no entry with the id ${id}.`,
} as const;

/**
 * Puts bottles of a profile's wine in the member's cellar: a new entry, or more bottles on the entry already
 * there (capped at CELLAR_LIMITS.quantity), refreshing its copy of the wine's details. Answers the entry's id
 * and its count. One statement, so two presses at once both count.
 */
export async function addProfileWine(
  db: Db,
  userId: number,
  wine: ProfileWine,
  quantity: number,
): Promise<{ id: number; quantity: number }> {
  const [row] = await db
    .insert(cellarEntries)
    .values({ userId, ...wine, quantity: Math.min(quantity, CELLAR_LIMITS.quantity) })
    .onConflictDoUpdate({
      target: [cellarEntries.userId, cellarEntries.wineId],
      set: {
        quantity: sql`least(${cellarEntries.quantity} + excluded.quantity, ${CELLAR_LIMITS.quantity})`,
        wine: sql`excluded.wine`,
        producer: sql`excluded.producer`,
        vintage: sql`excluded.vintage`,
        country: sql`excluded.country`,
        region: sql`excluded.region`,
      },
    })
    .returning({ id: cellarEntries.id, quantity: cellarEntries.quantity });
  if (!row) throw new Error('The cellar entry was not written.');
  return row;
}

// Reads -------------------------------------------------------------------------------------------------

/**
 * The member's entries, most recently added first (or the one entry `entryId`): a profile's wine with its
 * live name and details, its list and its profile's drinking window; readiness for `year`.
 */
async function readEntries(db: Db, userId: number, year: number, entryId?: number): Promise<CellarEntry[]> {
  const rows = await db
    .select({
      entry: cellarEntries,
      live: {
        name: wine.name,
        producer: wine.producer,
        vintage: wine.vintage,
        country: wine.country,
        region: wine.region,
        wineListId: wine.wineListId,
      },
      startToDrink: drinkingWindows.startToDrink,
      endToDrink: drinkingWindows.endToDrink,
    })
    .from(cellarEntries)
    .leftJoin(wine, eq(wine.id, cellarEntries.wineId))
    .leftJoin(drinkingWindows, eq(drinkingWindows.wineId, cellarEntries.wineId))
    .where(entryId === undefined ? eq(cellarEntries.userId, userId) : and(eq(cellarEntries.userId, userId), eq(cellarEntries.id, entryId)))
    .orderBy(desc(cellarEntries.addedAt), desc(cellarEntries.id));
  const drinks = await drinksOf(
    db,
    rows.map((row) => row.entry.id),
  );
  return rows.map((row) => presentEntry(row, drinks.get(row.entry.id) ?? [], year));
}

/** The bottles drunk from these entries, newest first, by entry. */
async function drinksOf(db: Db, entryIds: readonly number[]) {
  const byEntry = new Map<number, { id: number; drankOn: string; note: string | null }[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select({ id: cellarDrinks.id, entryId: cellarDrinks.entryId, drankOn: cellarDrinks.drankOn, note: cellarDrinks.note })
    .from(cellarDrinks)
    .where(inArray(cellarDrinks.entryId, [...entryIds]))
    .orderBy(desc(cellarDrinks.drankOn), desc(cellarDrinks.id));
  for (const { entryId, ...drink } of rows) byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), drink]);
  return byEntry;
}

/** GET get-wines-from-cellar: the member's cellar for `year`. */
export const memberCellar = (db: Db, userId: number, year: number) => readEntries(db, userId, year);

async function entryOf(db: Db, userId: number, entryId: number, year: number): Promise<CellarEntry> {
  const [entry] = await readEntries(db, userId, year, entryId);
  if (!entry) throw notFound(CELLAR_ERRORS.noEntry(entryId));
  return entry;
}

/**
 * The cellar as the CSV export's rows: the wines with bottles left (a row of 0 bottles would not import again),
 * with the member's details; a profile's wine carries its profile's window, which an import of it ignores.
 */
export async function cellarCsvRows(db: Db, userId: number, year: number): Promise<CellarCsvRow[]> {
  const entries = await memberCellar(db, userId, year);
  return entries
    .filter((entry) => entry.quantity > 0)
    .map(({ id: _id, wineId: _wineId, wineListId: _list, readiness: _readiness, addedAt: _added, drunk: _drunk, ...row }) => row);
}

// Changes -----------------------------------------------------------------------------------------------

/**
 * POST add-wine-to-cellar/{wineId}: a guest of the wine (a paid, unrefunded booking for an item that lists
 * it) puts bottles of it in their cellar. Unknown wine 404, anyone else 403.
 */
export async function addWineToCellar(db: Db, user: SessionUser, wineId: number, quantity: number, year: number): Promise<CellarEntry> {
  const entryId = await db.transaction(async (tx) => {
    const access = await wineAccess(tx, user, { wineId });
    if (access === 'missing') throw notFound(CELLAR_ERRORS.noWine(wineId));
    if (user.group !== 'members') throw forbidden(CELLAR_ERRORS.notMember);
    if (access !== 'guest') throw forbidden(CELLAR_ERRORS.notGuest);
    const found = await findWine(tx, { wineId });
    if (!found) throw notFound(CELLAR_ERRORS.noWine(wineId));
    const { id } = await addProfileWine(tx, user.id, profileWineOf(found), quantity);
    return id;
  });
  return entryOf(db, user.id, entryId, year);
}

type WineDetails = Pick<Wine, 'id' | 'name' | 'producer' | 'vintage' | 'country' | 'region'>;

const profileWineOf = (wine: WineDetails): ProfileWine => ({
  wineId: wine.id,
  wine: wine.name,
  producer: wine.producer,
  vintage: wine.vintage,
  country: wine.country,
  region: wine.region,
});

/** The detail columns a change names: absent fields are left out (unchanged), null empties. */
function detailColumns(details: CellarDetails): Partial<typeof cellarEntries.$inferInsert> {
  const columns: Partial<typeof cellarEntries.$inferInsert> = {};
  for (const key of DETAIL_KEYS) if (details[key] !== undefined) Object.assign(columns, { [key]: details[key] });
  return columns;
}

const DETAIL_KEYS = [
  'appellation',
  'grapes',
  'wineType',
  'location',
  'bin',
  'pricePaid',
  'currency',
  'startToDrink',
  'endToDrink',
  'myRating',
  'myNote',
] as const satisfies readonly (keyof CellarDetails)[];

/** POST cellar-add: a wine of the member's own, always a new entry. */
export async function addOwnWine(db: Db, userId: number, input: CellarWine, year: number): Promise<CellarEntry> {
  const [row] = await db
    .insert(cellarEntries)
    .values({
      userId,
      wineId: null,
      wine: input.wine,
      producer: input.producer ?? null,
      vintage: input.vintage ?? null,
      country: input.country ?? null,
      region: input.region ?? null,
      quantity: input.quantity,
      ...detailColumns(input),
    })
    .returning({ id: cellarEntries.id });
  if (!row) throw new Error('The cellar entry was not written.');
  return entryOf(db, userId, row.id, year);
}

/** POST cellar-update/{id}: the entry's new count of bottles; another member's entry is 404. */
export async function updateQuantity(db: Db, userId: number, entryId: number, quantity: number, year: number): Promise<CellarEntry> {
  const [row] = await db
    .update(cellarEntries)
    .set({ quantity })
    .where(and(eq(cellarEntries.id, entryId), eq(cellarEntries.userId, userId)))
    .returning({ id: cellarEntries.id });
  if (!row) throw notFound(CELLAR_ERRORS.noEntry(entryId));
  return entryOf(db, userId, row.id, year);
}

/**
 * POST cellar-details/{id}: the member's details of an entry. A profile's wine keeps its profile's window: a
 * window sent for one is refused (400), so the member is not led to think it changed.
 */
export async function updateDetails(db: Db, userId: number, entryId: number, details: CellarDetails, year: number): Promise<CellarEntry> {
  const current = await entryOf(db, userId, entryId, year);
  if (current.wineId !== null && (details.startToDrink !== undefined || details.endToDrink !== undefined)) {
    throw badRequest(CELLAR_MESSAGES.profileWindow, { startToDrink: CELLAR_MESSAGES.profileWindow });
  }
  const columns = detailColumns(details);
  if (Object.keys(columns).length > 0) {
    await db
      .update(cellarEntries)
      .set(columns)
      .where(and(eq(cellarEntries.id, entryId), eq(cellarEntries.userId, userId)));
  }
  return entryOf(db, userId, entryId, year);
}

/**
 * POST cellar-drank/{id}: one bottle drunk, on `drankOn` (today, UTC, when not given): the count goes down by one
 * in the statement that checks a bottle is left, so two presses at once never drink a bottle that is not there;
 * the drink joins the entry's history. No bottle left is 409.
 */
export async function drinkOne(db: Db, userId: number, entryId: number, drank: CellarDrank, year: number): Promise<CellarEntry> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cellarEntries)
      .set({ quantity: sql`${cellarEntries.quantity} - 1` })
      .where(and(eq(cellarEntries.id, entryId), eq(cellarEntries.userId, userId), gt(cellarEntries.quantity, 0)))
      .returning({ id: cellarEntries.id });
    if (!row) {
      const [exists] = await tx
        .select({ id: cellarEntries.id })
        .from(cellarEntries)
        .where(and(eq(cellarEntries.id, entryId), eq(cellarEntries.userId, userId)));
      throw exists ? conflict(CELLAR_MESSAGES.noBottles) : notFound(CELLAR_ERRORS.noEntry(entryId));
    }
    await tx.insert(cellarDrinks).values({ entryId, drankOn: drank.drankOn ?? todayIso(), note: drank.note ?? null });
  });
  return entryOf(db, userId, entryId, year);
}

/** The member's cellar mail: the defaults (the window email off) until they choose. */
export async function cellarSettingsOf(db: Db, userId: number): Promise<CellarSettings> {
  const [row] = await db.select({ windowEmail: cellarSettings.windowEmail }).from(cellarSettings).where(eq(cellarSettings.userId, userId));
  return { windowEmail: row?.windowEmail ?? false };
}

export async function setCellarSettings(db: Db, userId: number, settings: CellarSettings): Promise<CellarSettings> {
  await db
    .insert(cellarSettings)
    .values({ userId, windowEmail: settings.windowEmail })
    .onConflictDoUpdate({ target: cellarSettings.userId, set: { windowEmail: settings.windowEmail, updatedAt: new Date() } });
  return cellarSettingsOf(db, userId);
}

/** POST cellar-remove/{id}: takes the entry out of the cellar; another member's entry is 404. */
export async function removeEntry(db: Db, userId: number, entryId: number): Promise<void> {
  const [row] = await db
    .delete(cellarEntries)
    .where(and(eq(cellarEntries.id, entryId), eq(cellarEntries.userId, userId)))
    .returning({ id: cellarEntries.id });
  if (!row) throw notFound(CELLAR_ERRORS.noEntry(entryId));
}

// Import ------------------------------------------------------------------------------------------------

const fold = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The key that makes two own wines the same: wine, producer and vintage, ignoring letter case. */
const ownKey = (row: { wine: string; producer: string | null; vintage: string | null }) =>
  JSON.stringify([fold(row.wine), fold(row.producer), fold(row.vintage)]);

/** The wines whose profile the member may see as a guest (wineAccess 'guest'), by wine-profiles' own rule. */
async function guestWines(db: Db, userId: number) {
  return winesWhere(db, (wineListId) => isGuestOfListSql(wineListId, sql`${userId}`));
}

/** The known wine a row names: same name, and same producer and vintage where the row gives them; the oldest wins. */
function matchWine<W extends { name: string; producer: string | null; vintage: string | null }>(
  known: readonly W[],
  row: CellarCsvRow,
): W | undefined {
  return known.find(
    (wine) =>
      fold(wine.name) === fold(row.wine) &&
      (row.producer === null || fold(wine.producer) === fold(row.producer)) &&
      (row.vintage === null || fold(wine.vintage) === fold(row.vintage)),
  );
}

/**
 * POST cellar-import, all rows in one transaction: a row naming a wine the member may see joins that wine's
 * entry (as add-wine-to-cellar does); any other row adds bottles to the member's own entry with the same
 * wine, producer and vintage (ignoring letter case), or becomes a new one. Counts are capped at
 * CELLAR_LIMITS.quantity. Answers how many rows were imported.
 */
export async function importCellar(db: Db, userId: number, rows: readonly CellarCsvRow[]): Promise<number> {
  await db.transaction(async (tx) => {
    // One import at a time per member, so that two at once cannot both create the same own wine.
    await lockAccount(tx, userId);

    const known = await guestWines(tx, userId);
    const profileBottles = new Map<number, { wine: ProfileWine; quantity: number; details: CellarDetails }>();
    const ownBottles = new Map<string, { row: CellarCsvRow; quantity: number }>();
    for (const row of rows) {
      const wine = matchWine(known, row);
      if (wine) {
        const current = profileBottles.get(wine.id);
        profileBottles.set(wine.id, {
          wine: profileWineOf(wine),
          quantity: (current?.quantity ?? 0) + row.quantity,
          details: { ...row, ...current?.details },
        });
      } else {
        const key = ownKey(row);
        const current = ownBottles.get(key);
        ownBottles.set(key, { row: current?.row ?? row, quantity: (current?.quantity ?? 0) + row.quantity });
      }
    }

    for (const { wine, quantity, details } of profileBottles.values()) {
      const { id } = await addProfileWine(tx, userId, wine, quantity);
      const columns = detailColumns(details);
      if (Object.keys(columns).length > 0) await tx.update(cellarEntries).set(columns).where(eq(cellarEntries.id, id));
    }

    if (ownBottles.size === 0) return;
    const existing = await tx
      .select({ id: cellarEntries.id, wine: cellarEntries.wine, producer: cellarEntries.producer, vintage: cellarEntries.vintage })
      .from(cellarEntries)
      .where(and(eq(cellarEntries.userId, userId), isNull(cellarEntries.wineId)))
      .orderBy(cellarEntries.id);
    const existingByKey = new Map<string, number>();
    for (const entry of existing) if (!existingByKey.has(ownKey(entry))) existingByKey.set(ownKey(entry), entry.id);

    const fresh: (typeof cellarEntries.$inferInsert)[] = [];
    for (const [key, { row, quantity }] of ownBottles) {
      const entryId = existingByKey.get(key);
      if (entryId === undefined) {
        fresh.push({
          userId,
          wineId: null,
          wine: row.wine,
          producer: row.producer,
          vintage: row.vintage,
          country: row.country,
          region: row.region,
          ...detailColumns(row),
          quantity: Math.min(quantity, CELLAR_LIMITS.quantity),
        });
      } else {
        await tx
          .update(cellarEntries)
          .set({ ...detailColumns(row), quantity: sql`least(${cellarEntries.quantity} + ${quantity}, ${CELLAR_LIMITS.quantity})` })
          .where(eq(cellarEntries.id, entryId));
      }
    }
    if (fresh.length > 0) await tx.insert(cellarEntries).values(fresh);
  });
  return rows.length;
}
