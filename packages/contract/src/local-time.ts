// The subpath: the package's index also defines TZDate, which patches Date's prototype and so cannot be left out of a page.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { isIsoDate, isoDateInDays, TIME_24H } from './dates.ts';

/*
 * Local time to an instant, read one way everywhere, on the server and in the browser: an item's zone is an IANA
 * name ('Europe/Paris'), whose offset changes with the clocks, and the offsets Intl names ('GMT+02:00') and the
 * spec's short labels ('GMT', 'GMT+01:00') read as fixed offsets. The tz database is the runtime's own, through
 * @date-fns/tz (a cached Intl formatter: docs/decisions/0014-zones-and-slots.md). Nothing here imports zod or a list,
 * so that the first script of a page can carry it.
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

const IANA_NAME = /^[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2}$/;
const knownNames = new Map<string, boolean>();

/** True for an IANA zone name the runtime's tz database knows ('Europe/Paris', 'Atlantic/Canary'); false for offsets. */
export function isZoneName(name: string): boolean {
  let known = knownNames.get(name);
  if (known === undefined) {
    known = IANA_NAME.test(name) && Number.isFinite(tzOffset(name, new Date(0)));
    if (knownNames.size < 1000) knownNames.set(name, known);
  }
  return known;
}

/** A zone's offset east of Greenwich at an instant, in minutes: an IANA name's on that day, a label's always. */
export function zoneOffsetAt(zone: string, instant: number): number | undefined {
  const fixed = offsetMinutes(zone);
  if (fixed !== undefined) return fixed;
  if (!isZoneName(zone)) return undefined;
  return tzOffset(zone, new Date(instant));
}

/**
 * How a local date and time falls in its zone: 'exact'; 'ambiguous' when the clocks go back and the time happens
 * twice (the first is taken, the instant before the clocks change); 'skipped' when the clocks go forward over it
 * (02:30 on the last Sunday of March in Paris), read with the offset before the change, as PostgreSQL does.
 */
export type LocalTimeFit = 'exact' | 'ambiguous' | 'skipped';

interface Resolved {
  instant: number;
  fit: LocalTimeFit;
}

const resolvedCache = new Map<string, Resolved | null>();

function resolveWallClock(wall: number, zone: string): Resolved | undefined {
  const before = zoneOffsetAt(zone, wall - DAY_MS);
  const after = zoneOffsetAt(zone, wall + DAY_MS);
  if (before === undefined || after === undefined) return undefined;
  if (before === after && zoneOffsetAt(zone, wall) === before) return { instant: wall - before * MINUTE_MS, fit: 'exact' };
  const fits = [...new Set([before, after, zoneOffsetAt(zone, wall) ?? before])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => zoneOffsetAt(zone, instant) === (wall - instant) / MINUTE_MS)
    .sort((a, b) => a - b);
  const [first] = fits;
  if (first === undefined) return { instant: wall - before * MINUTE_MS, fit: 'skipped' };
  return { instant: first, fit: fits.length > 1 ? 'ambiguous' : 'exact' };
}

/** A local date and 24-hour time in a zone, resolved; undefined when any part is missing or unreadable. */
export function resolveLocalTime(
  date: string | null | undefined,
  time: string | null | undefined,
  timeZone: string | null | undefined,
): Resolved | undefined {
  if (!date || !isIsoDate(date) || !time || !TIME_24H.test(time) || !timeZone) return undefined;
  const key = `${timeZone} ${date} ${time}`;
  const cached = resolvedCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  const resolved = resolveWallClock(wall, timeZone);
  if (resolvedCache.size >= 10_000) resolvedCache.clear();
  resolvedCache.set(key, resolved ?? null);
  return resolved;
}

/** The instant (ms) of a local date and 24-hour time in a zone; undefined when any part is missing or unreadable. */
export function instantOf(
  date: string | null | undefined,
  time: string | null | undefined,
  timeZone: string | null | undefined,
): number | undefined {
  return resolveLocalTime(date, time, timeZone)?.instant;
}

/** The day after a local date ('2030-12-31' to '2031-01-01'). */
export function nextDate(date: string): string {
  return isoDateInDays(1, new Date(`${date}T00:00:00Z`));
}

/** The first instant after a local day in a zone (the next midnight): the end of a day counted whole, 23 or 25 hours on the clocks' days. */
export function endOfDay(date: string | null | undefined, timeZone: string | null | undefined): number | undefined {
  if (!date || !isIsoDate(date)) return undefined;
  return instantOf(nextDate(date), '00:00', timeZone);
}
