import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '@trg/contract/accounts';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionUser } from './tokens.ts';

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
