import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { ERROR_CODES } from '@trg/contract/errors';
import { HttpError, notFound } from './http-error.ts';
import { answerCollections, clusterScrape } from './metrics-cluster.ts';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** The route label of a request that matched no route (a 404 from the router): never the raw URL, which is unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsOptions {
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Without a token, /metrics answers 404 (production: see config.ts's METRICS_TOKEN). */
  offWithoutToken: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** Counts a payment's outcome (the payments plugin reports them). */
      countPayment(provider: string, outcome: string): void;
    };
  }
}

/**
 * The process's own metrics (CPU, memory, event loop lag, GC), once per process: each call of
 * collectDefaultMetrics starts its own observers, and tests build many apps in one process.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Compares in constant time (of the token's length, hashed first), so that timing tells nothing of the token. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

const bearerOf = (request: FastifyRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

/**
 * Prometheus metrics at /metrics: requests by route, the database pool, the public cache, the job queue,
 * payments by outcome and the process's defaults. Every value a gauge shows is read at scrape time. In a cluster's
 * worker the answer covers every process (metrics-cluster.ts). Register it after the database, the public cache
 * and the queue, and before the payments plugin, which reports to it. See docs/operations.md.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { token, offWithoutToken }) => {
    const registry = new Registry();
    const database: Database = app.database;

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const cacheRequests = new Counter({
      name: 'trg_public_cache_requests_total',
      help: 'Anonymous requests for a cacheable answer, by whether the public cache held it (hit) or not (miss)',
      labelNames: ['result'],
      registers: [registry],
    });
    const payments = new Counter({
      name: 'trg_payments_total',
      help: 'Payments by provider and outcome: succeeded, declined, failed (provider error), refunded, refund_failed',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    });
    // Both cache results exist from the start, so a ratio of them has no gap before the first hit.
    cacheRequests.inc({ result: 'hit' }, 0);
    cacheRequests.inc({ result: 'miss' }, 0);

    new Gauge({
      name: 'trg_public_cache_entries',
      help: 'Answers kept in the public cache',
      registers: [registry],
      collect() {
        this.set(app.publicCache.size);
      },
    });
    new Gauge({
      name: 'trg_public_cache_bytes',
      help: 'Bytes the answers kept in the public cache take',
      registers: [registry],
      collect() {
        this.set(app.publicCache.bytes);
      },
    });
    // PostgreSQL only: PGlite has one connection and no pool, and these stay empty.
    const poolGauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<NonNullable<Database['poolStats']>>>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = database.poolStats?.();
          if (stats) this.set(read(stats));
        },
      });
    poolGauge('trg_db_pool_connections', 'Connections the database pool holds open, busy or idle', (stats) => stats.total);
    poolGauge('trg_db_pool_idle_connections', 'Connections of the database pool not in use', (stats) => stats.idle);
    poolGauge('trg_db_pool_waiting_queries', 'Queries waiting for a connection of the database pool', (stats) => stats.waiting);
    new Gauge({
      name: 'trg_queue_jobs',
      help: 'Jobs not yet finished in the job queue, by queue and state (created, retry, active)',
      labelNames: ['queue', 'state'],
      // Every process reads the same table: the cluster's answer takes the largest, not the sum.
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const { name, state, jobs } of await app.queue.depth()) this.set({ queue: name, state }, jobs);
        } catch (error) {
          // The database is down: the series are missing from this scrape, which /api/health explains.
          app.log.warn({ err: error }, 'metrics: could not count the queued jobs');
        }
      },
    });

    app.decorate('metrics', { countPayment: (provider: string, outcome: string) => payments.inc({ provider, outcome }) });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      const cached = request.publicCacheState;
      if (cached) cacheRequests.inc({ result: cached.hit ? 'hit' : 'miss' });
    });

    const localMetrics = () => Registry.merge([processMetrics(), registry]).metrics();
    // A partial answer would pass for the whole cluster's: none, and the scraper records the scrape as failed.
    const clusterWide = () =>
      clusterScrape().catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: the cluster did not answer');
        throw new HttpError(503, ERROR_CODES.unavailable, 'The metrics are not available right now.');
      });
    const inCluster = cluster.isWorker;
    if (inCluster) {
      let stopAnswering = () => {};
      app.addHook('onReady', async () => {
        stopAnswering = answerCollections(() => Promise.all([processMetrics().getMetricsAsJSON(), registry.getMetricsAsJSON()]));
      });
      app.addHook('onClose', async () => stopAnswering());
    }

    if (offWithoutToken && !token) app.log.info('GET /metrics is off: set METRICS_TOKEN to scrape it');
    app.get(
      METRICS_PATH,
      {
        schema: { hide: true },
        // Scraped every few seconds: a line for each would bury the log.
        logLevel: 'warn',
      },
      async (request, reply) => {
        if (!token) {
          if (offWithoutToken) throw notFound();
        } else {
          const sent = bearerOf(request);
          if (sent === undefined || !sameToken(sent, token)) {
            throw new HttpError(401, ERROR_CODES.unauthorized, 'The metrics need the bearer token.', undefined, {
              'WWW-Authenticate': 'Bearer realm="metrics"',
            });
          }
        }
        const text = inCluster ? await clusterWide() : await localMetrics();
        return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
      },
    );
  },
  { decorators: { fastify: ['database', 'publicCache', 'queue'] } },
);
