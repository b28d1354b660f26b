import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '@trg/contract/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { openDatabase } from '../../db/client.ts';
import { createMember, freshAddress } from '../../testing/factories.ts';
import { databaseCounters } from '../../plugins/rate-limit.ts';
import { LOGIN_THROTTLE, delayFor, loginThrottle } from './login-throttle.ts';

const STEP_MS = 100;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_SLOWDOWN_MS: String(STEP_MS) });
});
afterAll(async () => ctx.close());

async function attempt(username: string, password: string, remoteAddress: string) {
  const started = performance.now();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login-user/', payload: { username, password }, remoteAddress });
  return { response, ms: performance.now() - started };
}

describe('the slow-down curve', () => {
  it('answers the first attempts at full speed, then one step more per attempt, at most five', () => {
    const rule = LOGIN_THROTTLE.account;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => delayFor(n, rule, 1000))).toEqual([
      0, 0, 0, 1000, 2000, 3000, 4000, 5000, 5000, 5000,
    ]);
    expect(LOGIN_THROTTLE.account).toEqual({ slowAfter: 3, refuseAfter: 10, windowMs: 15 * 60_000 });
    expect(LOGIN_THROTTLE.address).toEqual({ slowAfter: 20, refuseAfter: 50, windowMs: 15 * 60_000 });
  });

  it('holds each attempt as long as the larger of its account and address counts say', async () => {
    const waits: number[] = [];
    const throttle = loginThrottle(databaseCounters(ctx.database.db), 10, { warn: () => undefined }, async (ms) => waits.push(ms));
    for (let i = 0; i < 10; i++) await throttle.admit('curve-account', '192.0.2.90');
    expect(waits).toEqual([10, 20, 30, 40, 50, 50, 50]);
    await expect(throttle.admit('curve-account', '192.0.2.90')).rejects.toMatchObject({ statusCode: 429 });
    // Twenty-one names from one address: the address count slows the 21st.
    waits.length = 0;
    for (let i = 0; i < 11; i++) await throttle.admit(`curve-${i}`, '192.0.2.91');
    for (let i = 11; i < 21; i++) await throttle.admit(`curve-${i}`, '192.0.2.91');
    expect(waits).toEqual([10]);
  });
});

describe('failed sign-ins per account', () => {
  it('slows repeated failures, then refuses the account with 429 and Retry-After, even with the right password', async () => {
    const { user, password } = await createMember(ctx.database.db);
    const timings: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const { response, ms } = await attempt(user.username, 'Wrong-Password-1', '198.51.100.10');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(LOGIN_FAILED_MESSAGE);
      timings.push(ms);
    }
    // The 9th attempt is held five steps (the curve itself is checked exactly below).
    expect(timings[8]).toBeGreaterThanOrEqual(5 * STEP_MS);

    const refused = await attempt(user.username.toUpperCase(), password, '198.51.100.11');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts from the same address still sign in.
    const other = await createMember(ctx.database.db);
    expect((await attempt(other.user.username, other.password, '198.51.100.10')).response.statusCode).toBe(200);
  });

  it('treats a username that does not exist exactly like one that does', async () => {
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push((await attempt('nobody-by-this-name', 'Wrong-Password-1', '198.51.100.20')).response);
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().error.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('starts the account afresh after a successful sign-in', async () => {
    const { user, password } = await createMember(ctx.database.db);
    for (let i = 0; i < 9; i++) await attempt(user.username, 'Wrong-Password-1', '198.51.100.30');
    expect((await attempt(user.username, password, '198.51.100.30')).response.statusCode).toBe(200);
    // Without the fresh start these would be the 11th and 12th attempts of the window, and refused.
    for (let i = 0; i < 2; i++) {
      expect((await attempt(user.username, 'Wrong-Password-1', '198.51.100.30')).response.statusCode).toBe(400);
    }
  });
});

describe('failed sign-ins per client address', () => {
  it('refuses an address after 50 failures across any accounts, while other addresses sign in', async () => {
    const { user, password } = await createMember(ctx.database.db);
    const address = '203.0.113.50';
    // Five guesses at each of ten names: under every account limit, over the address limit.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(`guess-${i}`, `Wrong-Password-${round}`, address)),
      );
      expect(answers.map((a) => a.response.statusCode)).toEqual(Array(10).fill(400));
    }
    const refused = await attempt(user.username, password, address);
    expect(refused.response.statusCode).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(user.username, password, '203.0.113.51')).response.statusCode).toBe(200);
  });
});

const redisSetups: [string, string][] = [['an unreachable Redis', 'redis://127.0.0.1:1']];
// Like TEST_DATABASE_URL: the real Redis is checked too when a server is named.
if (process.env.TEST_REDIS_URL) redisSetups.push(['the real Redis', process.env.TEST_REDIS_URL]);

describe.each(redisSetups)('failed sign-ins with %s configured', (_name, url) => {
  it('refuses 30 wrong passwords in parallel past the account limit', async () => {
    const withRedis = await createTestApp({ REDIS_URL: url, LOGIN_SLOWDOWN_MS: '1' });
    try {
      const { user } = await createMember(withRedis.database.db);
      const remoteAddress = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          withRedis.app.inject({
            method: 'POST',
            url: '/api/login-user/',
            payload: { username: user.username, password: 'Wrong-Password-1' },
            remoteAddress,
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(10).fill(400), ...Array(20).fill(429)]);
    } finally {
      await withRedis.close();
    }
  });
});

describe('with no counter answering', () => {
  it('refuses the attempt with 503 rather than let it through uncounted', async () => {
    // A pool on a port nothing listens on: the database counters fail as with a database that went away.
    const down = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/down' });
    const warnings: unknown[] = [];
    try {
      const throttle = loginThrottle(databaseCounters(down.db), 10, { warn: (...args: unknown[]) => void warnings.push(args) } as never);
      await expect(throttle.admit('anyone', '192.0.2.99')).rejects.toMatchObject({ statusCode: 503, code: 'service_unavailable' });
      expect(warnings).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});
