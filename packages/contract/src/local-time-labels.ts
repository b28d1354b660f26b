import { instantOf, offsetMinutes, zoneOffsetAt } from './local-time.ts';

/*
 * Zones as answers and forms write them: the spec's short offset labels, an item's zone on the wire, an instant's
 * local date and time. Apart from local-time.ts, which a page's first script carries, so that it carries only what it
 * reads (the host's pages and the server use these).
 */

const MINUTE_MS = 60_000;

/** 'GMT', 'GMT+02:00', 'GMT-03:30': an offset written as the spec's time-zone field writes it. */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const abs = Math.abs(minutes);
  return `GMT${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The spec's short time-zone label for a zone on a local date (at its time, or midday without one): 'GMT+02:00' for
 * Paris on a July evening, 'GMT+01:00' in January. Offset labels come back as they are; undefined for a name not known.
 */
export function offsetLabelOn(zone: string, date: string | null | undefined, time?: string | null): string | undefined {
  if (offsetMinutes(zone) !== undefined) return zone;
  const at = (date ? instantOf(date, time || '12:00', zone) : undefined) ?? Date.now();
  const minutes = zoneOffsetAt(zone, at);
  return minutes === undefined ? undefined : offsetLabel(minutes);
}

/**
 * An item's zone as answers carry it: the spec's `timeZone`, the short offset on the item's date and time, and ours,
 * `timeZoneId`, the zone itself. Every answer that names an item's zone goes through here.
 */
export function zoneOnTheWire(
  zone: string,
  date: string | null | undefined,
  time?: string | null,
): { timeZone: string; timeZoneId: string } {
  return { timeZone: offsetLabelOn(zone, date, time) ?? zone, timeZoneId: zone };
}

/** The local date and 24-hour time of an instant in a zone: { date: '2027-07-17', time: '13:00' }. */
export function localDateTimeOf(instant: number, zone: string): { date: string; time: string } {
  const iso = new Date(instant + (zoneOffsetAt(zone, instant) ?? 0) * MINUTE_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
