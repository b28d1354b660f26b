import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { holdsPaidBookingSql } from '../bookings/index.ts';
import { itemIdsPouring, someItemPouringSql } from '../catalog/index.ts';
import { isPublishedListSql, wineListOfWineSql, wineOwner, type WineRef } from '../wine-lists/index.ts';

/**
 * Who may see a wine's full profile:
 * - `owner`: the host who owns the wine's list; only they edit it, and they see it whatever its list's status;
 * - `guest`: a member who is a guest of the wine's list (isGuestOfListSql);
 * - `none`: anyone else, signed in or not (403);
 * - `missing`: no such wine, or it is not on the wine list named (404).
 */
export type WineAccess = 'owner' | 'guest' | 'none' | 'missing';

/**
 * The guest rule: the list is published (a draft is the host's alone, as the public pages hide it) and poured at an
 * event or experience the member holds a paid, unrefunded booking for (the cart's rule). Every wine route, the
 * cellar's import and the wines' guest averages read it.
 */
export function isGuestOfListSql(wineListId: SQLWrapper, userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${isPublishedListSql(wineListId)} and ${someItemPouringSql(wineListId, (itemId) => holdsPaidBookingSql(itemId, userId))})`;
}

export async function wineAccess(db: Db, user: SessionUser | null, ref: WineRef): Promise<WineAccess> {
  const wine = await wineOwner(db, ref, (wineListId) =>
    user && user.group === 'members' ? isGuestOfListSql(wineListId, sql`${user.id}`) : sql<boolean>`false`,
  );
  if (!wine) return 'missing';
  if (!user) return 'none';
  if (wine.ownerId === user.id) return 'owner';
  return wine.onList ? 'guest' : 'none';
}

/** The events and experiences through which the member is a guest of the wine, by id: reviews of it open when one of them starts. */
export async function guestItemIds(db: Db, userId: number, wineId: number): Promise<number[]> {
  const wineListId = wineListOfWineSql(sql`${wineId}`);
  return itemIdsPouring(
    db,
    wineListId,
    (itemId) => sql`(${isPublishedListSql(wineListId)} and ${holdsPaidBookingSql(itemId, sql`${userId}`)})`,
  );
}
