import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  WINE_LIST_LIMITS,
  WINE_LIST_MESSAGES,
  type CreateWineList,
  type WineDetailsSave,
  type WineListDetail,
  type WineListStatusChange,
  type WineListSummary,
  type WineListUpdate,
} from '@trg/contract/wine-lists';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import type { WineListPorts } from './ports.ts';
import { toDetail, toSummary, type WineListRow } from './presenters.ts';
import { wineLists, wines } from './schema.ts';

/** The host's own list, or 404: another host's list is indistinguishable from a missing one. */
async function ownedList(db: Db, hostId: number, id: number, forUpdate = false): Promise<WineListRow> {
  const query = db
    .select()
    .from(wineLists)
    .where(and(eq(wineLists.id, id), eq(wineLists.ownerId, hostId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(`No wine list of yours has the id ${id}.`);
  return row;
}

async function detailOf(db: Db, ports: WineListPorts, row: WineListRow): Promise<WineListDetail> {
  const rows = await db.select().from(wines).where(eq(wines.wineListId, row.id)).orderBy(asc(wines.id));
  return toDetail(row, rows, await ports.itemsPouring(db, [row.id]));
}

export async function createWineList(db: Db, hostId: number, input: CreateWineList): Promise<WineListDetail> {
  const [row] = await db
    .insert(wineLists)
    .values({ ownerId: hostId, name: input.wineListName, description: input.wineListdescription })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return toDetail(row, [], []);
}

/** The host's lists, newest first, each with its wines' names in the order added and the items pouring it. */
export async function myWineLists(db: Db, ports: WineListPorts, hostId: number): Promise<WineListSummary[]> {
  const lists = await db
    .select()
    .from(wineLists)
    .where(eq(wineLists.ownerId, hostId))
    .orderBy(desc(wineLists.createdAt), desc(wineLists.id));
  if (lists.length === 0) return [];
  const wineRows = await db
    .select({ id: wines.id, wineListId: wines.wineListId, name: wines.name })
    .from(wines)
    .where(
      inArray(
        wines.wineListId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(wines.id));
  const pouring = await ports.itemsPouring(
    db,
    lists.map((list) => list.id),
  );
  return lists.map((list) =>
    toSummary(
      list,
      wineRows.filter((wine) => wine.wineListId === list.id),
      pouring.filter((item) => item.wineListId === list.id),
    ),
  );
}

export async function wineListDetail(db: Db, ports: WineListPorts, hostId: number, id: number): Promise<WineListDetail> {
  return detailOf(db, ports, await ownedList(db, hostId, id));
}

/** Either changes the list's own fields or adds a wine (at most WINE_LIST_LIMITS.winesPerList); one transaction, the list locked. */
export async function updateWineList(
  db: Db,
  ports: WineListPorts,
  hostId: number,
  id: number,
  update: WineListUpdate,
): Promise<WineListDetail> {
  return db.transaction(async (tx) => {
    let row = await ownedList(tx, hostId, id, true);
    if (update.addWine) {
      const { addWine: _flag, wine, ...details } = update;
      const [counted] = await tx.select({ n: count() }).from(wines).where(eq(wines.wineListId, id));
      if ((counted?.n ?? 0) >= WINE_LIST_LIMITS.winesPerList) throw conflict(WINE_LIST_MESSAGES.tooManyWines);
      await tx.insert(wines).values({ wineListId: id, name: wine, ...details });
    } else {
      const [changed] = await tx
        .update(wineLists)
        .set({
          ...(update.wineListName !== undefined ? { name: update.wineListName } : {}),
          ...(update.wineListdescription !== undefined ? { description: update.wineListdescription } : {}),
        })
        .where(eq(wineLists.id, id))
        .returning();
      if (changed) row = changed;
    }
    return detailOf(tx, ports, row);
  });
}

const noSuchWine = (wineId: number) => notFound(`This wine list has no wine with the id ${wineId}.`);

/**
 * Changes only the details sent of one wine of the list, or with removeWine takes the wine off the list (its
 * profile and reviews go with it; a cellar keeps its copy, unlinked); a wine of another list answers 404.
 */
export async function saveWineDetails(
  db: Db,
  ports: WineListPorts,
  hostId: number,
  id: number,
  input: WineDetailsSave,
): Promise<WineListDetail> {
  return db.transaction(async (tx) => {
    const row = await ownedList(tx, hostId, id, true);
    if (input.removeWine) {
      const removed = await tx
        .delete(wines)
        .where(and(eq(wines.id, input.wineId), eq(wines.wineListId, id)))
        .returning({ id: wines.id });
      if (removed.length === 0) throw noSuchWine(input.wineId);
      return detailOf(tx, ports, row);
    }
    const { wine, ...places } = input.wineDetails;
    const patch: Partial<typeof wines.$inferInsert> = {};
    if (wine !== undefined) patch.name = wine;
    for (const [field, value] of Object.entries(places) as [keyof typeof places, string | null | undefined][]) {
      if (value !== undefined) patch[field] = value;
    }
    const updated = await tx
      .update(wines)
      .set(patch)
      .where(and(eq(wines.id, input.wineId), eq(wines.wineListId, id)))
      .returning({ id: wines.id });
    if (updated.length === 0) throw noSuchWine(input.wineId);
    return detailOf(tx, ports, row);
  });
}

const NOUN = { event: 'event', experience: 'experience' } as const;

/**
 * The status actions (spec §7), one transaction each: attach the list to the host's own event and/or
 * experience or take it off them (ours), publish it, or delete it unless an item on sale pours it. Answers the
 * list, or null once deleted.
 */
export async function changeWineListStatus(
  db: Db,
  ports: WineListPorts,
  hostId: number,
  change: WineListStatusChange,
): Promise<WineListDetail | null> {
  return db.transaction(async (tx) => {
    const row = await ownedList(tx, hostId, change.wineListId, true);
    switch (change.action) {
      case 'add_to_event_experience':
      case 'remove_from_event_experience': {
        const targets = [
          { kind: 'event', id: change.eventId },
          { kind: 'experience', id: change.experienceId },
        ] as const;
        for (const target of targets) {
          if (target.id === undefined) continue;
          if ((await ports.ownedItemKind(tx, hostId, target.id)) !== target.kind) {
            throw notFound(`No ${NOUN[target.kind]} of yours has the id ${target.id}.`);
          }
        }
        const attach = change.action === 'add_to_event_experience';
        for (const target of targets) {
          if (target.id === undefined) continue;
          await (attach ? ports.attach(tx, target.id, row.id) : ports.detach(tx, target.id, row.id));
        }
        return detailOf(tx, ports, row);
      }
      case 'publish-winelist': {
        const [published] = await tx.update(wineLists).set({ status: 'Published' }).where(eq(wineLists.id, row.id)).returning();
        return detailOf(tx, ports, published ?? row);
      }
      case 'delete-winelist': {
        const onSale = await ports.onSaleItemsWithList(tx, row.id);
        if (onSale.length > 0) {
          const names = onSale.map((item) => `'${item.title}'`).join(', ');
          throw conflict(
            `This wine list cannot be deleted while it is poured at ${names}, on sale now. Cancel the sale or wait until it has taken place.`,
          );
        }
        await tx.delete(wineLists).where(eq(wineLists.id, row.id));
        return null;
      }
    }
  });
}
