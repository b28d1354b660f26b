import type { PouredAt, WineListDetail, WineListSummary } from '@trg/contract/wine-lists';
import { wineSlug } from '@trg/contract/wine-profiles';
import type { wineLists, wines } from './schema.ts';

export type WineListRow = typeof wineLists.$inferSelect;
export type WineRow = typeof wines.$inferSelect;

const yesNo = (value: string | null) => (value === 'True' || value === 'False' ? value : null);

const core = (row: WineListRow, numOfWines: number, pouredAt: readonly PouredAt[]) => ({
  id: row.id,
  wineListName: row.name,
  wineListdescription: row.description,
  numOfWines,
  date_created: row.createdAt.toISOString(),
  status: row.status,
  pouredAt: pouredAt.map(({ id, kind, title }) => ({ id, kind, title })),
});

/** A card of my-winelist-listing. */
export function toSummary(
  row: WineListRow,
  wineRows: readonly { id: number; name: string }[],
  pouredAt: readonly PouredAt[],
): WineListSummary {
  return { ...core(row, wineRows.length, pouredAt), wines: wineRows.map((wine) => ({ id: wine.id, wine: wine.name })) };
}

/** wine-list-details: the list with every wine, in the order added, and the items pouring it. */
export function toDetail(row: WineListRow, wineRows: readonly WineRow[], pouredAt: readonly PouredAt[]): WineListDetail {
  return {
    ...core(row, wineRows.length, pouredAt),
    wines: wineRows.map((wine) => ({
      wineId: wine.id,
      wine: wine.name,
      slug: wineSlug(wine.name, wine.id),
      producer: wine.producer,
      region: wine.region,
      country: wine.country,
      subRegion: wine.subRegion,
      site: wine.site,
      parcel: wine.parcel,
      vintage: wine.vintage,
      vegetarian: yesNo(wine.vegetarian),
      vegan: yesNo(wine.vegan),
    })),
  };
}
