import { and, asc, eq } from 'drizzle-orm';
import { shownStatus } from '@trg/contract/catalog-rules';
import type { WineListPorts } from '../wine-lists/ports.ts';
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
};
