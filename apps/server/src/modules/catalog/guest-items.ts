import { asc, eq } from 'drizzle-orm';
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
  /** When each of those takes place, by id. */
  schedule: Map<number, { date: string | null; time: string | null }>;
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
    row.parentId === null
      ? await db
          .select({ id: catalogItems.id, date: catalogItems.date, time: catalogItems.time })
          .from(catalogItems)
          .where(eq(catalogItems.parentId, id))
          .orderBy(asc(catalogItems.date), asc(catalogItems.time))
      : [];
  const booked = [row, ...slots];
  return {
    ...row,
    bookedIds: booked.map((one) => one.id),
    schedule: new Map(booked.map((one) => [one.id, { date: one.date, time: one.time }])),
  };
}
