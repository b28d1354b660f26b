import { and, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { infoRequestReplies, infoRequests } from './schema.ts';

/**
 * Requests for information are kept for two years after our last exchange with the requester (the privacy
 * policy): the request itself, or the latest reply the staff sent. Then they are deleted, their replies with them
 * (a cascading foreign key).
 */
export const INFO_REQUEST_RETENTION_YEARS = 2;

export async function deleteExpiredInfoRequests(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INFO_REQUEST_RETENTION_YEARS);
  const recentReply = db
    .select({ one: sql`1` })
    .from(infoRequestReplies)
    .where(and(sql`${infoRequestReplies.requestId} = ${infoRequests.id}`, gte(infoRequestReplies.sentAt, cutoff)));
  const deleted = await db
    .delete(infoRequests)
    .where(and(lt(infoRequests.createdAt, cutoff), notExists(recentReply)))
    .returning({ id: infoRequests.id });
  return deleted.length;
}
