import { z } from '@trg/contract/zod';
import { OUTBOX_KEY } from './outbox-key.ts';

/**
 * Submissions that have not reached the server yet, kept in localStorage so that a form sent while offline or
 * during an outage is not lost: each is stored before it is sent and removed once the server has accepted it
 * (or refused it for good). Sending again happens on page load, when the browser comes back online, and a
 * minute after a failed try while the page stays open.
 */

/** Unsent submissions hold personal details; they are not kept on the device for ever. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const OutboxEntrySchema = z.object({
  /** Sent as Idempotency-Key, so that a resend the server already stored is stored once. */
  id: z.string(),
  form: z.enum(['requestInfo', 'signUp']),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.number(),
  attempts: z.number().int().min(0),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

/** What a try to send one entry came to. */
export type SendOutcome = 'sent' | 'retry' | 'rejected';

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface Outbox {
  add(form: OutboxEntry['form'], payload: Record<string, unknown>): OutboxEntry;
  entries(): OutboxEntry[];
  /** Tries every waiting entry once; resolves to how many are still waiting. */
  flush(): Promise<number>;
}

export function createOutbox(options: {
  storage: OutboxStorage;
  send(entry: OutboxEntry): Promise<SendOutcome>;
  newId(): string;
  now?: () => number;
  /** Runs the flush so that two tabs do not send the same entry at once (Web Locks, where there are). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}): Outbox {
  const { storage, send, newId, now = Date.now, exclusive = (task) => task() } = options;

  const read = (): OutboxEntry[] => {
    let raw: unknown;
    try {
      raw = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    } catch {
      return [];
    }
    const parsed = z.array(z.unknown()).safeParse(raw);
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const entry = OutboxEntrySchema.safeParse(item);
      return entry.success ? [entry.data] : [];
    });
  };

  const write = (entries: OutboxEntry[]) => {
    try {
      storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the submission is still sent once, it just cannot wait for a retry.
    }
  };

  const update = (id: string, change: (entry: OutboxEntry) => OutboxEntry | null) => {
    write(read().flatMap((entry) => (entry.id === id ? (change(entry) ?? []) : [entry])));
  };

  let running: Promise<number> | null = null;

  const flushOnce = async (): Promise<number> => {
    const cutoff = now() - OUTBOX_MAX_AGE_MS;
    const tried = new Set<string>();
    // Read again after each send: a submission added meanwhile is sent in this run too.
    for (let entry = read()[0]; entry; entry = read().find((next) => !tried.has(next.id))) {
      tried.add(entry.id);
      if (entry.createdAt < cutoff) {
        update(entry.id, () => null);
        continue;
      }
      let outcome: SendOutcome;
      try {
        outcome = await send(entry);
      } catch {
        outcome = 'retry';
      }
      update(entry.id, (current) => (outcome === 'retry' ? { ...current, attempts: current.attempts + 1 } : null));
    }
    return read().length;
  };

  return {
    add(form, payload) {
      const entry: OutboxEntry = { id: newId(), form, payload, createdAt: now(), attempts: 0 };
      write([...read(), entry]);
      return entry;
    },
    entries: read,
    flush() {
      running ??= exclusive(flushOnce).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
