import type { EndpointName } from './endpoints.ts';
import type { LoadFigures } from './load.ts';
import type { StatementCount } from './statements.ts';

export interface Row extends LoadFigures {
  endpoint: EndpointName;
  /** Requests a second over the floor's; null when the floor was not measured. */
  ratio: number | null;
}

/** Each endpoint's figures with its speed as a share of the floor's. */
export function withRatios(figures: readonly (LoadFigures & { endpoint: EndpointName })[]): Row[] {
  const floor = figures.find((row) => row.endpoint === 'floor');
  return figures.map((row) => ({
    ...row,
    ratio: floor && floor.requestsPerSecond > 0 ? row.requestsPerSecond / floor.requestsPerSecond : null,
  }));
}

/** Columns padded to their widest cell: the first to the left, the others (numbers) to the right. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
const oneDecimal = (value: number) => value.toFixed(1);

export function loadTable(rows: readonly Row[]): string {
  return formatTable(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio'],
    rows.map((row) => [
      row.endpoint,
      whole(row.requestsPerSecond),
      oneDecimal(row.p50Ms),
      oneDecimal(row.p99Ms),
      whole(row.errors),
      row.ratio === null ? '-' : row.ratio.toFixed(3),
    ]),
  );
}

export function statementTable(counts: readonly StatementCount[]): string {
  return formatTable(
    ['endpoint', 'statements per request'],
    counts.map((count) => [count.endpoint, String(count.count)]),
  );
}

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** bench/results/<YYYY-MM-DD>-<HHMM>.json, in local time, as a person reads the clock. */
export function resultFileName(at: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}.json`;
}
