import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How the processes serving one site tell each other which public answers a write changed: each keeps its own
 * public cache, so a host's edit on one machine must drop the item from every machine's.
 */
export interface InvalidationBus {
  /** Tells every other process to drop the answers showing these tags. */
  publish(tags: readonly string[]): void;
  /**
   * Starts hearing the other processes: `onTags` with what one of them dropped, `onGap` when messages may have
   * been missed (the connection was lost and is back), after which nothing kept can be trusted.
   */
  start(onTags: (tags: string[]) => void, onGap: () => void): Promise<void>;
  close(): Promise<void>;
}

export const CACHE_CHANNEL = 'trg_public_cache';

/** PostgreSQL's NOTIFY payload limit is 8000 bytes: tags go in messages well under it. */
const MAX_PAYLOAD_BYTES = 7_000;

/** Reconnecting after a lost connection: from the first wait, doubling, up to the last. */
const RECONNECT = { firstMs: 100, maxMs: 5_000 };

interface Message {
  from: string;
  tags: string[];
}

/** The messages carrying `tags` from `from`, each within the payload limit. */
export function messagesOf(from: string, tags: readonly string[]): string[] {
  const messages: string[] = [];
  let batch: string[] = [];
  const encode = (batchTags: string[]) => JSON.stringify({ from, tags: batchTags } satisfies Message);
  for (const tag of tags) {
    if (batch.length > 0 && Buffer.byteLength(encode([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      messages.push(encode(batch));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length > 0) messages.push(encode(batch));
  return messages;
}

/** The tags of a message another process sent; null for this process's own or anything malformed. */
export function tagsFromOthers(payload: string, self: string): string[] | null {
  try {
    const message = JSON.parse(payload) as Partial<Message>;
    if (message.from === self || !Array.isArray(message.tags)) return null;
    return message.tags.filter((tag): tag is string => typeof tag === 'string');
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's LISTEN/NOTIFY on the site's own database: a connection of its own listens (outside the pool, which
 * would hand it back); notices go out through `notify`, the pool. A lost listening connection is made again,
 * waiting longer each time, and its gap drops the whole cache.
 */
export function postgresBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): InvalidationBus {
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let waitMs = RECONNECT.firstMs;

  const listen = async (onTags: (tags: string[]) => void, onGap: () => void, isReconnect: boolean): Promise<void> => {
    const listener = new pg.Client({ connectionString: url });
    client = listener;
    const lost = (error?: Error) => {
      if (closed || client !== listener) return;
      client = null;
      log.warn({ err: error }, 'lost the connection that hears other processes drop cached pages; reconnecting');
      void listener.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = null;
        listen(onTags, onGap, true).catch((failure: unknown) => lost(failure instanceof Error ? failure : undefined));
      }, waitMs);
      waitMs = Math.min(waitMs * 2, RECONNECT.maxMs);
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    listener.on('notification', (notice) => {
      const tags = notice.payload === undefined ? null : tagsFromOthers(notice.payload, self);
      if (tags) onTags(tags);
    });
    await listener.connect();
    await listener.query(`listen ${CACHE_CHANNEL}`);
    waitMs = RECONNECT.firstMs;
    if (isReconnect) onGap();
  };

  return {
    publish: (tags) => {
      for (const payload of messagesOf(self, tags)) {
        notify(CACHE_CHANNEL, payload).catch((error: unknown) =>
          log.warn({ err: error }, 'could not tell other processes to drop cached pages'),
        );
      }
    },
    start: (onTags, onGap) => listen(onTags, onGap, false),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Redis pub/sub, when REDIS_URL is set: ioredis reconnects by itself; every reconnection is a gap. */
export function redisBus(url: string, log: Pick<FastifyBaseLogger, 'warn'>): InvalidationBus {
  const self = randomUUID();
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  // ioredis reports every failed reconnection here; without a listener it prints each one.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    publish: (tags) => {
      for (const payload of messagesOf(self, tags)) {
        publisher
          .publish(CACHE_CHANNEL, payload)
          .catch((error: unknown) => log.warn({ err: error }, 'could not tell other processes to drop cached pages'));
      }
    },
    start: async (onTags, onGap) => {
      subscriber.on('message', (_channel: string, payload: string) => {
        const tags = tagsFromOthers(payload, self);
        if (tags) onTags(tags);
      });
      // Whatever was published while the subscription was down is lost: the cache starts afresh when it is back.
      let lost = false;
      subscriber.on('close', () => (lost = true));
      subscriber.on('ready', () => {
        if (lost) onGap();
        lost = false;
      });
      // Redis being unreachable costs this process its neighbours' invalidations, not its start: ioredis keeps trying.
      const connected = await Promise.all([publisher.connect(), subscriber.connect()]).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'Redis is unreachable: cached pages are dropped here only until it answers');
          return false;
        },
      );
      // Sent once it connects when it has not yet; ioredis subscribes again after every reconnection.
      const subscribed = subscriber.subscribe(CACHE_CHANNEL);
      if (connected) await subscribed;
      else subscribed.catch(() => undefined);
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
