import { describe, expect, it } from 'vitest';
import { compareIso, formatDate, formatTime, isIsoDate, isoDateInDays } from './dates.ts';

describe('dates', () => {
  it('shows day, full month name and year', () => {
    expect(formatDate('2026-07-14')).toBe('14 July 2026');
    expect(formatDate('2027-01-03T10:00:00Z')).toBe('3 January 2027');
    expect(formatDate(new Date(Date.UTC(2026, 11, 25)))).toBe('25 December 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows 24-hour times', () => {
    expect(formatTime('19:30')).toBe('19:30');
    expect(formatTime('07:05:00')).toBe('07:05');
    expect(formatTime('25:00')).toBe('');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('14/07/2026')).toBe(false);
  });

  it('counts calendar days from a date in UTC, across months and years', () => {
    const from = new Date(Date.UTC(2026, 11, 30, 23, 30));
    expect(isoDateInDays(0, from)).toBe('2026-12-30');
    expect(isoDateInDays(3, from)).toBe('2027-01-02');
    expect(isoDateInDays(-30, from)).toBe('2026-11-30');
  });
});

describe('compareIso', () => {
  it('orders dates, and dates with times, earliest first', () => {
    const when = ['2027-01-05 09:00', '2026-12-01 19:00', '2026-12-01 09:30', '9999-12-31 23:59', '2026-12-01'];
    expect([...when].sort(compareIso)).toEqual([
      '2026-12-01',
      '2026-12-01 09:30',
      '2026-12-01 19:00',
      '2027-01-05 09:00',
      '9999-12-31 23:59',
    ]);
    expect(compareIso('2026-12-01', '2026-12-01')).toBe(0);
  });
});
