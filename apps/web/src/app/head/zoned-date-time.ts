import { isIsoDate, TIME_24H } from '@trg/contract/dates';
import { instantOf } from '@trg/contract/local-time';

/** '+01:00', '-03:30', '+00:00' for minutes east of Greenwich. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A local date and 24-hour time in an item's time zone as ISO 8601 with the UTC offset it has then
 * ('2026-12-05T19:00:00+01:00', '2026-07-18T19:30:00+02:00' in Paris); the date alone without a time; undefined
 * without a valid date or with a zone that is not known. The zone is the item's IANA zone (timeZoneId) or, from an
 * answer without one, the short offset on its date; the instant is the contract's (local-time.ts).
 */
export function zonedDateTime(date: string | null | undefined, time: string | null | undefined, timeZone: string): string | undefined {
  if (!date || !isIsoDate(date)) return undefined;
  if (!time || !TIME_24H.test(time)) return date;
  const instant = instantOf(date, time, timeZone);
  if (instant === undefined) return undefined;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wallClock = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  return `${date}T${time.slice(0, 5)}:00${offsetText((wallClock - instant) / 60_000)}`;
}
