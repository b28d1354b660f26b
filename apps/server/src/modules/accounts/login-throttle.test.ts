import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '@trg/contract/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { openDatabase, type Db } from '../../db/client.ts';
import { createMember, createStaffUser, freshAddress } from '../../testing/factories.ts';
import { databaseCounters } from '../../plugins/rate-limit.ts';
import { LOGIN_THROTTLE, delayFor, loginThrottle } from './login-throttle.ts';

const STEP_MS = 100;
const REFUSED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
let ctx: TestContext;
/** The same app with no slow-down (LOGIN_SLOWDOWN_MS=0), for the many-attempt cases; their delays are asked of a recording throttle. */
let quick: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_SLOWDOWN_MS: String(STEP_MS) });
  quick = await createTestApp({ LOGIN_SLOWDOWN_MS: '0' });
});
afterAll(async () => {
  await ctx?.close();
  await quick?.close();
});

async function attempt(username: string, password: string, remoteAddress: string) {
  const started = performance.now();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login-user/', payload: { username, password }, remoteAddress });
  return { response, ms: performance.now() - started };
}

const signIn = (on: TestContext, username: string, password: string, remoteAddress: string) =>
  on.app.inject({ method: 'POST', url: '/api/login-user/', payload: { username, password }, remoteAddress });

/** A throttle on the app's own counters that records the delays it asks for instead of waiting. */
function recordingThrottle(db: Db, stepMs: number) {
  const waits: number[] = [];
  const throttle = loginThrottle(databaseCounters(db), stepMs, { warn: () => undefined }, async (ms) => waits.push(ms));
  return { throttle, waits };
}

function expectRefusal(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual({ code: 'rate_limited', message: REFUSED_MESSAGE });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('the slow-down curve', () => {
  it('answers the first attempts at full speed, then one step more per attempt, at most five', () => {
    const rule = LOGIN_THROTTLE.pair;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => delayFor(n, rule, 1000))).toEqual([
      0, 0, 0, 1000, 2000, 3000, 4000, 5000, 5000, 5000,
    ]);
    expect([1, 3, 4, 8, 9, 100].map((n) => delayFor(n, LOGIN_THROTTLE.account, 1000))).toEqual([0, 0, 1000, 5000, 5000, 5000]);
    expect([20, 21, 25, 26, 500].map((n) => delayFor(n, LOGIN_THROTTLE.address, 1000))).toEqual([0, 1000, 5000, 5000, 5000]);
    expect(LOGIN_THROTTLE.pair).toStrictEqual({ slowAfter: 3, refuseAfter: 10, windowMs: 15 * 60_000 });
    // Neither the account nor the address count refuses anyone.
    expect(LOGIN_THROTTLE.account).toStrictEqual({ slowAfter: 3, windowMs: 15 * 60_000 });
    expect(LOGIN_THROTTLE.address).toStrictEqual({ slowAfter: 20, windowMs: 15 * 60_000 });
  });

  it('holds each attempt as long as the largest of its pair, account and address counts say', async () => {
    const { throttle, waits } = recordingThrottle(ctx.database.db, 10);
    for (let i = 0; i < 10; i++) await throttle.admit('curve-account', '192.0.2.90');
    expect(waits).toEqual([10, 20, 30, 40, 50, 50, 50]);
    await expect(throttle.admit('curve-account', '192.0.2.90')).rejects.toMatchObject({ statusCode: 429 });
    // The same account from another address: admitted, held as long as the account's count says (capped).
    waits.length = 0;
    await throttle.admit('curve-account', '192.0.2.92');
    expect(waits).toEqual([50]);
    // Twenty-one names from one address: the address count slows the 21st.
    waits.length = 0;
    for (let i = 0; i < 11; i++) await throttle.admit(`curve-${i}`, '192.0.2.91');
    for (let i = 11; i < 21; i++) await throttle.admit(`curve-${i}`, '192.0.2.91');
    expect(waits).toEqual([10]);
  });

  it('slows guesses spread over many addresses by the account count, capped, and never refuses them', async () => {
    const { throttle, waits } = recordingThrottle(ctx.database.db, 10);
    for (let i = 0; i < 30; i++) await throttle.admit('spread-account', `192.0.2.${100 + i}`);
    expect(waits).toEqual([10, 20, 30, 40, ...Array(23).fill(50)]);
  });

  it('refuses only the pair, counting the username trimmed and in any case, and keeps address and username apart', async () => {
    const { throttle } = recordingThrottle(ctx.database.db, 0);
    for (let i = 0; i < 10; i++) await throttle.admit(i % 2 ? ' Pair-Case ' : 'pair-case', '192.0.2.140');
    await expect(throttle.admit('PAIR-CASE', '192.0.2.140')).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': expect.any(String) },
    });
    await expect(throttle.admit('pair-case', '192.0.2.141')).resolves.toBeUndefined();
    await expect(throttle.admit('another-name', '192.0.2.140')).resolves.toBeUndefined();
    // "5:victim" from 2001:db8::1 is not "victim" from 2001:db8::1:5.
    for (let i = 0; i < 11; i++) await throttle.admit('5:victim', '2001:db8::1').catch(() => undefined);
    await expect(throttle.admit('victim', '2001:db8::1:5')).resolves.toBeUndefined();
  });

  it('on a success starts the pair afresh and takes back that attempt alone, leaving the failures other addresses made', async () => {
    const { throttle, waits } = recordingThrottle(ctx.database.db, 10);
    for (let i = 0; i < 3; i++) await throttle.admit('forgiven', `192.0.2.${150 + i}`);
    // The owner's attempt is the account's 4th: one step.
    await throttle.admit('forgiven', '192.0.2.160');
    await throttle.succeeded('forgiven', '192.0.2.160');
    // Back to three, so a new address's attempt is the 4th again: one step. A reset would make it free (and let
    // the guesser carry on at full speed), no forgiveness at all two steps.
    await throttle.admit('forgiven', '192.0.2.161');
    expect(waits).toEqual([10, 10]);
  });
});

describe('failed sign-ins per account and address', () => {
  it('slows repeated failures, then refuses that address for the account with 429 and Retry-After, even with the right password', async () => {
    const { user, password } = await createMember(ctx.database.db);
    const timings: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const { response, ms } = await attempt(user.username, 'Wrong-Password-1', '198.51.100.10');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(LOGIN_FAILED_MESSAGE);
      timings.push(ms);
    }
    // The 9th attempt is held five steps (the curve itself is checked exactly above).
    expect(timings[8]).toBeGreaterThanOrEqual(5 * STEP_MS);

    expectRefusal((await attempt(user.username.toUpperCase(), password, '198.51.100.10')).response);

    // The owner, from another address, signs in.
    const owner = (await attempt(user.username.toUpperCase(), password, '198.51.100.11')).response;
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));

    // Other accounts from the same address still sign in.
    const other = await createMember(ctx.database.db);
    expect((await attempt(other.user.username, other.password, '198.51.100.10')).response.statusCode).toBe(200);
  });

  it('treats a username that does not exist exactly like one that does', async () => {
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push((await attempt('nobody-by-this-name', 'Wrong-Password-1', '198.51.100.20')).response);
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().error.message).toBe(REFUSED_MESSAGE);
  });

  it('starts the pair afresh after a successful sign-in', async () => {
    const { user, password } = await createMember(ctx.database.db);
    for (let i = 0; i < 9; i++) await attempt(user.username, 'Wrong-Password-1', '198.51.100.30');
    expect((await attempt(user.username, password, '198.51.100.30')).response.statusCode).toBe(200);
    // Without the fresh start these would be the 11th and 12th attempts of the window, and refused.
    for (let i = 0; i < 2; i++) {
      expect((await attempt(user.username, 'Wrong-Password-1', '198.51.100.30')).response.statusCode).toBe(400);
    }
  });
});

describe.each([
  ['a member', createMember],
  ['a staff member', createStaffUser],
])('a stranger guessing the password of %s', (_kind, create) => {
  it('12 wrong passwords from one address: the owner signs in from another; that address is refused for that account only', async () => {
    const owner = await create(quick.database.db);
    const other = await createMember(quick.database.db);
    const attacker = freshAddress();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await signIn(quick, owner.user.username, `Wrong-Password-${i}`, attacker));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(10).fill(400), 429, 429]);
    expectRefusal(answers[11]!);

    const signedIn = await signIn(quick, owner.user.username, owner.password, freshAddress());
    expect(signedIn.statusCode).toBe(200);
    const me = await quick.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Token ${signedIn.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.user.id, username: owner.user.username });

    // The attacking address: refused for that account even with its right password, not for another account.
    expectRefusal(await signIn(quick, owner.user.username, owner.password, attacker));
    const elsewhere = await signIn(quick, other.user.username, other.password, attacker);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().token).toEqual(expect.any(String));
  });

  it('failures spread over many addresses never refuse a new address, and slow it by the account count', async () => {
    const owner = await create(quick.database.db);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await signIn(quick, owner.user.username, `Wrong-Password-${i}`, freshAddress())).statusCode);
    answers.push((await signIn(quick, owner.user.username, 'Wrong-Password-x', freshAddress())).statusCode);
    expect(answers).toEqual(Array(13).fill(400));
    // A new address's attempt is the account's 14th in the window: held the full five steps, not refused.
    const { throttle, waits } = recordingThrottle(quick.database.db, 1000);
    await throttle.admit(owner.user.username, freshAddress());
    expect(waits).toEqual([5000]);
    const signedIn = await signIn(quick, owner.user.username, owner.password, freshAddress());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });
});

describe('failed sign-ins per client address', () => {
  it('slows an address past 20 failures across accounts but never refuses it on that count, while its pairs are refused as usual', async () => {
    const { user, password } = await createMember(quick.database.db);
    const address = freshAddress();
    // Five guesses at each of ten names: under every pair limit, past the address slow-down (the old refusal).
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn(quick, `guess-${i}`, `Wrong-Password-${round}`, address)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(400));
    }
    // The address's 51st attempt: held five steps, not refused.
    const { throttle, waits } = recordingThrottle(quick.database.db, 1000);
    await throttle.admit('someone-else-entirely', address);
    expect(waits).toEqual([5000]);
    // Someone else behind the same address signs in.
    expect((await signIn(quick, user.username, password, address)).statusCode).toBe(200);
    // One name guessed at past the pair limit is refused.
    const more = [];
    for (let i = 0; i < 6; i++) more.push(await signIn(quick, 'guess-0', 'Wrong-Password-x', address));
    expect(more.map((a) => a.statusCode)).toEqual([...Array(5).fill(400), 429]);
    expect(Number(more[5]!.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(quick, user.username, password, freshAddress())).statusCode).toBe(200);
  });
});

const redisSetups: [string, string][] = [['an unreachable Redis', 'redis://127.0.0.1:1']];
// Like TEST_DATABASE_URL: the real Redis is checked too when a server is named.
if (process.env.TEST_REDIS_URL) redisSetups.push(['the real Redis', process.env.TEST_REDIS_URL]);

describe.each(redisSetups)('failed sign-ins with %s configured', (_name, url) => {
  it('refuses 30 wrong passwords in parallel from one address past the pair limit, and the owner signs in from another', async () => {
    const withRedis = await createTestApp({ REDIS_URL: url, LOGIN_SLOWDOWN_MS: '1' });
    try {
      const { user, password } = await createMember(withRedis.database.db);
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
      expect((await signIn(withRedis, user.username, password, freshAddress())).statusCode).toBe(200);
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
