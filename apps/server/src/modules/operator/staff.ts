import { EmailSchema, UsernameSchema } from '@trg/contract/accounts';
import type { Db } from '../../db/client.ts';
import { createStaffAccount, removeStaffAccount, unusablePasswordHash } from '../accounts/index.ts';
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
export async function createStaff(
  db: Db,
  input: { username: string; email: string; publicUrl: string },
): Promise<{ id: number; link: string }> {
  const username = UsernameSchema.safeParse(input.username);
  if (!username.success) throw new StaffInputError(username.error.issues[0]?.message ?? 'That username is not valid.');
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new StaffInputError(email.error.issues[0]?.message ?? 'That email address is not valid.');
  // Nobody knows this password: the account signs in only once its owner has followed the link.
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const user = await createStaffAccount(tx, {
      username: username.data,
      email: email.data,
      passwordHash,
      linkTtlHours: STAFF_LINK_TTL_HOURS,
      publicUrl: input.publicUrl,
    });
    if (!user) throw new StaffInputError('An account with that username or email address already exists.');
    await tx.insert(auditLog).values({
      staffUserId: null,
      staffUsername: COMMAND_LINE,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: String(user.id),
      summary: `Staff account ${username.data} created`,
      after: { username: username.data, email: email.data },
    });
    return user;
  });
}

/** Removes a staff account (and with it its sessions); members' and hosts' accounts are never touched here. */
export async function removeStaff(db: Db, username: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await removeStaffAccount(tx, username);
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
