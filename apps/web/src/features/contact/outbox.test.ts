import { describe, expect, it } from 'vitest';
import { createOutbox, OUTBOX_MAX_AGE_MS, type OutboxEntry, type SendOutcome } from './outbox.ts';
import { OUTBOX_KEY } from './outbox-key.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

function setup(outcomes: SendOutcome[] = []) {
  const storage = memoryStorage();
  const sent: OutboxEntry[] = [];
  let id = 0;
  let clock = 1_000;
  const outbox = createOutbox({
    storage,
    newId: () => `entry-${++id}`,
    now: () => clock,
    send: async (entry) => {
      sent.push(entry);
      return outcomes.shift() ?? 'sent';
    },
  });
  return { outbox, storage, sent, tick: (ms: number) => (clock += ms) };
}

describe('the contact outbox', () => {
  it('keeps a submission in storage before it is sent', () => {
    const { outbox, storage } = setup();
    outbox.add('signUp', { email: 'a@b.co' });
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toEqual([
      { id: 'entry-1', form: 'signUp', payload: { email: 'a@b.co' }, createdAt: 1_000, attempts: 0 },
    ]);
  });

  it('removes a submission once the server has accepted it', async () => {
    const { outbox, sent } = setup(['sent']);
    outbox.add('requestInfo', { firstName: 'Ana' });
    expect(await outbox.flush()).toBe(0);
    expect(sent.map((entry) => entry.id)).toEqual(['entry-1']);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps a submission that could not be delivered, and delivers it on a later flush', async () => {
    const { outbox, sent } = setup(['retry', 'sent']);
    outbox.add('signUp', { email: 'a@b.co' });
    expect(await outbox.flush()).toBe(1);
    expect(outbox.entries()[0]?.attempts).toBe(1);
    expect(await outbox.flush()).toBe(0);
    // The same id both times, so that the server stores it once.
    expect(sent.map((entry) => entry.id)).toEqual(['entry-1', 'entry-1']);
  });

  it('treats a send that throws as one to retry', async () => {
    const storage = memoryStorage();
    const outbox = createOutbox({ storage, newId: () => 'x1', send: () => Promise.reject(new Error('offline')) });
    outbox.add('signUp', {});
    expect(await outbox.flush()).toBe(1);
  });

  it('drops a submission the server refused for good', async () => {
    const { outbox } = setup(['rejected']);
    outbox.add('signUp', { email: 'bad' });
    expect(await outbox.flush()).toBe(0);
  });

  it('sends each waiting submission in order, including one added during the flush', async () => {
    const storage = memoryStorage();
    const order: string[] = [];
    let n = 0;
    const outbox = createOutbox({
      storage,
      newId: () => `e${++n}`,
      send: async (entry) => {
        order.push(entry.id);
        if (entry.id === 'e1') outbox.add('signUp', {});
        return 'sent';
      },
    });
    outbox.add('requestInfo', {});
    outbox.add('signUp', {});
    expect(await outbox.flush()).toBe(0);
    expect(order).toEqual(['e1', 'e2', 'e3']);
  });

  it('runs one flush at a time', async () => {
    const { outbox, sent } = setup();
    outbox.add('signUp', {});
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(sent).toHaveLength(1);
  });

  it('forgets submissions older than its limit without sending them', async () => {
    const { outbox, sent, tick } = setup(['retry']);
    outbox.add('signUp', {});
    await outbox.flush();
    tick(OUTBOX_MAX_AGE_MS + 1);
    expect(await outbox.flush()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('ignores storage it cannot read', async () => {
    const { outbox, storage } = setup();
    storage.setItem(OUTBOX_KEY, '{not json');
    expect(outbox.entries()).toEqual([]);
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ id: 1 }, { id: 'ok', form: 'signUp', payload: {}, createdAt: 1, attempts: 0 }]));
    expect(outbox.entries().map((entry) => entry.id)).toEqual(['ok']);
  });
});
