import { isIsoDate, TIME_24H } from '@trg/contract/dates';
import { offsetMinutes } from '@trg/contract/local-time';

/** '+01:00', '-03:30', '+00:00' for minutes east of Greenwich. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The offset of an IANA zone at an instant, read from Intl ('GMT+02:00' -> 120); undefined for an unknown zone. */
function ianaOffsetAt(timeZone: string, instant: number): number | undefined {
  try {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name === undefined ? undefined : offsetMinutes(name);
  } catch {
    return undefined;
  }
}

/**
 * The offset that applies to a wall-clock time in `timeZone`. Items store a fixed offset label ('GMT',
 * 'GMT+01:00', as the host picked it and as the server reads it); an IANA name ('Europe/Paris') is read with
 * Intl at that date, so summer and winter differ.
 */
function offsetForWallClock(wallClockAsUtc: number, timeZone: string): number | undefined {
  const fixed = offsetMinutes(timeZone);
  if (fixed !== undefined) return fixed;
  // Two passes: the offset at the first guess can differ from the one at the real instant across a change.
  const first = ianaOffsetAt(timeZone, wallClockAsUtc);
  if (first === undefined) return undefined;
  return ianaOffsetAt(timeZone, wallClockAsUtc - first * 60_000) ?? first;
}

/**
 * A local date and 24-hour time in an item's time zone as ISO 8601 with its UTC offset
 * ('2026-12-05T19:00:00+01:00'); the date alone without a time; undefined without a valid date or with a
 * time zone that names no offset.
 */
export function zonedDateTime(date: string | null | undefined, time: string | null | undefined, timeZone: string): string | undefined {
  if (!date || !isIsoDate(date)) return undefined;
  if (!time || !TIME_24H.test(time)) return date;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wallClock = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  const offset = offsetForWallClock(wallClock, timeZone);
  if (offset === undefined) return undefined;
  return `${date}T${time.slice(0, 5)}:00${offsetText(offset)}`;
}
