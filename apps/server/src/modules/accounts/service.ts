import { and, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, REGISTRATION_TYPES, type AuthUser, type Registration } from '@trg/contract/accounts';
import { violatedUniqueConstraint, type Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/http-error.ts';
import { users } from './schema.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { issueToken } from './tokens.ts';

export function toAuthUser(user: SessionUser): AuthUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    groups: [{ name: user.group }],
  };
}

// Verifying against this hash when the user does not exist makes both failures take the same time.
let dummyHash: Promise<string> | null = null;

/** The user for a username (any case) and password, or null; as slow for an unknown user as for a wrong password. */
export async function checkCredentials(db: Db, username: string, password: string): Promise<SessionUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verifyPassword(await dummyHash, password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

const sameText = (column: typeof users.username | typeof users.email, value: string) =>
  eq(sql`lower(${column})`, value.trim().toLowerCase());

/** True when another account (not `exceptUserId`) already uses this email address, in any case. */
export async function emailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameText(users.email, email) : and(sameText(users.email, email), ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** Turns a unique-index race on users into the same per-field answer as the checks before it. */
export function takenFieldError(error: unknown) {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_username_lower_key') {
    return badRequest(ACCOUNT_MESSAGES.usernameTaken, { username: ACCOUNT_MESSAGES.usernameTaken });
  }
  if (constraint === 'users_email_lower_key') {
    return badRequest(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
  }
  return error;
}

/**
 * Creates the account in the group its registration type names and signs it in, in one transaction.
 * The format rules are the contract's; here the rules that need the server: taken names, common passwords.
 */
export async function registerUser(db: Db, input: Registration, tokenTtlHours: number) {
  const fields: Record<string, string> = {};
  const [nameTaken] = await db.select({ id: users.id }).from(users).where(sameText(users.username, input.username)).limit(1);
  if (nameTaken) fields.username = ACCOUNT_MESSAGES.usernameTaken;
  if (await emailInUse(db, input.email)) fields.email = ACCOUNT_MESSAGES.emailTaken;
  if (isCommonPassword(input.password)) fields.password = ACCOUNT_MESSAGES.passwordCommon;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          group: REGISTRATION_TYPES[input.registrationType],
          lastLoginAt: new Date(),
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      const token = await issueToken(tx, user.id, tokenTtlHours);
      return { user, token };
    });
  } catch (error) {
    throw takenFieldError(error);
  }
}
