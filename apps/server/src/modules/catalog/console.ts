import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import { catalogItems, type ItemKind, type ItemStatus } from './schema.ts';

// What the staff console reads and changes of the catalog: hosts' items, item titles, the voucher picker.

export interface ConsoleItem {
  id: number;
  hostId: number;
  kind: ItemKind;
  title: string;
  status: ItemStatus;
  date: string | null;
  time: string | null;
  timeZone: string;
  currency: string;
}

const consoleColumns = {
  id: catalogItems.id,
  hostId: catalogItems.hostId,
  kind: catalogItems.kind,
  title: catalogItems.title,
  status: catalogItems.status,
  date: catalogItems.date,
  time: catalogItems.time,
  timeZone: catalogItems.timeZone,
  currency: catalogItems.currency,
};

/** The items of these hosts, by date. */
export async function itemsOfHosts(db: Db, hostIds: readonly number[]): Promise<ConsoleItem[]> {
  if (hostIds.length === 0) return [];
  return db
    .select(consoleColumns)
    .from(catalogItems)
    .where(and(inArray(catalogItems.hostId, [...hostIds]), isNull(catalogItems.parentId)))
    .orderBy(asc(catalogItems.date), asc(catalogItems.id));
}

/** Items by id, for naming them: title, kind and host. */
export async function itemSummaries(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { title: string; kind: ItemKind; hostId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: catalogItems.id, title: catalogItems.title, kind: catalogItems.kind, hostId: catalogItems.hostId })
    .from(catalogItems)
    .where(inArray(catalogItems.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Mirrors a host's suspension on every item of theirs (the listings read the mirror); answers the items, to drop
 * their cached pages.
 */
export async function setHostItemsSuspended(tx: Db, hostId: number, suspended: boolean): Promise<{ id: number; kind: ItemKind }[]> {
  return tx
    .update(catalogItems)
    .set({ hostSuspended: suspended })
    .where(eq(catalogItems.hostId, hostId))
    .returning({ id: catalogItems.id, kind: catalogItems.kind });
}

/** Published items whose title matches the ilike pattern, by title: those a voucher may be limited to. */
export async function publishedItemsByTitle(db: Db, search: { pattern?: string | undefined; limit: number }) {
  const filters: SQL[] = [eq(catalogItems.status, 'Active'), isNull(catalogItems.parentId)];
  if (search.pattern) filters.push(ilike(catalogItems.title, search.pattern));
  return db
    .select({
      id: catalogItems.id,
      title: catalogItems.title,
      kind: catalogItems.kind,
      date: catalogItems.date,
      currency: catalogItems.currency,
    })
    .from(catalogItems)
    .where(and(...filters))
    .orderBy(asc(catalogItems.title), asc(catalogItems.id))
    .limit(search.limit);
}

/** The slots of these experiences sold by the slot, each with its experience: their sales count under it. */
export async function slotsOfItems(db: Db, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: catalogItems.id, parentId: catalogItems.parentId })
    .from(catalogItems)
    .where(inArray(catalogItems.parentId, [...itemIds]));
  return new Map(rows.flatMap((row) => (row.parentId === null ? [] : [[row.id, row.parentId] as const])));
}

/** The ids of the host's events and experiences, as a subquery for another module's statement (`in (...)`). */
export function hostedItemIdsSql(hostId: number): SQL {
  return sql`(select ${qualified(catalogItems.id)} from ${catalogItems} where ${qualified(catalogItems.hostId)} = ${hostId})`;
}
