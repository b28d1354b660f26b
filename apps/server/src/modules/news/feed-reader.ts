import type { NewsItem } from '@trg/contract/news';
import { parseFeed } from './parse-feed.ts';

export interface FeedReaderOptions {
  url: string | undefined;
  /** How long a good answer is served before the feed is asked again. */
  ttlMs?: number;
  /** How long a good answer may still be served while the feed is failing. */
  staleMs?: number;
  /** How long to wait before asking a failing feed again. */
  retryMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export interface FeedReader {
  /** The current stories; an empty list when there is no feed or it cannot be read. Never throws. */
  read(): Promise<NewsItem[]>;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`the feed is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads the configured RSS/Atom feed with a short timeout and keeps the answer in this process for a while:
 * a cache (each instance may hold its own), so a slow or failing feed never slows the page or the server.
 */
export function createFeedReader({
  url,
  ttlMs = 15 * 60_000,
  staleMs = 6 * 60 * 60_000,
  retryMs = 60_000,
  timeoutMs = 3_000,
  maxBytes = 2 * 1024 * 1024,
  onError = () => undefined,
  now = Date.now,
}: FeedReaderOptions): FeedReader {
  let cached: { items: NewsItem[]; at: number } | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const fetchFeed = async () => {
    if (!url) return;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
      });
      if (!response.ok) throw new Error(`the feed answered ${response.status}`);
      cached = { items: parseFeed(await readCapped(response, maxBytes)), at: now() };
    } catch (error) {
      failedAt = now();
      onError(error);
    }
  };

  const usable = () => (cached && now() - cached.at <= staleMs ? cached.items : []);

  return {
    async read() {
      if (!url) return [];
      const fresh = cached && now() - cached.at < ttlMs;
      const waiting = now() - failedAt < retryMs;
      if (!fresh && !waiting) {
        inFlight ??= fetchFeed().finally(() => {
          inFlight = null;
        });
        // Stale stories are served at once while they refresh; with none, the first answer is awaited.
        if (usable().length === 0) await inFlight;
      }
      return usable();
    },
  };
}
