import { once } from 'node:events';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { ERROR_CODES } from '@trg/contract/errors';
import { HttpError } from './http-error.ts';

export interface CounterWindow {
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** When the window ends (epoch ms); it starts with its first hit and is not extended by later ones. */
  resetAtMs: number;
}

/** Fixed-window counters shared by every instance: in Redis when configured, else in the database. */
export interface WindowCounters {
  hit(key: string, windowMs: number): Promise<CounterWindow>;
  /** Takes one hit back (never below zero). */
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Counts one hit on `key` in the `rate_limit_hits` table, starting a new window when the last one lapsed. */
async function countHit(db: Db, key: string, windowMs: number): Promise<CounterWindow> {
  const now = Date.now();
  const resetAt = now + windowMs;
  const rows = await queryRows<{ hits: number; reset_at_ms: string | number }>(
    db,
    sql`
    insert into rate_limit_hits (key, hits, reset_at_ms) values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at_ms <= ${now} then 1 else rate_limit_hits.hits + 1 end,
      reset_at_ms = case when rate_limit_hits.reset_at_ms <= ${now} then ${resetAt} else rate_limit_hits.reset_at_ms end
    returning hits, reset_at_ms`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  // Sweep lapsed windows now and then so the table stays small.
  if (Math.random() < 0.01) void db.execute(sql`delete from rate_limit_hits where reset_at_ms < ${now}`).catch(() => undefined);
  return { hits: Number(row.hits), resetAtMs: Number(row.reset_at_ms) };
}

export function databaseCounters(db: Db): WindowCounters {
  return {
    hit: (key, windowMs) => countHit(db, key, windowMs),
    forgive: async (key) => {
      await db.execute(sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${key}`);
    },
    reset: async (key) => {
      await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
    },
  };
}

const REDIS_PREFIX = 'trg-rl:';

export function redisCounters(redis: Redis): WindowCounters {
  return {
    hit: async (key, windowMs) => {
      // The window's end is set as an instant and read back as one (Redis 7's PEXPIRETIME), so that every hit of
      // a window names the same end to the millisecond: the database's copy of the count is keyed by it.
      const end = Date.now() + windowMs;
      const results = await redis
        .multi()
        .set(REDIS_PREFIX + key, '0', 'PXAT', end, 'NX')
        .incr(REDIS_PREFIX + key)
        .pexpiretime(REDIS_PREFIX + key)
        .exec();
      const hits = Number(results?.[1]?.[1]);
      const expiresAt = Number(results?.[2]?.[1]);
      if (!Number.isFinite(hits)) throw new Error('redis counter answered no count');
      return { hits, resetAtMs: expiresAt > 0 ? expiresAt : end };
    },
    forgive: async (key) => {
      const left = await redis.decr(REDIS_PREFIX + key);
      if (left <= 0) await redis.del(REDIS_PREFIX + key);
    },
    reset: async (key) => {
      await redis.del(REDIS_PREFIX + key);
    },
  };
}

/**
 * The database's copy of the counts kept in Redis, written behind them: each process adds up its hits and writes
 * them in one statement every FLOOR_FLUSH_MS (and at once when Redis fails). When Redis starts a window afresh for
 * a key (it restarted empty, or evicted the key) the copy is read, and a window still running there carries on
 * from its count: the database's counts are the floor. At most one flush interval of one process's hits is lost,
 * and only when that process dies too.
 */
export const FLOOR_FLUSH_MS = 1_000;

function databaseFloor(db: Db) {
  /** Hits not yet written, by key, with the end of the window they fell in. */
  let pending = new Map<string, { hits: number; resetAtMs: number }>();
  let writing: Promise<void> = Promise.resolve();
  const flushNow = async () => {
    if (pending.size === 0) return;
    const rows = [...pending];
    pending = new Map();
    const now = Date.now();
    const values = sql.join(
      rows.map(([key, { hits, resetAtMs }]) => sql`(${key}, ${hits}, ${resetAtMs})`),
      sql`, `,
    );
    await db.execute(sql`
      insert into rate_limit_hits (key, hits, reset_at_ms) values ${values}
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at_ms <= ${now} then excluded.hits else rate_limit_hits.hits + excluded.hits end,
        reset_at_ms = case when rate_limit_hits.reset_at_ms <= ${now} then excluded.reset_at_ms else rate_limit_hits.reset_at_ms end`);
  };
  return {
    add(key: string, resetAtMs: number) {
      const entry = pending.get(key);
      if (entry) entry.hits += 1;
      else pending.set(key, { hits: 1, resetAtMs });
    },
    /** Writes what is pending, one write at a time; a failed write is dropped (the floor is a floor). */
    flush(): Promise<void> {
      writing = writing.then(flushNow).catch(() => undefined);
      return writing;
    },
    /** The count the database holds for a window of `key` still running, if any. */
    async running(key: string, now: number): Promise<CounterWindow | undefined> {
      const rows = await queryRows<{ hits: number; reset_at_ms: string | number }>(
        db,
        sql`select hits, reset_at_ms from rate_limit_hits where key = ${key} and reset_at_ms > ${now}`,
      );
      const row = rows[0];
      return row && Number(row.hits) > 0 ? { hits: Number(row.hits), resetAtMs: Number(row.reset_at_ms) } : undefined;
    },
  };
}

/** How long Redis is left alone after a failed command before it is tried again. */
const REDIS_PAUSE_MS = 5_000;
/** How long a start waits for Redis's first connection before counting in the database meanwhile. */
const REDIS_CONNECT_WAIT_MS = 2_000;

/** Resolves when Redis is ready, has failed to connect or the wait is over, whichever comes first. */
async function firstConnection(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  const done = new AbortController();
  const { signal } = done;
  await Promise.race([
    once(redis, 'ready', { signal }),
    once(redis, 'error', { signal }),
    new Promise((resolve) => setTimeout(resolve, waitMs).unref()),
  ]).catch(() => undefined);
  // Drops the listeners still waiting (the rejections they make are the race's, already handled).
  done.abort();
}

export interface FailoverCounters extends WindowCounters {
  /** Writes the hits counted in Redis to the database's copy now (the plugin does so every FLOOR_FLUSH_MS). */
  flush(): Promise<void>;
  /** Whether the counters are in Redis now (false while they fall back to the database). */
  readonly onRedis: boolean;
}

/**
 * Counters in Redis while it answers, in the database while it does not: a limit is never switched off
 * because Redis is down. The database keeps a copy of Redis's counts (databaseFloor), written behind them: when
 * Redis fails, counting goes on in the database from that copy, and when Redis comes back empty a running window
 * goes on from it too. A count that Redis still holds after an outage is not raised by what the database counted
 * meanwhile, so across a switch back a client may get up to one extra window's worth; each switch is logged once,
 * not per request.
 */
export function failoverCounters(redis: Redis, db: Db, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): FailoverCounters {
  const primary = redisCounters(redis);
  const fallback = databaseCounters(db);
  const floor = databaseFloor(db);
  let down = false;
  let pausedUntil = 0;
  const markDown = (error?: unknown) => {
    pausedUntil = Date.now() + REDIS_PAUSE_MS;
    if (down) return;
    down = true;
    // What Redis counted lately goes to the database first, so counting there goes on from it.
    void floor.flush();
    log.warn({ err: error }, 'Redis is unreachable: rate limits and the login throttle count in the database until it returns');
  };
  const markUp = () => {
    if (!down) return;
    down = false;
    pausedUntil = 0;
    log.info('Redis is reachable again: rate limits and the login throttle count in Redis');
  };
  // ioredis reports every failed reconnection here; without a listener it prints each one.
  redis.on('error', (error: unknown) => markDown(error));
  redis.on('ready', markUp);
  // A lost connection may mean a Redis that comes back empty: what it counted lately goes to the database now.
  redis.on('close', () => void floor.flush());
  const usable = () => redis.status === 'ready' && Date.now() >= pausedUntil;

  /** `inRedis` while Redis answers, else (or when it fails) `op` on the database's counters. */
  async function run<T>(op: (counters: WindowCounters) => Promise<T>, inRedis: () => Promise<T> = () => op(primary)): Promise<T> {
    if (usable()) {
      try {
        const result = await inRedis();
        markUp();
        return result;
      } catch (error) {
        markDown(error);
      }
    }
    // The database counts on from Redis's last hits: their write (started as Redis failed) lands first.
    await floor.flush();
    return op(fallback);
  }

  /** A hit in Redis, written behind to the database; a window Redis starts afresh goes on from the database's count. */
  const hitInRedis = async (key: string, windowMs: number): Promise<CounterWindow> => {
    const counted = await primary.hit(key, windowMs);
    if (counted.hits !== 1) {
      floor.add(key, counted.resetAtMs);
      return counted;
    }
    // This process's own hits not yet written count too.
    await floor.flush();
    const kept = await floor.running(key, Date.now());
    // A copy of this very window (hits other requests counted in Redis since it started, already written) ends
    // when it does, to the millisecond; only a window with another end is one Redis lost.
    if (!kept || kept.resetAtMs === counted.resetAtMs) {
      floor.add(key, counted.resetAtMs);
      return counted;
    }
    // Added, not set: another process may have counted in the new window meanwhile.
    const results = await redis
      .multi()
      .incrby(REDIS_PREFIX + key, kept.hits)
      .pexpireat(REDIS_PREFIX + key, kept.resetAtMs)
      .exec();
    const hits = Number(results?.[0]?.[1]);
    if (!Number.isFinite(hits)) throw new Error('redis counter answered no count');
    floor.add(key, kept.resetAtMs);
    return { hits, resetAtMs: kept.resetAtMs };
  };

  return {
    get onRedis() {
      return usable();
    },
    flush: () => floor.flush(),
    hit: (key, windowMs) =>
      run(
        (counters) => counters.hit(key, windowMs),
        () => hitInRedis(key, windowMs),
      ),
    forgive: (key) => run((counters) => counters.forgive(key)),
    reset: async (key) => {
      // A fresh start holds in both stores, so that a later switch does not bring back an old count.
      await Promise.all([fallback.reset(key), usable() ? primary.reset(key).catch(markDown) : undefined]);
    },
  };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (Reflect.get(value, name) as unknown) : undefined;
}

/**
 * A @fastify/rate-limit store on our window counters (Redis with the database as fallback, or the database
 * alone), so that limits hold across instances. When no counter answers, the request is refused with 503:
 * a limit never fails open.
 */
export function counterRateLimitStore(counters: WindowCounters, log: Pick<FastifyBaseLogger, 'error'>) {
  return class CounterRateLimitStore {
    // Each route with its own limit counts under its own prefix, as the library's Redis store does.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = Date.now();
      counters
        .hit(this.prefix + key, timeWindow)
        .then(({ hits, resetAtMs }) => callback(null, { current: hits, ttl: Math.max(0, resetAtMs - now) }))
        .catch((error: unknown) => {
          log.error({ err: error }, 'rate limit counters unavailable');
          callback(countersUnavailable());
        });
    }

    // The library passes the route's merged limit options, the route itself under `routeInfo`.
    child(routeOptions: unknown) {
      const info = field(routeOptions, 'routeInfo');
      return new CounterRateLimitStore(routeOptions, `${String(field(info, 'method') ?? '')}${String(field(info, 'url') ?? '')}:`);
    }
  };
}

/** A route limit's key for signed-in routes: the user, whatever address they come from (else the address). */
export const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

export const countersUnavailable = () => new HttpError(503, ERROR_CODES.unavailable, 'The service is busy. Please try again in a moment.');

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    /** Window counters for limits that a route counts itself (such as failed logins). */
    counters: WindowCounters;
  }
}

/**
 * Limits are opt-in per route (`config.rateLimit`); counters live in Redis when configured and reachable,
 * else in the database.
 */
export const rateLimitPlugin = fp<{ db: Db; redisUrl: string | undefined; scale: number }>(async (app, { db, redisUrl, scale }) => {
  if (scale !== 1) {
    // Runs before @fastify/rate-limit's own onRoute hook, so the scaled limit is the one it applies.
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (limit && typeof limit === 'object' && typeof limit.max === 'number') {
        route.config = { ...route.config, rateLimit: { ...limit, max: Math.ceil(limit.max * scale) } };
      }
    });
  }
  // Commands fail at once while Redis is not connected (no offline queue) and after a short wait when it
  // hangs, so that a request falls back to the database instead of waiting for Redis.
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000, lazyConnect: false })
    : null;
  const failover = redis ? failoverCounters(redis, db, app.log) : null;
  const counters = failover ?? databaseCounters(db);
  // Start counting where the counts will live: without this wait the first requests after a start count in
  // the database while Redis is still connecting and the later ones in Redis, so a client gets extra hits.
  if (redis) await firstConnection(redis, REDIS_CONNECT_WAIT_MS);
  app.decorate('redis', redis);
  app.decorate('counters', counters);
  if (redis && failover) {
    const flushing = setInterval(() => void failover.flush(), FLOOR_FLUSH_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(flushing);
      await failover.flush();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    store: counterRateLimitStore(counters, app.log),
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ERROR_CODES.rateLimited, `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
});
