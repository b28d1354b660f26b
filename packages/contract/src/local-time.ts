import { isIsoDate, TIME_24H } from './dates.ts';

/*
 * Local time to an instant, read one way everywhere: the short offset labels items store ('GMT', 'GMT+01:00'),
 * the offsets Intl names ('GMT+02:00') and a local date and 24-hour time in such a zone. Nothing here imports zod
 * or a list, so that the first script of a page can carry it.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Minutes east of Greenwich of an offset label: 'GMT' 0, 'GMT+01:00' 60, 'GMT-03:30' -210; 'UTC', 'GMT-3',
 * 'UTC+5:30' and Intl's minus sign read too. Undefined for anything else, such as an IANA name ('Europe/Paris').
 */
export function offsetMinutes(label: string): number | undefined {
  const match = /^(?:GMT|UTC)(?:([+\-\u2212])(\d{1,2})(?::?(\d{2}))?)?$/.exec(label.trim());
  if (!match) return undefined;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

/** The instant (ms) of a local date and 24-hour time in an offset zone; undefined when any part is missing or unreadable. */
export function instantOf(
  date: string | null | undefined,
  time: string | null | undefined,
  timeZone: string | null | undefined,
): number | undefined {
  if (!date || !isIsoDate(date) || !time || !TIME_24H.test(time) || !timeZone) return undefined;
  const offset = offsetMinutes(timeZone);
  if (offset === undefined) return undefined;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0) - offset * MINUTE_MS;
}

/** The first instant after a local day in an offset zone (its midnight): the end of a day counted whole. */
export function endOfDay(date: string | null | undefined, timeZone: string | null | undefined): number | undefined {
  const start = instantOf(date, '00:00', timeZone);
  return start === undefined ? undefined : start + DAY_MS;
}
