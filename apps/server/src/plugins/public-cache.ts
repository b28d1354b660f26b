import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or a shared cache (a CDN) may keep an anonymous answer:
 * - 'live': what a sale can change (listings, details); a shared cache keeps it for the in-process window and
 *   may serve it as long again while it revalidates, a browser always revalidates.
 * - 'revalidate': every use revalidates by ETag, which costs a 304 (the site's HTML).
 * - a number of seconds: anyone may keep it that long (data that changes rarely).
 */
export type Freshness = 'live' | 'revalidate' | { maxAgeSeconds: number };

/** A route's opt-in to the public cache (`config.publicCache`). */
export interface PublicCacheRoute {
  freshness: Freshness;
  /** What the answer shows, so that a write that changes it can drop it (`catalog:event`, `item:7`); read from 200s only. */
  tags(request: FastifyRequest): string[];
  /** Runs on every answer, from the cache too, for what must differ per client (the SPA's CSRF cookie). */
  onAnswer?(reply: FastifyReply): void;
  /** What else than the address the answer depends on (a cookie, say): kept apart under it. */
  variant?(request: FastifyRequest): string;
}

export interface PublicCache {
  /** Drops at once every kept answer showing one of these tags; call it after the write commits. */
  invalidate(...tags: string[]): void;
  /** How many answers are kept now. */
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRoute;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set by the cache's onRequest hook: this request was answered from the cache, or missed it under `key`. */
    publicCacheState: { hit: true } | { hit: false; key: string; generation: number; release?: () => void } | null;
  }
}

export interface PublicCacheOptions {
  /** How long an answer is kept in this process; 0 keeps none (ETags and 304s still work). */
  windowSeconds: number;
  /** The most answers kept; the oldest goes first, so a crawler walking pages cannot grow memory. */
  maxEntries?: number;
}

interface Entry {
  body: string | Buffer;
  etag: string;
  contentType: string | undefined;
  tags: readonly string[];
  storedAt: number;
}

export const PUBLIC_CACHE_MAX_ENTRIES = 1_000;

/**
 * The longest a request that missed waits for another request already reading the same answer. When a kept
 * answer lapses under load, the many requests for it then cost one read, not one each.
 */
export const READ_WAIT_MS = 1_000;

/** Signed-in answers may differ per user: no shared cache may keep them, nor may this one. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A weak ETag of the uncompressed body, so it holds whatever encoding compression picks. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when a request's If-None-Match names this ETag, or `*` (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

export function cacheControlFor(freshness: Freshness, windowSeconds: number): string {
  if (freshness === 'revalidate') return 'no-cache';
  if (freshness === 'live') {
    return windowSeconds > 0
      ? `public, max-age=0, s-maxage=${windowSeconds}, stale-while-revalidate=${windowSeconds}`
      : 'public, no-cache';
  }
  return `public, max-age=${freshness.maxAgeSeconds}`;
}

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
// Any Authorization header, valid or not: an answer to it is never taken from nor put into the cache.
const isSignedIn = (request: FastifyRequest) => request.headers.authorization !== undefined;

/** Answers kept by method and URL as sent, oldest first (a Map keeps insertion order). */
function answerStore(maxEntries: number) {
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation: an answer read before a write and finished after it is not kept.
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    fresh(key: string, now: number, windowMs: number): Entry | undefined {
      const entry = entries.get(key);
      if (entry && now - entry.storedAt < windowMs) return entry;
      if (entry) entries.delete(key);
      return undefined;
    },
    put(key: string, entry: Entry, readAtGeneration: number) {
      if (readAtGeneration !== generation) return;
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    invalidate(tags: readonly string[]) {
      generation += 1;
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
    },
  };
}

/**
 * ETags, 304s and Cache-Control for the anonymous answers of routes that opt in with `config.publicCache`, and
 * an in-process cache of them for `windowSeconds`, served from onRequest so that a hit skips the handler and
 * the database. Register it after the security headers and compression (whose hooks must run on a hit too)
 * and before the routes. Signed-in requests bypass it both ways and are marked `private, no-store`.
 */
export const publicCachePlugin = fp<PublicCacheOptions>(async (app, { windowSeconds, maxEntries = PUBLIC_CACHE_MAX_ENTRIES }) => {
  const store = answerStore(maxEntries);
  const windowMs = windowSeconds * 1000;

  app.decorate('publicCache', {
    invalidate: (...tags: string[]) => store.invalidate(tags),
    get size() {
      return store.size;
    },
  } satisfies PublicCache);
  app.decorateRequest('publicCacheState', null);

  const setCacheHeaders = (reply: FastifyReply, route: PublicCacheRoute, etag: string) => {
    void reply.header('ETag', etag).header('Cache-Control', cacheControlFor(route.freshness, windowSeconds)).header('Vary', 'Authorization');
  };

  /** Misses being read now, by key, each settled when its request has answered. */
  const reading = new Map<string, Promise<void>>();

  /** Waits for the request already reading `key`, if any; lets go of its claim if it takes too long. */
  const afterReading = async (key: string) => {
    const read = reading.get(key);
    if (!read) return;
    const settled = await Promise.race([read.then(() => true), sleep(READ_WAIT_MS, false, { ref: false })]);
    if (!settled && reading.get(key) === read) reading.delete(key);
  };

  /** This request reads `key`: others that miss it meanwhile wait for its answer. */
  const claim = (key: string) => {
    let settle = () => {};
    const read = new Promise<void>((resolve) => (settle = resolve));
    reading.set(key, read);
    return () => {
      if (reading.get(key) === read) reading.delete(key);
      settle();
    };
  };

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.config.publicCache;
    if (!route || !isReadMethod(request.method) || isSignedIn(request) || windowMs === 0) return;
    const key = `${request.method} ${request.url}${route.variant ? ` ${route.variant(request)}` : ''}`;
    let entry = store.fresh(key, Date.now(), windowMs);
    if (!entry && reading.has(key)) {
      await afterReading(key);
      entry = store.fresh(key, Date.now(), windowMs);
    }
    if (!entry) {
      const generation = store.generation;
      request.publicCacheState = { hit: false, key, generation, ...(reading.has(key) ? {} : { release: claim(key) }) };
      return;
    }
    const now = Date.now();
    request.publicCacheState = { hit: true };
    route.onAnswer?.(reply);
    setCacheHeaders(reply, route, entry.etag);
    void reply.header('Age', String(Math.floor((now - entry.storedAt) / 1000)));
    if (entry.contentType) void reply.header('Content-Type', entry.contentType);
    if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.code(200).send(entry.body);
  });

  // A read ends with its answer, or with its client gone: either way the requests waiting on it go on.
  const release = async (request: FastifyRequest) => {
    const state = request.publicCacheState;
    if (state && !state.hit) state.release?.();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  // Global, so it runs before compression's per-route onSend and sees the uncompressed body.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.config.publicCache;
    if (!route || !isReadMethod(request.method) || request.publicCacheState?.hit) return payload;
    if (isSignedIn(request)) {
      void reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('Vary', 'Authorization');
      return payload;
    }
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      // A 404 for a draft may be a 200 a moment later: no cache keeps an error.
      if (reply.statusCode !== 304) void reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const etag = weakEtag(payload);
    setCacheHeaders(reply, route, etag);
    const state = request.publicCacheState;
    if (state && !state.hit) {
      const contentType = reply.getHeader('Content-Type');
      store.put(
        state.key,
        { body: payload, etag, contentType: typeof contentType === 'string' ? contentType : undefined, tags: route.tags(request), storedAt: Date.now() },
        state.generation,
      );
    }
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304);
    return null;
  });
});
