import { formatDate } from '@trg/contract/dates';
import { SITE_LOCALE } from '@trg/contract/display';

// Slots' dates are calendar dates in the experience's own zone: they are read as written, never moved into the
// browser's zone, hence UTC throughout.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'YYYY-MM' of an ISO date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `delta` months before (negative) or after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const first = utc(`${month}-01`);
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + delta, 1)).toISOString().slice(0, 7);
}

/** 'July 2026'. */
export const monthTitle = (month: string) => formatDate(`${month}-01`).replace(/^1 /, '');

/** A month's weeks, Monday first: seven ISO dates a row, null for the days of the months either side. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = utc(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The days of the week, Monday first, short ('Mon') and long ('Monday'), in the site's language. */
export function weekdayNames(): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(SITE_LOCALE, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(SITE_LOCALE, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = utc(`2024-01-0${index + 1}`);
    return { short: short.format(day), long: long.format(day) };
  });
}

/** 'Saturday 4 July 2026'. */
export function dayText(date: string): string {
  const weekday = new Intl.DateTimeFormat(SITE_LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(utc(date));
  return `${weekday} ${formatDate(date)}`;
}

/** '11:00–12:30', or '11:00' when it would end after midnight. */
export const slotTimeText = (slot: { time: string; endTime: string | null }) => (slot.endTime ? `${slot.time}–${slot.endTime}` : slot.time);
