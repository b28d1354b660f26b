import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES } from '@trg/contract/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember } from '../../testing/factories.ts';
import { withCsrf } from '../../testing/csrf.ts';
import { emailOutbox } from '../email/schema.ts';
import { authTokens, passwordResetTokens } from './schema.ts';
import { hashToken } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://grape.example' });
});
afterAll(async () => ctx.close());

// Each test asks from an address of its own, so that the per-address limit is only met where it is tested.
let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const requestReset = async (usernameOrEmail: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.passwordResetRequest,
    payload: { usernameOrEmail },
    remoteAddress,
    ...(await withCsrf(ctx.app)),
  });

const confirmReset = async (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.passwordResetConfirm,
    payload,
    remoteAddress: nextAddress(),
    ...(await withCsrf(ctx.app)),
  });

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password }, remoteAddress: nextAddress() });

/** The reset emails queued for an address, newest first. */
const resetMails = (to: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id));

async function tokenFromLatestMail(to: string): Promise<string> {
  const [mail] = await resetMails(to);
  const match = mail?.message.text.match(/https:\/\/grape\.example\/ResetPassword\?token=([0-9a-f]{64})/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  return match[1];
}

const NEW_PASSWORD = 'Second-Pressing-Chenin';

describe('asking for a reset link', () => {
  it('answers the same for a known username, a known email and an unknown account, and mails only the account', async () => {
    const { user } = await createMember(ctx.database.db);
    const byName = await requestReset(user.username.toUpperCase());
    const byEmail = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    for (const response of [byName, byEmail, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.sent });
    }
    expect(byName.body).toBe(unknown.body);
    const mails = await resetMails(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.kind).toBe('password-reset');
    expect(await resetMails('nobody-here@example.com')).toHaveLength(0);
  });

  it('stores only a hash of the token in the link', async () => {
    const { user } = await createMember(ctx.database.db);
    await requestReset(user.username);
    const token = await tokenFromLatestMail(user.email);
    const rows = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(rows[0]?.tokenHash).not.toBe(token);
    // Valid for one hour.
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('asks for the username or email when it is empty', async () => {
    const response = await requestReset('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.usernameOrEmail).toBe(PASSWORD_RESET_MESSAGES.identifierRequired);
  });

  it('sends at most three emails an hour to one account, with the same answer after', async () => {
    const { user } = await createMember(ctx.database.db);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestReset(i % 2 ? user.email : user.username));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(await resetMails(user.email)).toHaveLength(3);
  });

  it('refuses an address past ten requests an hour', async () => {
    const remoteAddress = '203.0.113.41';
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await requestReset(`someone${i}@example.com`, remoteAddress)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('choosing a new password', () => {
  it('sets it, signs every session out, and the new password logs in while the old does not', async () => {
    const { user, password, headers } = await createMember(ctx.database.db);
    const second = await login(user.username, password);
    expect(second.statusCode).toBe(200);
    await requestReset(user.email);
    const token = await tokenFromLatestMail(user.email);

    const response = await confirmReset({ token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.done });

    expect(await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.user, headers })).statusCode).toBe(401);
    expect((await login(user.username, password)).statusCode).toBe(400);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { user } = await createMember(ctx.database.db);
    await requestReset(user.username);
    const token = await tokenFromLatestMail(user.email);
    expect((await confirmReset({ token, password: NEW_PASSWORD, password2: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await confirmReset({ token, password: 'Third-Pressing-Chenin', password2: 'Third-Pressing-Chenin' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends the other links of the account too', async () => {
    const { user } = await createMember(ctx.database.db);
    await requestReset(user.username);
    const first = await tokenFromLatestMail(user.email);
    await requestReset(user.username);
    const second = await tokenFromLatestMail(user.email);
    expect(first).not.toBe(second);
    expect((await confirmReset({ token: second, password: NEW_PASSWORD, password2: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await confirmReset({ token: first, password: NEW_PASSWORD, password2: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('refuses a link older than an hour', async () => {
    const { user, password } = await createMember(ctx.database.db);
    await requestReset(user.username);
    const token = await tokenFromLatestMail(user.email);
    // An hour and a second later, as far as the link is concerned.
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const response = await confirmReset({ token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    expect((await login(user.username, password)).statusCode).toBe(200);
  });

  it('answers a wrong or garbled token with a clear 400', async () => {
    for (const token of ['a'.repeat(64), 'not-a-token', '', 'A'.repeat(64)]) {
      const response = await confirmReset({ token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.token).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    }
    const missing = await confirmReset({ password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
  });

  it("keeps the registration's password rules, and a refused password leaves the link usable", async () => {
    // A username of letters: the factory's 'user_<hex>' is, about once in 40, 'user_' and eight digits, whose
    // '<username>-2026' reads as the common word 'user' before it reads as the username.
    const { user } = await createMember(ctx.database.db, { username: `sommelier_${Date.now().toString(36).replace(/\d/g, 'x')}` });
    await requestReset(user.username);
    const token = await tokenFromLatestMail(user.email);
    const cases: [Record<string, string>, string, string][] = [
      [{ password: 'short', password2: 'short' }, 'password', ACCOUNT_MESSAGES.passwordTooShort],
      [{ password: NEW_PASSWORD, password2: 'Something-Else-2026' }, 'password2', ACCOUNT_MESSAGES.passwordMismatch],
      [{ password: 'password123', password2: 'password123' }, 'password', ACCOUNT_MESSAGES.passwordCommon],
      [{ password: `${user.username}-2026`, password2: `${user.username}-2026` }, 'password', ACCOUNT_MESSAGES.passwordSimilar],
    ];
    for (const [passwords, field, message] of cases) {
      const response = await confirmReset({ token, ...passwords });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect((await confirmReset({ token, password: NEW_PASSWORD, password2: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
