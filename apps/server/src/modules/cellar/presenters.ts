import type { CellarEntry } from '@trg/contract/cellar';
import { readiness } from '@trg/contract/wine-profile-rules';
import type { cellarEntries } from './schema.ts';

/** A cellar row with, for a profile's wine, the wine as it is now and its profile's drinking window. */
export interface EntryRow {
  entry: typeof cellarEntries.$inferSelect;
  /** The wine's row; null for the member's own wine. */
  live: {
    name: string;
    producer: string | null;
    vintage: string | null;
    country: string | null;
    region: string | null;
    wineListId: number;
  } | null;
  startToDrink: string | null;
  endToDrink: string | null;
}

/**
 * The wire shape of an entry: a profile's wine shows its live name and details (the entry's copy when the
 * wine row is gone), its list, and its drinking window with the readiness it gives in `year`; the member's
 * own wine shows what they entered, with no window.
 */
export function presentEntry({ entry, live, startToDrink, endToDrink }: EntryRow, year: number): CellarEntry {
  const fromProfile = entry.wineId !== null && live !== null;
  return {
    id: entry.id,
    wineId: fromProfile ? entry.wineId : null,
    wineListId: fromProfile ? live.wineListId : null,
    wine: live?.name ?? entry.wine,
    producer: live ? live.producer : entry.producer,
    vintage: live ? live.vintage : entry.vintage,
    country: live ? live.country : entry.country,
    region: live ? live.region : entry.region,
    quantity: entry.quantity,
    startToDrink: fromProfile ? startToDrink : null,
    endToDrink: fromProfile ? endToDrink : null,
    readiness: fromProfile ? readiness(startToDrink, endToDrink, year) : null,
    addedAt: entry.addedAt.toISOString(),
  };
}
