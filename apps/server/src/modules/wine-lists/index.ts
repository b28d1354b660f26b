/** The wine lists' face: their summaries for an item's page, their wines, and the ports the catalog answers for them. */
export { publishedWineListsSql, wineListSummaries } from './summaries.ts';
export { type WineListPorts } from './ports.ts';
export {
  findWine,
  isPublishedListSql,
  updateWine,
  wineDirectory,
  wineListOfWineSql,
  wineOwner,
  winesWhere,
  type Wine,
  type WineChanges,
  type WineRef,
} from './wines.ts';
