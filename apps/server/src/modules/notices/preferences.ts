import { and, eq, inArray } from 'drizzle-orm';
import type { HostNotifications } from '@trg/contract/notices';
import type { Db } from '../../db/client.ts';
import { noticePreferences } from './schema.ts';

/** The host's choices; the defaults (the digest on) until they change one. */
export async function hostNotifications(db: Db, userId: number): Promise<HostNotifications> {
  const [row] = await db
    .select({ dailyDigest: noticePreferences.dailyDigest })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return { dailyDigest: row?.dailyDigest ?? true };
}

export async function setHostNotifications(db: Db, userId: number, choices: HostNotifications): Promise<HostNotifications> {
  await db
    .insert(noticePreferences)
    .values({ userId, dailyDigest: choices.dailyDigest })
    .onConflictDoUpdate({ target: noticePreferences.userId, set: { dailyDigest: choices.dailyDigest, updatedAt: new Date() } });
  return hostNotifications(db, userId);
}

/** Of these hosts, those who turned the daily digest off. */
export async function hostsWithoutDigest(db: Db, hostIds: readonly number[]): Promise<Set<number>> {
  if (hostIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: noticePreferences.userId })
    .from(noticePreferences)
    .where(and(inArray(noticePreferences.userId, [...hostIds]), eq(noticePreferences.dailyDigest, false)));
  return new Set(rows.map((row) => row.userId));
}
