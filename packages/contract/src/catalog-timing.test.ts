import { describe, expect, it } from 'vitest';
import { timingProblems } from './catalog-rules.ts';

const NOW = Date.UTC(2026, 6, 1, 12, 0);
const item = {
  date: '2026-07-14',
  time: '19:30',
  timeZone: 'Europe/Paris',
  salesStartDate: '2026-07-01',
  salesStartTime: '09:00',
  salesEndDate: '2026-07-14',
  salesEndTime: '19:30',
};

describe('timingProblems: the times a new item may not start with', () => {
  it('accepts a start to come with sales that close at the start', () => {
    expect(timingProblems('event', item, NOW)).toEqual([]);
  });

  it('refuses a start that has passed, saying when it was', () => {
    expect(timingProblems('event', { ...item, date: '2020-03-14', salesStartDate: null, salesEndDate: null }, NOW)).toEqual([
      { field: 'date', message: '14 March 2020 at 19:30 has passed: choose a date still to come.' },
    ]);
    // Earlier today in Paris has passed too; later today has not.
    expect(timingProblems('event', { ...item, date: '2026-07-01', time: '13:59', salesEndDate: null }, NOW)).toHaveLength(1);
    expect(timingProblems('event', { ...item, date: '2026-07-01', time: '14:01', salesEndDate: null }, NOW)).toEqual([]);
  });

  it('refuses sales that end after the start, and a sales end before the sales start', () => {
    expect(timingProblems('experience', { ...item, salesEndTime: '19:31' }, NOW)).toEqual([
      { field: 'salesEndDate', message: 'Sales must end by the start of the experience.' },
    ]);
    expect(timingProblems('event', { ...item, salesStartDate: '2026-07-10', salesEndDate: '2026-07-05' }, NOW)).toEqual([
      { field: 'salesEndDate', message: 'The sales end must come after the sales start.' },
    ]);
  });

  it('says nothing of times not typed yet', () => {
    const empty = {
      date: null,
      time: null,
      timeZone: 'Europe/Paris',
      salesStartDate: null,
      salesStartTime: null,
      salesEndDate: null,
      salesEndTime: null,
    };
    expect(timingProblems('event', empty, NOW)).toEqual([]);
  });
});
