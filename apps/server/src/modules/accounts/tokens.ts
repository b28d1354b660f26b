import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { authTokens, users } from './schema.ts';

/** 256 random bits, handed to the client once; only its SHA-256 is stored. */
export function newTokenValue(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = newTokenValue();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

const SESSION_COLUMNS = {
  id: users.id,
  group: users.group,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The session's read, sent on every signed-in request: built once per database as a named statement. */
function sessionQuery(db: Db) {
  return db
    .select({ user: SESSION_COLUMNS, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), gt(authTokens.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
}
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The user behind a token, or null when it is unknown or expired. Use renews the expiry
 * (sliding sessions), at most once a minute so that busy clients do not write on every request.
 */
export async function userForToken(db: Db, token: string, ttlHours: number): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const renewed = new Date(now.getTime() + ttlHours * 3_600_000);
  if (renewed.getTime() - row.expiresAt.getTime() > 60_000) {
    await db.update(authTokens).set({ expiresAt: renewed }).where(eq(authTokens.tokenHash, tokenHash));
  }
  return row.user;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
}

/** Sessions past their expiry are useless (userForToken refuses them) and only hold a user's trace: the jobs drop them. */
export async function deleteExpiredTokens(db: Db, now = new Date()): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
}
