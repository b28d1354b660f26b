import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { WineListDataSchema } from '@trg/contract/catalog';
import type { Db } from '../../db/client.ts';
import { wineLists, wines } from './schema.ts';

export type WineListSummary = z.infer<typeof WineListDataSchema>[number];

/**
 * The lists with these ids as event and experience pages show them (name, description, each wine's name
 * and producer), by id; only published lists unless `includeDrafts` (the host's own view).
 */
export async function wineListSummaries(
  db: Db,
  listIds: readonly number[],
  includeDrafts: boolean,
): Promise<Map<number, WineListSummary>> {
  const result = new Map<number, WineListSummary>();
  if (listIds.length === 0) return result;
  const ids = [...new Set(listIds)];
  const lists = await db
    .select({ id: wineLists.id, name: wineLists.name, description: wineLists.description })
    .from(wineLists)
    .where(includeDrafts ? inArray(wineLists.id, ids) : and(inArray(wineLists.id, ids), eq(wineLists.status, 'Published')));
  if (lists.length === 0) return result;
  const wineRows = await db
    .select({ id: wines.id, wineListId: wines.wineListId, name: wines.name, producer: wines.producer })
    .from(wines)
    .where(
      inArray(
        wines.wineListId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(wines.id));
  for (const list of lists) {
    result.set(list.id, {
      id: list.id,
      wineListName: list.name,
      wineListdescription: list.description,
      wines: wineRows.filter((wine) => wine.wineListId === list.id).map((wine) => ({ id: wine.id, wine: wine.name, producer: wine.producer })),
    });
  }
  return result;
}
