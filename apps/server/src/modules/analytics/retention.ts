import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from './schema.ts';

/** Page views are kept for 13 months (the privacy policy), then deleted. */
export const PAGE_VIEW_RETENTION_MONTHS = 13;

export async function deleteExpiredPageViews(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  const deleted = await db.delete(pageViews).where(lt(pageViews.viewedAt, cutoff)).returning({ id: pageViews.id });
  return deleted.length;
}
