import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidationBus } from './cache-bus.ts';

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
  /**
   * The query parameters the answer depends on; any other (`utm_source`, a cache-buster) is left out of the key,
   * so that it neither makes an entry of its own nor misses the one kept. Without it every parameter counts
   * (the API's strict query schemas refuse unknown ones with a 400, which is never kept).
   */
  query?: (request: FastifyRequest) => readonly string[];
  /** Request headers beside Authorization that the answer depends on, for a shared cache's `Vary`. */
  vary?: readonly string[];
  /**
   * The part of the body that identifies it, for the ETag, when the body also carries what changes on every
   * render without changing what it shows (the time a page's data was read): so every process, and every render,
   * gives the same page the same ETag.
   */
  etagSource?(body: string): string;
}

export interface PublicCache {
  /** Drops at once every kept answer showing one of these tags, here and in the other processes; call it after the write commits. */
  invalidate(...tags: string[]): void;
  /** How many answers are kept now. */
  readonly size: number;
  /** The bytes they take: their bodies and keys. */
  readonly bytes: number;
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
  /** Carries invalidations to and from the other processes serving the site, each with a cache of its own. */
  bus?: InvalidationBus;
  /** The most bytes of answers kept; the oldest go first, so a crawler or a flood of addresses cannot grow memory. */
  maxBytes?: number;
}

/** The encodings a kept answer is also kept in, the browsers' favourite first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

interface Entry {
  /** The body as sent, in UTF-8: outside the JavaScript heap, and counted exactly. */
  body: Buffer;
  /**
   * The body compressed once, moments after it was kept, for every later client that accepts the encoding: a
   * kept page is sent without compressing it again on each request (46 KB of HTML took about a millisecond).
   */
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
  contentType: string | undefined;
  tags: readonly string[];
  storedAt: number;
}

/** The default of PUBLIC_CACHE_MB: some 350 home pages (46 KB each), more than this site has anonymous pages. */
export const PUBLIC_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** An answer larger than this share of the cache is sent but not kept: one answer must not empty the rest. */
const LARGEST_SHARE = 8;
/** What an entry costs beyond its body and key: the entry, its tags and the map's slot. */
const ENTRY_OVERHEAD_BYTES = 256;

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

const SORT = (left: [string, string], right: [string, string]) => (left[0] < right[0] ? -1 : left[0] > right[0] ? 1 : 0);

/**
 * The cache's key of an address: its path without a trailing slash, then its query parameters sorted by name
 * (each name's values in the order sent), keeping only `kept` when given. `?b=2&a=1` and `?a=1&b=2` are one entry,
 * and so are `/?utm_source=x` and `/` for a page that reads no parameter.
 */
export function canonicalUrl(url: string, kept?: readonly string[]): string {
  const mark = url.indexOf('?');
  const rawPath = mark === -1 ? url : url.slice(0, mark);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  if (mark === -1) return path;
  const pairs = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => !kept || kept.includes(name));
  if (pairs.length === 0) return path;
  return `${path}?${new URLSearchParams(pairs.sort(SORT)).toString()}`;
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

/**
 * `shared`: whether a shared cache may keep the answer; false when it sets a cookie (the csrftoken of a first
 * visit), which no CDN may hand to the next visitor.
 */
export function cacheControlFor(freshness: Freshness, windowSeconds: number, shared = true): string {
  if (!shared) {
    if (freshness === 'revalidate' || freshness === 'live') return 'private, no-cache';
    return `private, max-age=${freshness.maxAgeSeconds}`;
  }
  if (freshness === 'revalidate') return 'no-cache';
  if (freshness === 'live') {
    return windowSeconds > 0 ? `public, max-age=0, s-maxage=${windowSeconds}, stale-while-revalidate=${windowSeconds}` : 'public, no-cache';
  }
  return `public, max-age=${freshness.maxAgeSeconds}`;
}

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
const varyOf = (route: PublicCacheRoute) => ['Authorization', ...(route.vary ?? [])].join(', ');
// Any Authorization header, valid or not: an answer to it is never taken from nor put into the cache.
const isSignedIn = (request: FastifyRequest) => request.headers.authorization !== undefined;

const entryBytes = (key: string, entry: Entry) =>
  entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + key.length * 2 + ENTRY_OVERHEAD_BYTES;

/** Answers smaller than this are sent as they are (compression's own threshold). */
const COMPRESS_FROM_BYTES = 1024;
const isCompressible = (contentType: string | undefined) =>
  contentType !== undefined && /json|html|xml|text\/|javascript/.test(contentType);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Both encodings of a body, made on libuv's threads rather than the event loop's; brotli at a quality a page can afford once. */
async function encodingsOf(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * The kept encoding to send for an Accept-Encoding header: brotli, else gzip, whichever the client accepts (a
 * q of 0 refuses one; `*` accepts any); undefined for the uncompressed body.
 */
export function acceptedEncoding(header: string | undefined, kept: Partial<Record<Encoding, Buffer>>): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return ENCODINGS.find((encoding) => kept[encoding] && (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

/** Answers kept by method and canonical URL, oldest first (a Map keeps insertion order), within `maxBytes`. */
function answerStore(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by every invalidation: an answer read before a write and finished after it is not kept.
  let generation = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entryBytes(key, entry);
  };
  const shrinkTo = (limit: number) => {
    for (const oldest of entries.keys()) {
      if (bytes <= limit) break;
      drop(oldest);
    }
  };
  /** Adds the entry's encodings once made, if it is still the one kept under its key (not dropped or replaced). */
  const encode = async (key: string, entry: Entry) => {
    const encoded = await encodingsOf(entry.body).catch(() => null);
    if (!encoded || entries.get(key) !== entry) return;
    bytes -= entryBytes(key, entry);
    entry.encoded = encoded;
    bytes += entryBytes(key, entry);
    shrinkTo(maxBytes);
  };
  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    fresh(key: string, now: number, windowMs: number): Entry | undefined {
      const entry = entries.get(key);
      if (entry && now - entry.storedAt < windowMs) return entry;
      if (entry) drop(key);
      return undefined;
    },
    put(key: string, entry: Entry, readAtGeneration: number) {
      if (readAtGeneration !== generation) return;
      drop(key);
      const cost = entryBytes(key, entry);
      if (cost > maxBytes / LARGEST_SHARE) return;
      entries.set(key, entry);
      bytes += cost;
      shrinkTo(maxBytes);
      if (entry.body.length >= COMPRESS_FROM_BYTES && isCompressible(entry.contentType)) void encode(key, entry);
    },
    invalidate(tags: readonly string[]) {
      generation += 1;
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) drop(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * ETags, 304s and Cache-Control for the anonymous answers of routes that opt in with `config.publicCache`, and
 * an in-process cache of them for `windowSeconds`, served from onRequest so that a hit skips the handler and
 * the database. Register it after the security headers and compression (whose hooks must run on a hit too)
 * and before the routes. Signed-in requests bypass it both ways and are marked `private, no-store`.
 */
export const publicCachePlugin = fp<PublicCacheOptions>(async (app, { windowSeconds, maxBytes = PUBLIC_CACHE_MAX_BYTES, bus }) => {
  const store = answerStore(maxBytes);
  const windowMs = windowSeconds * 1000;
  // Keeping nothing, this process has nothing for the others to drop; what it drops, they must drop too.
  const neighbours = windowMs > 0 ? bus : undefined;
  if (neighbours) {
    await neighbours.start(
      (tags) => store.invalidate(tags),
      () => store.clear(),
    );
    app.addHook('onClose', () => neighbours.close());
  }

  app.decorate('publicCache', {
    invalidate: (...tags: string[]) => {
      store.invalidate(tags);
      neighbours?.publish(tags);
    },
    get size() {
      return store.size;
    },
    get bytes() {
      return store.bytes;
    },
  } satisfies PublicCache);
  app.decorateRequest('publicCacheState', null);

  const setCacheHeaders = (reply: FastifyReply, route: PublicCacheRoute, etag: string) => {
    void reply.header('ETag', etag).header('Cache-Control', cacheControlFor(route.freshness, windowSeconds)).header('Vary', varyOf(route));
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
    const key = `${request.method} ${canonicalUrl(request.url, route.query?.(request))}${route.variant ? ` ${route.variant(request)}` : ''}`;
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
    if (entry.encoded.br || entry.encoded.gzip) void reply.header('Vary', `${varyOf(route)}, accept-encoding`);
    const encoding = acceptedEncoding(request.headers['accept-encoding'], entry.encoded);
    // Compression's hook leaves alone an answer that already has a Content-Encoding.
    if (encoding) return reply.code(200).header('Content-Encoding', encoding).send(entry.encoded[encoding]);
    return reply.code(200).send(entry.body);
  });

  // A read ends with its answer, or with its client gone: either way the requests waiting on it go on.
  const release = async (request: FastifyRequest) => {
    const state = request.publicCacheState;
    if (state && !state.hit) state.release?.();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  /** The headers and the kept copy of an anonymous answer read by the handler (not a hit); its payload, or null for a 304. */
  const answered = (request: FastifyRequest, reply: FastifyReply, route: PublicCacheRoute, payload: unknown) => {
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      // A 404 for a draft may be a 200 a moment later: no cache keeps an error.
      if (reply.statusCode !== 304) void reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const etag = weakEtag(route.etagSource ? route.etagSource(payload.toString()) : payload);
    setCacheHeaders(reply, route, etag);
    const state = request.publicCacheState;
    if (state && !state.hit) {
      const contentType = reply.getHeader('Content-Type');
      store.put(
        state.key,
        {
          body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
          encoded: {},
          etag,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          tags: route.tags(request),
          storedAt: Date.now(),
        },
        state.generation,
      );
    }
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304);
    return null;
  };

  // Global, so it runs before compression's per-route onSend and sees the uncompressed body.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.config.publicCache;
    if (!route || !isReadMethod(request.method)) return payload;
    if (isSignedIn(request)) {
      void reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('Vary', varyOf(route));
      return payload;
    }
    const sent = request.publicCacheState?.hit ? payload : answered(request, reply, route, payload);
    // The cookie plugin's onSend, registered before this one, has written any cookie the answer sets (the csrftoken
    // of a first visit): no shared cache may keep such an answer and hand the cookie to the next visitor.
    if (reply.hasHeader('set-cookie') && reply.hasHeader('ETag')) {
      void reply.header('Cache-Control', cacheControlFor(route.freshness, windowSeconds, false));
    }
    return sent;
  });
});
