import { and, avg, count, eq, sql } from 'drizzle-orm';
import {
  CROWD_MINIMUM,
  TASTING_STRUCTURE,
  type Tasting,
  type TastingInput,
  type TastingStructure,
  type WineTastings,
  tastingsNotOpenMessage,
} from '@trg/contract/wine-tastings';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { forbidden, notFound } from '../../plugins/http-error.ts';
import { wineListOfWineSql } from '../wine-lists/index.ts';
import { isGuestOfListSql, wineAccess } from './access.ts';
import { PROFILE_COLUMNS } from './presenters.ts';
import { wineProfiles, wineTastings } from './schema.ts';
import { WINE_PROFILE_MESSAGES, awaitedItemKind } from './service.ts';

export const TASTING_MESSAGES = {
  ownWine: 'Hosts cannot record tastings of the wines on their own wine lists.',
  notGuest: 'Only guests with a paid booking for an event or experience serving this wine can record a tasting of it.',
};

/** The column of each slider: the profile's own map (the spec's wire names 'tanin' and 'mouse' spelt out), whose column
 * names wine_tastings shares. */
const COLUMNS: Pick<typeof PROFILE_COLUMNS, keyof TastingStructure> = PROFILE_COLUMNS;
type Column = (typeof COLUMNS)[keyof TastingStructure];

const emptyStructure = (): TastingStructure => Object.fromEntries(TASTING_STRUCTURE.map((field) => [field.name, null])) as TastingStructure;

const structureOf = (row: Partial<Record<Column, number | string | null>>): TastingStructure =>
  Object.fromEntries(
    TASTING_STRUCTURE.map((field) => {
      const value = row[COLUMNS[field.name]];
      return [field.name, value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10];
    }),
  ) as TastingStructure;

/** Only tastings whose authors are still guests of the wine count, as for its reviews (a refund takes one out). */
const stillGuest = () => isGuestOfListSql(wineListOfWineSql(qualified(wineTastings.wineId)), qualified(wineTastings.userId));

async function access(db: Db, user: SessionUser | null, ref: WineProfileQuery) {
  const found = await wineAccess(db, user, ref);
  if (found === 'missing') throw notFound(WINE_PROFILE_MESSAGES.missing(ref));
  if (found === 'none') throw forbidden(user ? TASTING_MESSAGES.notGuest : WINE_PROFILE_MESSAGES.anonymous);
  return found;
}

/**
 * A wine's tastings as its host and guests see them: the guest's own, how many guests tasted it, their average once
 * CROWD_MINIMUM have, and the host's profile values of the same sliders.
 */
export async function wineTastingsOf(db: Db, user: SessionUser | null, ref: WineProfileQuery): Promise<WineTastings> {
  const found = await access(db, user, ref);
  const averages = Object.fromEntries(
    TASTING_STRUCTURE.map((field) => [COLUMNS[field.name], avg(wineTastings[COLUMNS[field.name]])]),
  ) as Record<Column, ReturnType<typeof avg>>;
  const [crowd] = await db
    .select({ ...averages, count: count() })
    .from(wineTastings)
    .where(and(eq(wineTastings.wineId, ref.wineId), stillGuest()));
  const [profile] = await db.select().from(wineProfiles).where(eq(wineProfiles.wineId, ref.wineId));
  const [mine] =
    found === 'guest' && user
      ? await db
          .select()
          .from(wineTastings)
          .where(and(eq(wineTastings.wineId, ref.wineId), eq(wineTastings.userId, user.id)))
      : [];
  const tasted = crowd?.count ?? 0;
  return {
    mine: mine ? toTasting(mine) : null,
    count: tasted,
    crowd: crowd && tasted >= CROWD_MINIMUM ? structureOf(crowd) : null,
    host: profile ? structureOf(profile) : emptyStructure(),
    notOpen: found === 'guest' && user ? await tastingsNotOpen(db, user.id, ref.wineId) : null,
  };
}

async function tastingsNotOpen(db: Db, userId: number, wineId: number): Promise<string | null> {
  const kind = await awaitedItemKind(db, userId, wineId);
  return kind ? tastingsNotOpenMessage(kind) : null;
}

function toTasting(row: typeof wineTastings.$inferSelect): Tasting {
  return { ...structureOf(row), note: row.note, tastedAt: row.tastedAt.toISOString() };
}

/** A guest records (or changes) their tasting of the wine, once an item pouring it has started; answers the tastings. */
export async function recordTasting(db: Db, user: SessionUser, ref: WineProfileQuery, input: TastingInput): Promise<WineTastings> {
  await db.transaction(async (tx) => {
    const found = await access(tx, user, ref);
    if (found === 'owner') throw forbidden(TASTING_MESSAGES.ownWine);
    const notOpen = await tastingsNotOpen(tx, user.id, ref.wineId);
    if (notOpen) throw forbidden(notOpen);
    const values = {
      ...Object.fromEntries(TASTING_STRUCTURE.map((field) => [COLUMNS[field.name], input[field.name] ?? null])),
      note: input.note?.trim() ?? '',
      tastedAt: sql`now()`,
    };
    await tx
      .insert(wineTastings)
      .values({ wineId: ref.wineId, userId: user.id, ...values })
      .onConflictDoUpdate({ target: [wineTastings.wineId, wineTastings.userId], set: values });
  });
  return wineTastingsOf(db, user, ref);
}
