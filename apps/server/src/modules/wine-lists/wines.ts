import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import { wineLists, wines } from './schema.ts';

// The wines as other modules read and change them: wine profiles edit a wine's own columns, cellars copy them.

export type Wine = typeof wines.$inferSelect;
/** The columns of a wine its profile may change. */
export type WineChanges = Partial<Omit<typeof wines.$inferInsert, 'id' | 'wineListId' | 'createdAt'>>;

export interface WineRef {
  wineId: number;
  /** The wine list the address names; when given, the wine must be on it. */
  wineListId?: number | undefined;
}

const byRef = (ref: WineRef) =>
  ref.wineListId === undefined ? eq(wines.id, ref.wineId) : and(eq(wines.id, ref.wineId), eq(wines.wineListId, ref.wineListId));

/** The wine, locked until the transaction ends when asked; undefined when it is not (on that list). */
export async function findWine(db: Db, ref: WineRef, forUpdate = false): Promise<Wine | undefined> {
  const query = db.select().from(wines).where(byRef(ref));
  const [wine] = forUpdate ? await query.for('update') : await query;
  return wine;
}

export async function updateWine(tx: Db, id: number, changes: WineChanges): Promise<void> {
  await tx.update(wines).set(changes).where(eq(wines.id, id));
}

/**
 * The host who owns the wine's list, and whether `onList` (given the list's id, qualified) holds for it, in one
 * statement; undefined when there is no such wine (on that list).
 */
export async function wineOwner(
  db: Db,
  ref: WineRef,
  onList: (wineListId: SQL) => SQL<boolean>,
): Promise<{ ownerId: number; onList: boolean } | undefined> {
  const [wine] = await db
    .select({ ownerId: wineLists.ownerId, onList: onList(q(wines.wineListId)) })
    .from(wines)
    .innerJoin(wineLists, eq(wineLists.id, wines.wineListId))
    .where(byRef(ref));
  return wine;
}

/** The wines whose list meets `condition` (given the list's id, qualified), by id: their names and details. */
export async function winesWhere(db: Db, condition: (wineListId: SQL) => SQL<boolean>) {
  return db
    .selectDistinct({
      id: wines.id,
      name: wines.name,
      producer: wines.producer,
      vintage: wines.vintage,
      country: wines.country,
      region: wines.region,
      wineListId: wines.wineListId,
    })
    .from(wines)
    .where(condition(q(wines.wineListId)))
    .orderBy(wines.id);
}

/** The list of the wine `wineId` (qualify a column), for a statement of another module. */
export function wineListOfWineSql(wineId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(select ${q(wines.wineListId)} from ${wines} where ${q(wines.id)} = ${wineId})`;
}

/** SQL true when the wine list is published (a draft is its host's alone). */
export function isPublishedListSql(wineListId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${wineLists} where ${q(wineLists.id)} = ${wineListId} and ${q(wineLists.status)} = 'Published')`;
}

/**
 * The wines' names and details as a subquery another module's statement may join (a member's cellar shows them
 * live); it cannot be written through.
 */
export const wineDirectory = new QueryBuilder()
  .select({
    id: wines.id,
    wineListId: wines.wineListId,
    name: wines.name,
    producer: wines.producer,
    vintage: wines.vintage,
    country: wines.country,
    region: wines.region,
  })
  .from(wines)
  .as('wine_directory');
