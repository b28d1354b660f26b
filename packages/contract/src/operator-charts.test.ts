import { describe, expect, it } from 'vitest';
import { daysInRange, resolveRange, StatsExportQuerySchema, StatsQuerySchema, statsCsvFilename } from './operator-charts.ts';

describe('the overview range', () => {
  const now = new Date('2026-11-24T05:00:00Z');

  it('defaults to the last 30 days up to today, UTC', () => {
    expect(resolveRange({}, now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(daysInRange('2026-10-26', '2026-11-24')).toBe(30);
    expect(resolveRange({ to: '2026-03-31' }, now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(resolveRange({ from: '2026-11-01' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('takes up to 366 days, the start on or before the end', () => {
    expect(StatsQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(StatsQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(false);
    expect(StatsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(StatsQuerySchema.safeParse({ from: '2026-02-29', to: '2026-03-01' }).success).toBe(false);
    expect(StatsQuerySchema.parse({ currency: ' eur ' }).currency).toBe('EUR');
    expect(StatsQuerySchema.parse({ currency: '' }).currency).toBeUndefined();
    expect(StatsQuerySchema.safeParse({ currency: 'EURO' }).success).toBe(false);
    expect(StatsExportQuerySchema.safeParse({ chart: 'pie' }).success).toBe(false);
  });
});

describe('the CSV', () => {
  it('makes formulas harmless and quotes what needs it', () => {
    expect(statsCsvFilename('funnel', { from: '2026-01-01', to: '2026-01-31', currency: null })).toBe('funnel_2026-01-01_2026-01-31.csv');
  });
});
