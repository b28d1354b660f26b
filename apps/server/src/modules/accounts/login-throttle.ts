import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@trg/contract/errors';
import { HttpError } from '../../plugins/http-error.ts';
import { countersUnavailable, type WindowCounters } from '../../plugins/rate-limit.ts';

export interface ThrottleRule {
  /** Attempts in a window answered at full speed. */
  slowAfter: number;
  /** Attempts in a window after which the next are refused until the window ends. */
  refuseAfter: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Failed sign-ins are counted per account (the username as typed, whether or not it exists, so that the
 * answer says nothing about existence) and per client address. Past `slowAfter` each attempt is held a
 * little longer (one step more per attempt, at most `MAX_DELAY_STEPS`); past `refuseAfter` it is refused.
 */
export const LOGIN_THROTTLE = {
  account: { slowAfter: 3, refuseAfter: 10, windowMs: FIFTEEN_MINUTES },
  address: { slowAfter: 20, refuseAfter: 50, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>;
export const MAX_DELAY_STEPS = 5;

/** How long to hold the `attempt`-th attempt of a window (1-based). */
export function delayFor(attempt: number, rule: ThrottleRule, stepMs: number): number {
  const steps = Math.min(Math.max(attempt - rule.slowAfter, 0), MAX_DELAY_STEPS);
  return steps * stepMs;
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

const accountKey = (username: string) => `login:account:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `login:address:${address}`;

export interface LoginThrottle {
  /** Counts an attempt; waits as long as the counts say, or throws 429 with Retry-After. */
  admit(username: string, address: string): Promise<void>;
  /** A successful sign-in: the account starts afresh and the address gets its attempt back. */
  succeeded(username: string, address: string): Promise<void>;
}

export function loginThrottle(
  counters: WindowCounters,
  stepMs: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
  wait: (ms: number) => Promise<unknown> = sleep,
): LoginThrottle {
  return {
    async admit(username, address) {
      let account;
      let client;
      try {
        [account, client] = await Promise.all([
          counters.hit(accountKey(username), LOGIN_THROTTLE.account.windowMs),
          counters.hit(addressKey(address), LOGIN_THROTTLE.address.windowMs),
        ]);
      } catch (error) {
        // As with the route limits: with no counter answering (Redis falls back to the database, so the
        // database is down too), the attempt is refused rather than let through uncounted.
        log.warn({ err: error }, 'login throttle unavailable');
        throw countersUnavailable();
      }
      const now = Date.now();
      const refusals = [
        account.hits > LOGIN_THROTTLE.account.refuseAfter ? account.resetAtMs : 0,
        client.hits > LOGIN_THROTTLE.address.refuseAfter ? client.resetAtMs : 0,
      ];
      const refusedUntil = Math.max(...refusals);
      if (refusedUntil > now) throw tooManyAttempts(Math.max(1, Math.ceil((refusedUntil - now) / 1000)));
      const delay = Math.max(
        delayFor(account.hits, LOGIN_THROTTLE.account, stepMs),
        delayFor(client.hits, LOGIN_THROTTLE.address, stepMs),
      );
      if (delay > 0) await wait(delay);
    },
    async succeeded(username, address) {
      try {
        await Promise.all([counters.reset(accountKey(username)), counters.forgive(addressKey(address))]);
      } catch (error) {
        log.warn({ err: error }, 'login throttle unavailable');
      }
    },
  };
}
