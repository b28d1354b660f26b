import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { passwordResetTokens, users } from './schema.ts';
import { hashPassword } from './passwords.ts';
import { resetLink } from './password-reset.ts';
import { hashToken, newTokenValue } from './tokens.ts';

/**
 * What other modules read of the accounts, as a subquery they may join when one statement must filter, sort or
 * page by an account's name (the console's searches, a host's business). It names the columns others may see:
 * never the password hash; and, being a subquery, it cannot be written through.
 */
export const accountDirectory = new QueryBuilder()
  .select({
    id: users.id,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    group: users.group,
    createdAt: users.createdAt,
    lastLoginAt: users.lastLoginAt,
    suspendedAt: users.suspendedAt,
    suspendedReason: users.suspendedReason,
  })
  .from(users)
  .as('account_directory');

// The fragments take the other table's column qualified (db/fragments.ts), so that the subquery's own columns of
// the same name cannot capture it.

/** SQL true when the account `userId` has this username, email or full name (an ilike pattern). */
export function accountMatchesSql(userId: SQLWrapper, pattern: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${q(users.id)} = ${userId}
    and (${q(users.email)} ilike ${pattern} or ${q(users.username)} ilike ${pattern} or (${q(users.firstName)} || ' ' || ${q(users.lastName)}) ilike ${pattern}))`;
}

/** The username of the account `userId`, null when there is none (a deleted account). */
export function accountUsernameSql(userId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${q(users.username)} from ${users} where ${q(users.id)} = ${userId})`;
}

/** The first and last name of the account `userId` as a json object (null when there is none), for a json fragment. */
export function accountNameJsonSql(userId: SQLWrapper): SQL {
  return sql`(select json_build_object('firstName', ${q(users.firstName)}, 'lastName', ${q(users.lastName)}) from ${users} where ${q(users.id)} = ${userId})`;
}

/** SQL true when the account `userId` is suspended by staff. */
export function accountSuspendedSql(userId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${q(users.id)} = ${userId} and ${q(users.suspendedAt)} is not null)`;
}

export interface StaffAccount {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The staff accounts by username. */
export async function staffAccounts(db: Db): Promise<StaffAccount[]> {
  return db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.group, 'staff'))
    .orderBy(asc(users.username));
}

export async function isStaffAccount(db: Db, id: number): Promise<boolean> {
  const [account] = await db.select({ group: users.group }).from(users).where(eq(users.id, id));
  return account?.group === 'staff';
}

/** Locks the account's row until the transaction ends, so that its other writes wait for this one. */
export async function lockAccount(tx: Db, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Suspends the account (with staff's reason) or, given null, lifts its suspension. */
export async function setAccountSuspension(tx: Db, id: number, suspension: { at: Date; reason: string } | null): Promise<void> {
  await tx
    .update(users)
    .set(suspension ? { suspendedAt: suspension.at, suspendedReason: suspension.reason } : { suspendedAt: null, suspendedReason: null })
    .where(eq(users.id, id));
}

/** Changes a person's name or email on their account; answers the account as it now is. */
export async function updateAccountDetails(
  tx: Db,
  id: number,
  changes: Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'email'>>,
): Promise<SessionUser | undefined> {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning({
    id: users.id,
    group: users.group,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  });
  return row;
}

/** A password hash nobody knows the password of: such an account signs in only once its owner sets one. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Makes a staff account with the given (unusable) password hash and a link to set a password, valid
 * `linkTtlHours`; null when an account already has the username or email, in any case.
 */
export async function createStaffAccount(
  tx: Db,
  input: { username: string; email: string; passwordHash: string; linkTtlHours: number; publicUrl: string },
): Promise<{ id: number; link: string } | null> {
  const token = newTokenValue();
  const taken = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  if (taken.length > 0) return null;
  const [user] = await tx
    .insert(users)
    .values({ username: input.username, email: input.email, passwordHash: input.passwordHash, group: 'staff' })
    .returning({ id: users.id });
  if (!user) throw new Error('staff insert returned nothing');
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + input.linkTtlHours * 3_600_000),
  });
  return { id: user.id, link: resetLink(input.publicUrl, token) };
}

/** Deletes a staff account (its sessions go with it); null when no staff account has that username. */
export async function removeStaffAccount(tx: Db, username: string): Promise<{ id: number; username: string; email: string } | null> {
  const [removed] = await tx
    .delete(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.group, 'staff')))
    .returning({ id: users.id, username: users.username, email: users.email });
  return removed ?? null;
}
