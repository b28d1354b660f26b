import { describe, expect, it } from 'vitest';
import { blockingTime, longTaskTable } from './figures.ts';

describe('long-task figures', () => {
  it('counts each long task’s time beyond 50 ms', () => {
    expect(blockingTime({ longTasks: [51, 120, 80] })).toBe(1 + 70 + 30);
    expect(blockingTime({ longTasks: [] })).toBe(0);
  });

  it('reports the medians per page and build, with every load’s blocking time', () => {
    const table = longTaskTable([
      { page: '/Events', build: 'this', loads: [{ longTasks: [100] }, { longTasks: [60, 70] }, { longTasks: [200, 90] }] },
      { page: '/Events', build: 'before', loads: [] },
    ]);
    const [, , events, before] = table.split('\n');
    // Blocking 50, 30 and 190: median 50; longest tasks 100, 70, 200: median 100; counts 1, 2, 2: median 2.
    expect(events?.split(/\s{2,}/)).toEqual(['/Events', 'this', '50 ms', '100 ms', '2', '50 30 190']);
    expect(before?.split(/\s{2,}/)).toEqual(['/Events', 'before', '-', '-', '-']);
  });
});
