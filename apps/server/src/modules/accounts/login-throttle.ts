import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@trg/contract/errors';
import { HttpError } from '../../plugins/http-error.ts';
import { countersUnavailable, type CounterWindow, type WindowCounters } from '../../plugins/rate-limit.ts';

export interface ThrottleRule {
  /** Attempts in a window answered at full speed. */
  slowAfter: number;
  /** Attempts in a window after which the next are refused until the window ends; without it, never refused. */
  refuseAfter?: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Failed sign-ins (OWASP ASVS V2.2) are counted in 15-minute windows under three keys; the username is taken as
 * typed, trimmed and lower-cased, whether or not an account has it, so that no answer says which usernames exist:
 *
 * - `pair`: this username from this client address. Attempts 1-3 at full speed, 4-10 held one step more each
 *   (at most `MAX_DELAY_STEPS`), and from the 11th the pair alone is refused with 429 and Retry-After until its
 *   window ends, even with the right password. This is the only count that refuses.
 * - `account`: this username from any address (guessing spread over many addresses). Past 3 attempts each one
 *   is held one step more, at most `MAX_DELAY_STEPS`, and never refused: whatever strangers do, the owner's right
 *   password from another address signs in, at worst after the capped delay.
 * - `address`: this address for any username. Past 20 attempts held the same way, never refused on this count
 *   alone (many people can share an address behind NAT); the pair rule still refuses each pair it guesses at.
 *
 * An attempt is held for the largest of the three delays, so never more than `MAX_DELAY_STEPS` steps. Every
 * attempt is counted before the password is checked (parallel guesses cannot slip past the count); what a
 * successful one does to the counts is said at `succeeded`.
 */
export const LOGIN_THROTTLE = {
  pair: { slowAfter: 3, refuseAfter: 10, windowMs: FIFTEEN_MINUTES },
  account: { slowAfter: 3, windowMs: FIFTEEN_MINUTES },
  address: { slowAfter: 20, windowMs: FIFTEEN_MINUTES },
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

const normalized = (username: string) => username.trim().toLowerCase();
const accountKey = (username: string) => `login:account:${normalized(username)}`;
const addressKey = (address: string) => `login:address:${address}`;
// The address is encoded (an IPv6 address's colons become %3A) so that the first colon after it ends it: without
// that, a typed username beginning "5:" from 2001:db8::1 would count against the pair (2001:db8::1:5, the rest).
const pairKey = (username: string, address: string) => `login:pair:${encodeURIComponent(address)}:${normalized(username)}`;

/** The counts of one attempt, this attempt included. */
export interface LoginCounts {
  pair: CounterWindow;
  account: CounterWindow;
  address: CounterWindow;
}

/** What the counts say of an attempt: refused until a time (epoch ms), or held so long (0: at full speed). */
export type LoginVerdict = { refusedUntilMs: number } | { delayMs: number };

export function verdictFor(counts: LoginCounts, stepMs: number, now = Date.now()): LoginVerdict {
  if (counts.pair.hits > LOGIN_THROTTLE.pair.refuseAfter && counts.pair.resetAtMs > now) {
    return { refusedUntilMs: counts.pair.resetAtMs };
  }
  return {
    delayMs: Math.max(
      delayFor(counts.pair.hits, LOGIN_THROTTLE.pair, stepMs),
      delayFor(counts.account.hits, LOGIN_THROTTLE.account, stepMs),
      delayFor(counts.address.hits, LOGIN_THROTTLE.address, stepMs),
    ),
  };
}

export interface LoginThrottle {
  /** Counts an attempt; waits as long as the counts say, or throws 429 with Retry-After. */
  admit(username: string, address: string): Promise<void>;
  /** A successful sign-in: the pair starts afresh, and the account and address get this attempt back. */
  succeeded(username: string, address: string): Promise<void>;
}

/**
 * @param stepMs one step of delay (`LOGIN_SLOWDOWN_MS`; 0 holds nothing, for tests).
 * @param wait how an attempt is held; tests pass one that records the delays asked for.
 */
export function loginThrottle(
  counters: WindowCounters,
  stepMs: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
  wait: (ms: number) => Promise<unknown> = sleep,
): LoginThrottle {
  return {
    async admit(username, address) {
      let counts: LoginCounts;
      try {
        const [pair, account, client] = await Promise.all([
          counters.hit(pairKey(username, address), LOGIN_THROTTLE.pair.windowMs),
          counters.hit(accountKey(username), LOGIN_THROTTLE.account.windowMs),
          counters.hit(addressKey(address), LOGIN_THROTTLE.address.windowMs),
        ]);
        counts = { pair, account, address: client };
      } catch (error) {
        // As with the route limits: with no counter answering (Redis falls back to the database, so the
        // database is down too), the attempt is refused rather than let through uncounted.
        log.warn({ err: error }, 'login throttle unavailable');
        throw countersUnavailable();
      }
      const now = Date.now();
      const verdict = verdictFor(counts, stepMs, now);
      if ('refusedUntilMs' in verdict) throw tooManyAttempts(Math.max(1, Math.ceil((verdict.refusedUntilMs - now) / 1000)));
      if (verdict.delayMs > 0) await wait(verdict.delayMs);
    },
    /**
     * Only someone who knows the password gets here, so the pair (this username from this address) starts
     * afresh. The account and the address each get back the one attempt this sign-in counted, so that a
     * success never counts against anyone, and nothing more: the account's other attempts may be a stranger's
     * guesses from other addresses, and resetting them (or forgiving one more each time) would let every
     * sign-in of the owner (an app that signs in often, say) wipe that stranger's count, so that they guessed
     * on at full speed. The owner's own few typos from here stay in the account's count until the window ends;
     * they cost the owner at most a step or two, and only on a further sign-in within the 15 minutes.
     */
    async succeeded(username, address) {
      try {
        await Promise.all([
          counters.reset(pairKey(username, address)),
          counters.forgive(accountKey(username)),
          counters.forgive(addressKey(address)),
        ]);
      } catch (error) {
        log.warn({ err: error }, 'login throttle unavailable');
      }
    },
  };
}
