const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "14 July 2026" from an ISO date ("2026-07-14") or a timestamp; the calendar date is read as written. */
export function formatDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return '';
  return `${Number(day)} ${monthName} ${year}`;
}

/** A 24-hour time "HH:MM" (seconds, when sent, are dropped). */
export function formatTime(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(value);
  return match ? `${match[1]}:${match[2]}` : '';
}

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** True for a real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today's calendar date (UTC) as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar date `days` from `from` (default today), in UTC, as YYYY-MM-DD. */
export function isoDateInDays(days: number, from: Date = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days)).toISOString().slice(0, 10);
}

/**
 * Orders ISO dates and times ('2026-12-01', '2026-12-01 19:00') as they are written, earliest first: their text
 * sorts as their time does. Not `localeCompare`, whose first use loads the browser's collation rules (some 8 ms
 * on a slowed phone, while a page hydrates) to order digits it would order the same.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
