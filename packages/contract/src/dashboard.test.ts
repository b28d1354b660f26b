import { describe, expect, it } from 'vitest';
import { recentWeekStarts, weekStartOf } from './dashboard.ts';

describe('dashboard weeks', () => {
  it('starts a week on Monday (UTC)', () => {
    expect(weekStartOf(Date.parse('2026-11-24T10:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
  });

  it('lists the last weeks oldest first, ending with this one', () => {
    expect(recentWeekStarts(Date.parse('2026-11-24T10:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });
});
