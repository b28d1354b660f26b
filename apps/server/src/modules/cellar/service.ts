import { sql } from 'drizzle-orm';
import { CELLAR_LIMITS } from '@trg/contract/cellar';
import type { Db } from '../../db/client.ts';
import { cellarEntries } from './schema.ts';

/** A profile's wine as the cellar keeps a copy of it. */
export interface ProfileWine {
  wineId: number;
  wine: string;
  producer: string | null;
  vintage: string | null;
  country: string | null;
  region: string | null;
}

/**
 * Puts bottles of a profile's wine in the member's cellar: a new entry, or more bottles on the entry already
 * there (capped at CELLAR_LIMITS.quantity), refreshing its copy of the wine's details. Answers the entry's id
 * and its count. One statement, so two presses at once both count.
 */
export async function addProfileWine(db: Db, userId: number, wine: ProfileWine, quantity: number): Promise<{ id: number; quantity: number }> {
  const [row] = await db
    .insert(cellarEntries)
    .values({ userId, ...wine, quantity: Math.min(quantity, CELLAR_LIMITS.quantity) })
    .onConflictDoUpdate({
      target: [cellarEntries.userId, cellarEntries.wineId],
      set: {
        quantity: sql`least(${cellarEntries.quantity} + excluded.quantity, ${CELLAR_LIMITS.quantity})`,
        wine: sql`excluded.wine`,
        producer: sql`excluded.producer`,
        vintage: sql`excluded.vintage`,
        country: sql`excluded.country`,
        region: sql`excluded.region`,
      },
    })
    .returning({ id: cellarEntries.id, quantity: cellarEntries.quantity });
  if (!row) throw new Error('The cellar entry was not written.');
  return row;
}
