import { describe, expect, it } from 'vitest';
import { messagesOf, tagsFromOthers } from './cache-bus.ts';

describe('invalidation messages', () => {
  it('carry the tags to the other processes, and not back to the sender', () => {
    const [message] = messagesOf('process-a', ['catalog:event', 'item:7']);
    expect(tagsFromOthers(message ?? '', 'process-b')).toEqual(['catalog:event', 'item:7']);
    expect(tagsFromOthers(message ?? '', 'process-a')).toBeNull();
  });

  it("split many tags into messages within PostgreSQL's 8000-byte NOTIFY limit, losing none", () => {
    const tags = Array.from({ length: 2_000 }, (_, index) => `item:${index}`);
    const messages = messagesOf('process-a', tags);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.every((message) => Buffer.byteLength(message) < 8_000)).toBe(true);
    expect(messages.flatMap((message) => tagsFromOthers(message, 'process-b') ?? [])).toEqual(tags);
  });

  it('ignore what is not a message of ours', () => {
    expect(tagsFromOthers('not json', 'process-b')).toBeNull();
    expect(tagsFromOthers('{"from":"x"}', 'process-b')).toBeNull();
    expect(tagsFromOthers('{"from":"x","tags":["item:1",2]}', 'process-b')).toEqual(['item:1']);
  });
});
