import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { infoRequests } from './schema.ts';

/** Requests for information are kept for two years (the privacy policy), then deleted. */
export const INFO_REQUEST_RETENTION_YEARS = 2;

export async function deleteExpiredInfoRequests(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INFO_REQUEST_RETENTION_YEARS);
  const deleted = await db.delete(infoRequests).where(lt(infoRequests.createdAt, cutoff)).returning({ id: infoRequests.id });
  return deleted.length;
}
