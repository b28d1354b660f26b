import type { CellarEntry } from '@trg/contract/cellar';
import { readiness } from '@trg/contract/wine-profile-rules';
import type { cellarDrinks, cellarEntries } from './schema.ts';

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

type Drink = Pick<typeof cellarDrinks.$inferSelect, 'id' | 'drankOn' | 'note'>;

/**
 * The wire shape of an entry: a profile's wine shows its live name and details (the entry's copy when the
 * wine row is gone), its list, and its profile's drinking window with the readiness it gives in `year`; the
 * member's own wine shows what they entered, with the window they gave. Location, price, rating, note and the
 * bottles drunk (newest first) are the member's, whichever the wine.
 */
export function presentEntry({ entry, live, startToDrink, endToDrink }: EntryRow, drunk: readonly Drink[], year: number): CellarEntry {
  const fromProfile = entry.wineId !== null && live !== null;
  const start = fromProfile ? startToDrink : entry.startToDrink;
  const end = fromProfile ? endToDrink : entry.endToDrink;
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
    startToDrink: start,
    endToDrink: end,
    readiness: readiness(start, end, year),
    addedAt: entry.addedAt.toISOString(),
    appellation: entry.appellation,
    grapes: entry.grapes,
    wineType: entry.wineType,
    location: entry.location,
    bin: entry.bin,
    pricePaid: entry.pricePaid,
    currency: entry.currency,
    myRating: entry.myRating,
    myNote: entry.myNote,
    drunk: drunk.map(({ id, drankOn, note }) => ({ id, drankOn, note })),
  };
}
