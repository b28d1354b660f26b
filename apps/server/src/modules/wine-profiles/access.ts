import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { catalogItemWineLists } from '../catalog/schema.ts';
import { wineLists, wines } from '../wine-lists/schema.ts';

/**
 * Who may see a wine's full profile:
 * - `owner`: the host who owns the wine's list; only they edit it;
 * - `guest`: a member holding a paid booking, not refunded, for an event or experience that lists the wine;
 * - `none`: anyone else, signed in or not (403);
 * - `missing`: no such wine, or it is not on the wine list named (404).
 */
export type WineAccess = 'owner' | 'guest' | 'none' | 'missing';

export interface WineRef {
  wineId: number;
  /** The wine list the address names; when given, the wine must be on it. */
  wineListId?: number;
}

export async function wineAccess(db: Db, user: SessionUser | null, ref: WineRef): Promise<WineAccess> {
  const [wine] = await db
    .select({ wineListId: wines.wineListId, ownerId: wineLists.ownerId })
    .from(wines)
    .innerJoin(wineLists, eq(wineLists.id, wines.wineListId))
    .where(ref.wineListId === undefined ? eq(wines.id, ref.wineId) : and(eq(wines.id, ref.wineId), eq(wines.wineListId, ref.wineListId)));
  if (!wine) return 'missing';
  if (!user) return 'none';
  if (wine.ownerId === user.id) return 'owner';
  if (user.group !== 'members') return 'none';
  const [booking] = await db
    .select({ one: sql<number>`1` })
    .from(wineLists)
    .where(and(eq(wineLists.id, wine.wineListId), inArray(wineLists.id, guestWineLists(db, user.id))))
    .limit(1);
  return booking ? 'guest' : 'none';
}

/**
 * The guest rule as a subquery, for one wine (wineAccess) or many (the cellar's import): the ids of the wine
 * lists poured at an event or experience the member holds a paid booking for, its line not refunded.
 */
export function guestWineLists(db: Db, userId: number) {
  return db
    .select({ wineListId: catalogItemWineLists.wineListId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(catalogItemWineLists, eq(catalogItemWineLists.itemId, orderItems.itemId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), isNull(orderItems.refundedAt)));
}
