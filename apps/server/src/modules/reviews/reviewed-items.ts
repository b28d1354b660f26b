import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemReviews } from './schema.ts';

/** The ids of the events and experiences the member has reviewed. */
export async function reviewedItemIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ itemId: itemReviews.itemId }).from(itemReviews).where(eq(itemReviews.userId, userId));
  return new Set(rows.map((row) => row.itemId));
}
