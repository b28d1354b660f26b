import { formatTable } from '../bench/report.ts';
import { median } from '../lighthouse/figures.ts';

/** A task's time beyond 50 ms blocks input: the measure Total Blocking Time adds up. */
export const BLOCKING_AFTER_MS = 50;

/** What one load of a page showed: the durations of its long tasks (over 50 ms), in milliseconds. */
export interface Load {
  longTasks: number[];
}

/** Time the load's long tasks blocked input: each one's time beyond 50 ms, summed. */
export function blockingTime(load: Load): number {
  return load.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - BLOCKING_AFTER_MS), 0);
}

export interface PageFigures {
  page: string;
  build: string;
  loads: Load[];
}

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

/** One row per page and build: the medians of the blocking time, the longest task and the count of long tasks. */
export function longTaskTable(rows: readonly PageFigures[]): string {
  return formatTable(
    ['page', 'build', 'blocking', 'longest task', 'long tasks', 'blocking in each load'],
    rows.map(({ page, build, loads }) => [
      page,
      build,
      ms(median(loads.map(blockingTime))),
      ms(median(loads.map((load) => Math.max(0, ...load.longTasks)))),
      String(median(loads.map((load) => load.longTasks.length)) ?? '-'),
      loads.map((load) => Math.round(blockingTime(load))).join(' '),
    ]),
  );
}
