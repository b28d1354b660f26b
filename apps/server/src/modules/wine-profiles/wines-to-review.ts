import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemIdsPouring, someItemPouringSql } from '../catalog/index.ts';
import { isPublishedListSql, winesWhere } from '../wine-lists/index.ts';
import { wineReviews } from './schema.ts';

export interface WineToReview {
  wineId: number;
  wineListId: number;
  wine: string;
  producer: string | null;
  vintage: string | null;
  /** The first of the given items that poured it, in the order given. */
  itemId: number;
}

/**
 * The wines on a published list poured at any of these items (the member's, started: the dashboard decides
 * which) that the member has not reviewed: the wines whose review is open to them and waiting.
 */
export async function winesToReview(db: Db, userId: number, itemIds: readonly number[]): Promise<WineToReview[]> {
  if (itemIds.length === 0) return [];
  const within = (itemId: SQL) =>
    sql`${itemId} in (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const poured = await winesWhere(
    db,
    (wineListId) => sql<boolean>`(${isPublishedListSql(wineListId)} and ${someItemPouringSql(wineListId, within)})`,
  );
  if (poured.length === 0) return [];
  const reviewed = await db
    .select({ wineId: wineReviews.wineId })
    .from(wineReviews)
    .where(
      and(
        eq(wineReviews.userId, userId),
        inArray(
          wineReviews.wineId,
          poured.map((wine) => wine.id),
        ),
      ),
    );
  const done = new Set(reviewed.map((row) => row.wineId));
  const firstItem = new Map<number, number>();
  for (const wineListId of new Set(poured.map((wine) => wine.wineListId))) {
    const pouring = new Set(await itemIdsPouring(db, sql`${wineListId}`, within));
    const first = itemIds.find((id) => pouring.has(id));
    if (first !== undefined) firstItem.set(wineListId, first);
  }
  return poured.flatMap((wine) => {
    const itemId = firstItem.get(wine.wineListId);
    if (done.has(wine.id) || itemId === undefined) return [];
    return [{ wineId: wine.id, wineListId: wine.wineListId, wine: wine.name, producer: wine.producer, vintage: wine.vintage, itemId }];
  });
}
