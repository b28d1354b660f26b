import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountDirectory as account, lockAccount } from '../accounts/index.ts';
import { profiles } from './schema.ts';

/** A host's account with their business name, as the console lists hosts. */
const hostColumns = {
  id: account.id,
  username: account.username,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  createdAt: account.createdAt,
  lastLoginAt: account.lastLoginAt,
  suspendedAt: account.suspendedAt,
  suspendedReason: account.suspendedReason,
  businessName: profiles.businessName,
};

export interface HostAccount {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  businessName: string | null;
}

const isHost = eq(account.group, 'professionals');

/**
 * A page of hosts, by business name (else username), whose username, email, business or full name matches the
 * ilike pattern; and how many match.
 */
export async function searchHostAccounts(db: Db, search: { pattern?: string | undefined; limit: number; offset: number }) {
  const filters: SQL[] = [isHost];
  if (search.pattern) {
    const text = or(
      ilike(account.username, search.pattern),
      ilike(account.email, search.pattern),
      ilike(profiles.businessName, search.pattern),
      sql`(${account.firstName} || ' ' || ${account.lastName}) ilike ${search.pattern}`,
    );
    if (text) filters.push(text);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(hostColumns)
      .from(account)
      .leftJoin(profiles, eq(profiles.userId, account.id))
      .where(where)
      .orderBy(asc(sql`lower(coalesce(${profiles.businessName}, ${account.username}))`), asc(account.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(account).leftJoin(profiles, eq(profiles.userId, account.id)).where(where),
  ]);
  return { rows: rows satisfies HostAccount[], count: total?.n ?? 0 };
}

/** One host's account with their business name; locked until the transaction ends when asked. Undefined for anyone else. */
export async function findHostAccount(db: Db, id: number, lock = false): Promise<HostAccount | undefined> {
  if (lock) await lockAccount(db, id);
  const [host] = await db
    .select(hostColumns)
    .from(account)
    .leftJoin(profiles, eq(profiles.userId, account.id))
    .where(and(eq(account.id, id), isHost))
    .limit(1);
  return host;
}
