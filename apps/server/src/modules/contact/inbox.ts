import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import { infoRequestReplies, infoRequests } from './schema.ts';

// The staff's inbox of requests for information: search, one request with its replies, its handling.

export type InfoRequest = typeof infoRequests.$inferSelect;
export type InfoRequestStatus = InfoRequest['status'];

/** An assignee's username from their id, answered by the accounts module (contact may not read its table). */
export type UsernameSql = (userId: SQL) => SQL<string | null>;

export interface InfoRequestSearch {
  /** An ilike pattern matched against the name, email, city and text. */
  pattern?: string | undefined;
  status?: InfoRequestStatus | undefined;
  /** 'none' for the unassigned, or an assignee's id. */
  assignee?: 'none' | number | undefined;
  limit: number;
  offset: number;
}

/** A page of requests, newest first, with each one's assignee's username and number of replies; and how many match. */
export async function searchInfoRequests(db: Db, search: InfoRequestSearch, usernameSql: UsernameSql) {
  const filters: SQL[] = [];
  if (search.pattern) {
    const text = or(
      ilike(sql`${infoRequests.firstName} || ' ' || ${infoRequests.lastName}`, search.pattern),
      ilike(infoRequests.email, search.pattern),
      ilike(infoRequests.city, search.pattern),
      ilike(infoRequests.requestContent, search.pattern),
    );
    if (text) filters.push(text);
  }
  if (search.status) filters.push(eq(infoRequests.status, search.status));
  if (search.assignee === 'none') filters.push(isNull(infoRequests.assigneeId));
  else if (search.assignee !== undefined) filters.push(eq(infoRequests.assigneeId, search.assignee));
  const where = filters.length ? and(...filters) : undefined;
  const replyCount = db
    .select({ requestId: infoRequestReplies.requestId, n: count().as('n') })
    .from(infoRequestReplies)
    .groupBy(infoRequestReplies.requestId)
    .as('reply_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: infoRequests, assigneeUsername: usernameSql(qualified(infoRequests.assigneeId)), replies: replyCount.n })
      .from(infoRequests)
      .leftJoin(replyCount, eq(replyCount.requestId, infoRequests.id))
      .where(where)
      .orderBy(desc(infoRequests.createdAt), desc(infoRequests.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(infoRequests).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One request with its assignee's username and its replies, oldest first; undefined when there is none. */
export async function findInfoRequest(db: Db, id: number, usernameSql: UsernameSql) {
  const [row] = await db
    .select({ request: infoRequests, assigneeUsername: usernameSql(qualified(infoRequests.assigneeId)) })
    .from(infoRequests)
    .where(eq(infoRequests.id, id));
  if (!row) return undefined;
  const replies = await db
    .select()
    .from(infoRequestReplies)
    .where(eq(infoRequestReplies.requestId, id))
    .orderBy(asc(infoRequestReplies.sentAt), asc(infoRequestReplies.id));
  return { ...row, replies };
}

/** The request, locked until the transaction ends; undefined when there is none. */
export async function lockInfoRequest(tx: Db, id: number): Promise<InfoRequest | undefined> {
  const [row] = await tx.select().from(infoRequests).where(eq(infoRequests.id, id)).for('update');
  return row;
}

/** Changes the request's handling (status, assignee, notes); answers it as it now is. */
export async function updateInfoRequest(
  tx: Db,
  id: number,
  changes: Partial<Pick<InfoRequest, 'status' | 'assigneeId' | 'notes'>>,
): Promise<InfoRequest | undefined> {
  const [row] = await tx
    .update(infoRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(infoRequests.id, id))
    .returning();
  return row;
}

/** Keeps a reply the staff emailed with its request and marks the request answered; answers the reply's id. */
export async function recordInfoRequestReply(
  tx: Db,
  reply: { requestId: number; staffUserId: number; staffUsername: string; body: string },
): Promise<number | null> {
  const [stored] = await tx.insert(infoRequestReplies).values(reply).returning({ id: infoRequestReplies.id });
  await tx.update(infoRequests).set({ status: 'answered', updatedAt: new Date() }).where(eq(infoRequests.id, reply.requestId));
  return stored?.id ?? null;
}
