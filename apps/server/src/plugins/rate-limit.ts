import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { ERROR_CODES } from '@trg/contract/errors';
import { HttpError } from './http-error.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on the database, so that limits hold across instances without Redis. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = Date.now();
      const resetAt = now + timeWindow;
      queryRows<{ hits: number; reset_at_ms: string | number }>(db, sql`
        insert into rate_limit_hits (key, hits, reset_at_ms) values (${key}, 1, ${resetAt})
        on conflict (key) do update set
          hits = case when rate_limit_hits.reset_at_ms <= ${now} then 1 else rate_limit_hits.hits + 1 end,
          reset_at_ms = case when rate_limit_hits.reset_at_ms <= ${now} then ${resetAt} else rate_limit_hits.reset_at_ms end
        returning hits, reset_at_ms`)
        .then((rows) => {
          const row = rows[0];
          if (!row) throw new Error('rate limit upsert returned no row');
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at_ms) - now) });
          // Sweep lapsed windows now and then so the table stays small.
          if (Math.random() < 0.01) void db.execute(sql`delete from rate_limit_hits where reset_at_ms < ${now}`).catch(() => undefined);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** Limits are opt-in per route (`config.rateLimit`); counters live in Redis when configured, else the database. */
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
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'trg-rl:' } : { store: databaseRateLimitStore(db) }),
    // A broken counter store must not take the site down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
});
