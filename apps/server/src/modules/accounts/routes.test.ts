import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { authTokens } from './schema.ts';
import { hashToken } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('login, session and logout', () => {
  it('signs in with username and password, answering the user and a token', async () => {
    const { user, password } = await createMember(ctx.database.db, { username: 'Louise' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login-user/', payload: { username: 'louise', password } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: user.id,
      username: 'Louise',
      first_name: 'Ada',
      last_name: 'Vine',
      email: user.email,
      groups: [{ name: 'members' }],
    });
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    // Only the hash is stored.
    const stored = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(body.token)));
    expect(stored).toHaveLength(1);
    const raw = await ctx.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, body.token));
    expect(raw).toHaveLength(0);
  });

  it('answers wrong credentials with one generic 400, whether or not the user exists', async () => {
    const { user } = await createMember(ctx.database.db);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { username: user.username, password: 'nope-nope-nope' },
    });
    const unknownUser = await ctx.app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { username: 'ghost', password: 'nope-nope-nope' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownUser.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().error.message).toBe('Unable to log in with the username and password provided.');
  });

  it('takes as long for an unknown username as for a wrong password', async () => {
    const { user } = await createMember(ctx.database.db);
    const time = async (username: string) => {
      const started = performance.now();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login-user',
        payload: { username, password: 'Not-The-Password-9' },
        remoteAddress: '192.0.2.200',
      });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(user.username));
      unknown.push(await time(`ghost-${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // Without the dummy hash an unknown name answers some 20 times faster; allow for a busy machine.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('answers the user for a valid token, with the professionals group for hosts', async () => {
    const { headers } = await createProfessional(ctx.database.db);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([{ name: 'professionals' }]);
  });

  it('refuses a missing, malformed or unknown token with 401', async () => {
    for (const authorization of [undefined, 'Bearer abc', 'Token short', `Token ${'a'.repeat(64)}`]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('refuses an expired token', async () => {
    const { token, headers } = await createMember(ctx.database.db);
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(response.statusCode).toBe(401);
  });

  it('drops expired sessions in the housekeeping jobs, and only those', async () => {
    const expired = await createMember(ctx.database.db);
    const live = await createMember(ctx.database.db);
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(expired.token)));
    expect(await ctx.app.jobs.runAll()).toBe(true);
    const left = await ctx.database.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    expect(left.map((row) => row.tokenHash)).not.toContain(hashToken(expired.token));
    expect(left.map((row) => row.tokenHash)).toContain(hashToken(live.token));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: live.headers })).statusCode).toBe(200);
  });

  it('issues tokens of 256 random bits that last TOKEN_TTL_HOURS (10 by default)', async () => {
    const { user, password } = await createMember(ctx.database.db);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login-user', payload: { username: user.username, password } });
      tokens.add(response.json().token);
      const [row] = await ctx.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(response.json().token)));
      expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 10 * 3_600_000))).toBeLessThan(60_000);
    }
    expect(tokens.size).toBe(3);

    const short = await createTestApp({ TOKEN_TTL_HOURS: '2' });
    try {
      const member = await createMember(short.database.db);
      const response = await short.app.inject({
        method: 'POST',
        url: '/api/login-user',
        payload: { username: member.user.username, password: member.password },
      });
      const [row] = await short.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(response.json().token)));
      expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
    } finally {
      await short.close();
    }
  });

  it('renews a token by use, so that a session lasts while it is used', async () => {
    const { token, headers } = await createMember(ctx.database.db);
    const soon = new Date(Date.now() + 30 * 60_000);
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: soon })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 10 * 3_600_000))).toBeLessThan(60_000);
  });

  it('ends the token on logout; later use is 401', async () => {
    const { headers } = await createMember(ctx.database.db);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(after.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(401);
  });

  it('ends only that token: the same person signed in elsewhere stays signed in', async () => {
    const { user, password, headers } = await createMember(ctx.database.db);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/login-user', payload: { username: user.username, password } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const still = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Token ${other.json().token}` } });
    expect(still.statusCode).toBe(200);
  });
});
