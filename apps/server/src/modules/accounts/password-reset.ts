import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { BRAND } from '@trg/contract/brand';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MINUTES, passwordResemblesAccount } from '@trg/contract/accounts';
import { paths } from '@trg/contract/paths';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/http-error.ts';
import type { WindowCounters } from '../../plugins/rate-limit.ts';
import { authTokens, passwordResetTokens, users } from './schema.ts';
import { hashPassword, isCommonPassword } from './passwords.ts';
import { hashToken, newTokenValue } from './tokens.ts';
import { escapeHtml } from '@trg/contract/html';

/** A message for the mail outbox; the email module's queue arrives through this port (app.ts). */
export interface ResetEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: [];
}
export type QueueEmail = (tx: Db, email: ResetEmail) => Promise<void>;

/** Emails per account per hour; more requests get the same answer and send nothing. */
export const RESET_EMAILS_PER_ACCOUNT = 3;
const HOUR_MS = 3_600_000;

export function resetLink(publicUrl: string, token: string): string {
  const url = new URL(paths.resetPassword, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function resetEmail(to: string, name: string, link: string): ResetEmail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Someone, hopefully you, asked to reset the password of your ${BRAND.name} account.`,
    `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one (it works once):`,
    '',
    link,
    '',
    'If you did not ask, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone, hopefully you, asked to reset the password of your ${escapeHtml(BRAND.name)} account.
Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one (it works once):</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p style="word-break: break-all">${escapeHtml(link)}</p>
<p>If you did not ask, ignore this email: your password stays as it is.</p>`;
  return { kind: 'password-reset', to, subject: `Reset your ${BRAND.name} password`, text, html, attachments: [] };
}

const lowered = (value: string) => value.trim().toLowerCase();

/**
 * Sends a reset link to the account with this username or email address, if there is one. The caller
 * answers the same in every case; both paths count a hit per account key and write once, so that their
 * timing tells little.
 */
export async function requestPasswordReset(
  db: Db,
  counters: WindowCounters,
  queueEmail: QueueEmail,
  publicUrl: string,
  usernameOrEmail: string,
): Promise<boolean> {
  const wanted = lowered(usernameOrEmail);
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.username}) = ${wanted} or lower(${users.email}) = ${wanted}`)
    .limit(1);
  const key = user ? `password-reset:user:${user.id}` : `password-reset:unknown:${wanted}`;
  const { hits } = await counters.hit(key, HOUR_MS);
  const token = newTokenValue();
  const tokenHash = hashToken(token);
  if (!user || hits > RESET_EMAILS_PER_ACCOUNT) {
    // The housekeeping write stands in for the known account's insert.
    await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date()));
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await queueEmail(tx, resetEmail(user.email, user.firstName, resetLink(publicUrl, token)));
  });
  return true;
}

const invalidToken = () => badRequest(PASSWORD_RESET_MESSAGES.invalidToken, { token: PASSWORD_RESET_MESSAGES.invalidToken });

/**
 * Sets the new password of the link's account and ends every session of it, in one transaction that
 * also spends the link (and any other the account holds). The password keeps the registration's rules.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = hashToken(token);
  const [found] = await db
    .select({ userId: users.id, username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, new Date())))
    .limit(1);
  if (!found) throw invalidToken();
  if (isCommonPassword(password)) throw badRequest(ACCOUNT_MESSAGES.passwordCommon, { password: ACCOUNT_MESSAGES.passwordCommon });
  if (passwordResemblesAccount(password, found)) {
    throw badRequest(ACCOUNT_MESSAGES.passwordSimilar, { password: ACCOUNT_MESSAGES.passwordSimilar });
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Deleting the row is what spends the link: of two requests racing with it, one finds it gone.
    const [spent] = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalidToken();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, spent.userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, spent.userId));
  });
}
