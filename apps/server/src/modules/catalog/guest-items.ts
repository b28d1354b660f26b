import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogItems, type ItemKind } from './schema.ts';

/** An item as a host's message to its guests reads it: whose it is, what it is called, and its slots. */
export interface MessagedItem {
  id: number;
  hostId: number;
  kind: ItemKind;
  title: string;
  date: string | null;
  time: string | null;
  timeZone: string;
  locationCountry: string | null;
  /** The experience a slot belongs to; null for an item of its own. */
  parentId: number | null;
  /** The item and, for an experience sold by the slot, each of its slots: whose bookings are its guests. */
  bookedIds: number[];
}

/** The item (or slot) with this id, or undefined. */
export async function messagedItem(db: Db, id: number): Promise<MessagedItem | undefined> {
  const [row] = await db
    .select({
      id: catalogItems.id,
      hostId: catalogItems.hostId,
      kind: catalogItems.kind,
      title: catalogItems.title,
      date: catalogItems.date,
      time: catalogItems.time,
      timeZone: catalogItems.timeZone,
      locationCountry: catalogItems.locationCountry,
      parentId: catalogItems.parentId,
    })
    .from(catalogItems)
    .where(eq(catalogItems.id, id));
  if (!row) return undefined;
  const slots =
    row.parentId === null ? await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.parentId, id)) : [];
  return { ...row, bookedIds: [row.id, ...slots.map((slot) => slot.id)] };
}
