import { QueryBuilder } from 'drizzle-orm/pg-core';
import { wineProfiles } from './schema.ts';

/**
 * Each wine's drinking window from its profile, as a subquery another module's statement may join (a member's
 * cellar shows readiness by it); it cannot be written through.
 */
export const drinkingWindows = new QueryBuilder()
  .select({ wineId: wineProfiles.wineId, startToDrink: wineProfiles.startToDrink, endToDrink: wineProfiles.endToDrink })
  .from(wineProfiles)
  .as('drinking_windows');
