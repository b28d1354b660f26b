import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { shownStatus } from '@trg/contract/catalog-rules';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import type { WineListPorts } from '../wine-lists/index.ts';
import { catalogItemWineLists, catalogItems } from './schema.ts';

/** The catalog's answers to the wine lists' questions (WineListPorts), wired by app.ts. */
export const wineListLinks: WineListPorts = {
  async ownedItemKind(db, hostId, itemId) {
    const [row] = await db
      .select({ kind: catalogItems.kind })
      .from(catalogItems)
      .where(and(eq(catalogItems.id, itemId), eq(catalogItems.hostId, hostId)));
    return row?.kind ?? null;
  },

  async onSaleItemsWithList(db, wineListId) {
    const rows = await db
      .select({
        id: catalogItems.id,
        title: catalogItems.title,
        status: catalogItems.status,
        date: catalogItems.date,
        time: catalogItems.time,
        timeZone: catalogItems.timeZone,
      })
      .from(catalogItemWineLists)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWineLists.itemId))
      .where(and(eq(catalogItemWineLists.wineListId, wineListId), eq(catalogItems.status, 'Active')))
      .orderBy(asc(catalogItems.id));
    const now = Date.now();
    return rows.filter((row) => shownStatus(row, now) === 'Active').map((row) => ({ id: row.id, title: row.title }));
  },

  async attach(db, itemId, wineListId) {
    await db.insert(catalogItemWineLists).values({ itemId, wineListId }).onConflictDoNothing();
  },

  async detach(db, itemId, wineListId) {
    await db
      .delete(catalogItemWineLists)
      .where(and(eq(catalogItemWineLists.itemId, itemId), eq(catalogItemWineLists.wineListId, wineListId)));
  },

  async itemsPouring(db, wineListIds) {
    if (wineListIds.length === 0) return [];
    return db
      .select({ wineListId: catalogItemWineLists.wineListId, id: catalogItems.id, kind: catalogItems.kind, title: catalogItems.title })
      .from(catalogItemWineLists)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWineLists.itemId))
      .where(inArray(catalogItemWineLists.wineListId, [...wineListIds]))
      .orderBy(asc(catalogItemWineLists.wineListId), asc(catalogItems.id));
  },
};

/**
 * The currencies of the events and experiences pouring the wine list, each once, alphabetically: the wine
 * editor offers them for the wine's prices beside GBP and USD.
 */
export async function currenciesPouring(db: Db, wineListId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: catalogItems.currency })
    .from(catalogItemWineLists)
    .innerJoin(catalogItems, eq(catalogItems.id, catalogItemWineLists.itemId))
    .where(eq(catalogItemWineLists.wineListId, wineListId))
    .orderBy(asc(catalogItems.currency));
  return rows.map((row) => row.currency);
}

/**
 * SQL true when an item pouring the wine list meets `condition` (given the item's id, qualified): the guest rule
 * of the wine modules asks it, with the cart's paid booking as the condition.
 */
export function someItemPouringSql(wineListId: SQLWrapper, condition: (itemId: SQL) => SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${catalogItemWineLists} where ${q(catalogItemWineLists.wineListId)} = ${wineListId} and ${condition(q(catalogItemWineLists.itemId))})`;
}

/** The ids of the items pouring the wine list that meet `condition` (given the item's id, qualified), by id. */
export async function itemIdsPouring(db: Db, wineListId: SQLWrapper, condition: (itemId: SQL) => SQL): Promise<number[]> {
  const rows = await db
    .select({ itemId: catalogItemWineLists.itemId })
    .from(catalogItemWineLists)
    .where(and(eq(catalogItemWineLists.wineListId, sql`${wineListId}`), condition(q(catalogItemWineLists.itemId))))
    .orderBy(asc(catalogItemWineLists.itemId));
  return rows.map((row) => row.itemId);
}
