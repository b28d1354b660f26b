import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { holdsPaidBookingSql } from '../bookings/index.ts';
import { catalogItemWineLists } from '../catalog/schema.ts';
import { wineLists, wines } from '../wine-lists/schema.ts';

/**
 * Who may see a wine's full profile:
 * - `owner`: the host who owns the wine's list; only they edit it, and they see it whatever its list's status;
 * - `guest`: a member who is a guest of the wine's list (isGuestOfListSql);
 * - `none`: anyone else, signed in or not (403);
 * - `missing`: no such wine, or it is not on the wine list named (404).
 */
export type WineAccess = 'owner' | 'guest' | 'none' | 'missing';

export interface WineRef {
  wineId: number;
  /** The wine list the address names; when given, the wine must be on it. */
  wineListId?: number;
}

/**
 * The guest rule, over catalog_item_wine_lists joined to wine_lists: the list is published (a draft is the host's
 * alone, as the public pages hide it) and poured at an event or experience the member holds a paid, unrefunded
 * booking for (the cart's rule). Every wine route, the cellar's import and the wines' guest averages read it.
 */
function guestLink(userId: SQLWrapper): SQL {
  return sql`(${q(wineLists.status)} = 'Published' and ${holdsPaidBookingSql(q(catalogItemWineLists.itemId), userId)})`;
}

/** SQL true when the user is a guest of the wine list's wines. */
export function isGuestOfListSql(wineListId: SQLWrapper, userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${catalogItemWineLists} inner join ${wineLists} on ${q(wineLists.id)} = ${q(catalogItemWineLists.wineListId)}
    where ${q(catalogItemWineLists.wineListId)} = ${wineListId} and ${guestLink(userId)})`;
}

export async function wineAccess(db: Db, user: SessionUser | null, ref: WineRef): Promise<WineAccess> {
  const [wine] = await db
    .select({
      ownerId: wineLists.ownerId,
      guest: user && user.group === 'members' ? isGuestOfListSql(q(wines.wineListId), sql`${user.id}`) : sql<boolean>`false`,
    })
    .from(wines)
    .innerJoin(wineLists, eq(wineLists.id, wines.wineListId))
    .where(ref.wineListId === undefined ? eq(wines.id, ref.wineId) : and(eq(wines.id, ref.wineId), eq(wines.wineListId, ref.wineListId)));
  if (!wine) return 'missing';
  if (!user) return 'none';
  if (wine.ownerId === user.id) return 'owner';
  return wine.guest ? 'guest' : 'none';
}

/** The events and experiences through which the member is a guest of the wine, by id: reviews of it open when one of them starts. */
export async function guestItemIds(db: Db, userId: number, wineId: number): Promise<number[]> {
  const rows = await db
    .select({ itemId: catalogItemWineLists.itemId })
    .from(wines)
    .innerJoin(wineLists, eq(wineLists.id, wines.wineListId))
    .innerJoin(catalogItemWineLists, eq(catalogItemWineLists.wineListId, wines.wineListId))
    .where(and(eq(wines.id, wineId), guestLink(sql`${userId}`)))
    .orderBy(asc(catalogItemWineLists.itemId));
  return rows.map((row) => row.itemId);
}
