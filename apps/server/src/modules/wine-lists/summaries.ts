import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { WineListDataSchema } from '@trg/contract/catalog';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified as q } from '../../db/fragments.ts';
import { wineLists, wines } from './schema.ts';

export type WineListSummary = z.infer<typeof WineListDataSchema>[number];

/**
 * The lists with these ids as event and experience pages show them (name, description, each wine's name
 * and producer), by id; only published lists unless `includeDrafts` (the host's own view).
 */
export async function wineListSummaries(db: Db, listIds: readonly number[], includeDrafts: boolean): Promise<Map<number, WineListSummary>> {
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
      wines: wineRows
        .filter((wine) => wine.wineListId === list.id)
        .map((wine) => ({ id: wine.id, wine: wine.name, producer: wine.producer })),
    });
  }
  return result;
}

/**
 * The published lists among `listIds` (a subquery of list ids), in id order, each with its wines in id
 * order: the same summaries as above as one subquery, for the statement that reads an item's public page.
 */
export function publishedWineListsSql(listIds: SQL): SQL<WineListSummary[]> {
  const winesOfList = sql`coalesce((select json_agg(json_build_object('id', ${q(wines.id)}, 'wine', ${q(wines.name)}, 'producer', ${q(wines.producer)}) order by ${q(wines.id)}) from ${wines} where ${q(wines.wineListId)} = ${q(wineLists.id)}), '[]'::json)`;
  return sql`coalesce((select json_agg(json_build_object('id', ${q(wineLists.id)}, 'wineListName', ${q(wineLists.name)}, 'wineListdescription', ${q(wineLists.description)}, 'wines', ${winesOfList}) order by ${q(wineLists.id)}) from ${wineLists} where ${q(wineLists.id)} in (${listIds}) and ${q(wineLists.status)} = 'Published'), '[]'::json)`.mapWith(
    (value: unknown) => parsedJson<WineListSummary[]>(value),
  );
}
