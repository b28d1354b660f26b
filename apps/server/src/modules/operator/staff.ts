import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EmailSchema, UsernameSchema } from '@trg/contract/accounts';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../accounts/schema.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { resetLink } from '../accounts/password-reset.ts';
import { hashToken, newTokenValue } from '../accounts/tokens.ts';
import { auditLog } from './schema.ts';

/** How long the link that sets a new staff member's password works. */
export const STAFF_LINK_TTL_HOURS = 72;
/** The author of the log entries the command line writes. */
export const COMMAND_LINE = 'command line';

export class StaffInputError extends Error {}

/**
 * Makes a staff account with no usable password and returns a one-time link to set one (the password reset
 * page, valid STAFF_LINK_TTL_HOURS). The account and its log entry are written together.
 */
export async function createStaff(db: Db, input: { username: string; email: string; publicUrl: string }): Promise<{ id: number; link: string }> {
  const username = UsernameSchema.safeParse(input.username);
  if (!username.success) throw new StaffInputError(username.error.issues[0]?.message ?? 'That username is not valid.');
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new StaffInputError(email.error.issues[0]?.message ?? 'That email address is not valid.');
  // Nobody knows this password: the account signs in only once its owner has followed the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const token = newTokenValue();
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username.data}) or lower(${users.email}) = lower(${email.data})`)
      .limit(1);
    if (taken.length > 0) throw new StaffInputError('An account with that username or email address already exists.');
    const [user] = await tx
      .insert(users)
      .values({ username: username.data, email: email.data, passwordHash, group: 'staff' })
      .returning({ id: users.id });
    if (!user) throw new Error('staff insert returned nothing');
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + STAFF_LINK_TTL_HOURS * 3_600_000),
    });
    await tx.insert(auditLog).values({
      staffUserId: null,
      staffUsername: COMMAND_LINE,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: String(user.id),
      summary: `Staff account ${username.data} created`,
      after: { username: username.data, email: email.data },
    });
    return { id: user.id, link: resetLink(input.publicUrl, token) };
  });
}

/** Removes a staff account (and with it its sessions); members' and hosts' accounts are never touched here. */
export async function removeStaff(db: Db, username: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.group, 'staff')))
      .returning({ id: users.id, username: users.username, email: users.email });
    if (!removed) throw new StaffInputError(`There is no staff account ${username}.`);
    await tx.insert(auditLog).values({
      staffUserId: null,
      staffUsername: COMMAND_LINE,
      action: 'staff.remove',
      subjectType: 'staff',
      subjectId: String(removed.id),
      summary: `Staff account ${removed.username} removed`,
      before: { username: removed.username, email: removed.email },
    });
  });
}
