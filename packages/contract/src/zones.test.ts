import { tzScan } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics.ts';
import { instantOf, isZoneName, resolveLocalTime, zoneOffsetAt } from './local-time.ts';
import { offsetLabel, offsetLabelOn, zoneOnTheWire } from './local-time-labels.ts';
import { EUROPEAN_COUNTRIES, zoneOfOffsetLabel } from './lists/european-countries.ts';
import { TIME_ZONE_OFFSETS } from './lists/time-zones.ts';

const MINUTE = 60_000;
const wallClock = (instant: number) => {
  const iso = new Date(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

describe('a Paris dinner at 19:30, summer and winter', () => {
  it('is 17:30Z and GMT+02:00 in July, 18:30Z and GMT+01:00 in January', () => {
    expect(instantOf('2026-07-18', '19:30', 'Europe/Paris')).toBe(Date.UTC(2026, 6, 18, 17, 30));
    expect(zoneOnTheWire('Europe/Paris', '2026-07-18', '19:30')).toEqual({ timeZone: 'GMT+02:00', timeZoneId: 'Europe/Paris' });
    expect(instantOf('2027-01-16', '19:30', 'Europe/Paris')).toBe(Date.UTC(2027, 0, 16, 18, 30));
    expect(zoneOnTheWire('Europe/Paris', '2027-01-16', '19:30')).toEqual({ timeZone: 'GMT+01:00', timeZoneId: 'Europe/Paris' });
  });

  it("writes the calendar file's start in UTC for the day's offset", () => {
    const entry = { uid: 'b1@therealgrape.test', title: 'Dinner', time: '19:30', timeZone: 'Europe/Paris', now: new Date(0) };
    expect(calendarFile({ ...entry, date: '2026-07-18' })).toContain('DTSTART:20260718T173000Z');
    expect(calendarFile({ ...entry, date: '2027-01-16' })).toContain('DTSTART:20270116T183000Z');
  });

  it('has no 02:30 on the spring-forward night, and takes the first of two 02:30s in October', () => {
    expect(resolveLocalTime('2026-03-29', '02:30', 'Europe/Paris')?.fit).toBe('skipped');
    const october = resolveLocalTime('2026-10-25', '02:30', 'Europe/Paris');
    expect(october).toEqual({ fit: 'ambiguous', instant: Date.UTC(2026, 9, 25, 0, 30) });
  });
});

describe('every zone of every country the site lists, across both changes of the clocks', () => {
  const zones = [...new Set(Object.values(EUROPEAN_COUNTRIES).flatMap((country) => country.zones))];
  const year = { start: new Date(Date.UTC(2026, 0, 1)), end: new Date(Date.UTC(2027, 0, 1)) };

  it('knows every zone', () => {
    for (const zone of zones) expect(isZoneName(zone), zone).toBe(true);
    expect(zones.length).toBeGreaterThan(50);
  });

  it.each(zones)('%s: 90 minutes either side of each change, the gap and the hour that happens twice', (zone) => {
    const changes = tzScan(zone, year);
    // The EU's zones change twice a year; Minsk, Reykjavik and Istanbul's neighbours keep one offset.
    expect([0, 2], zone).toContain(changes.length);
    if (changes.length === 0) {
      expect(zoneOffsetAt(zone, Date.UTC(2026, 6, 1))).toBe(zoneOffsetAt(zone, Date.UTC(2026, 0, 1)));
      return;
    }
    for (const change of changes) {
      const at = change.date.getTime();
      const after = change.offset;
      const before = after - change.change;
      const hourBefore = wallClock(at - 90 * MINUTE + before * MINUTE);
      const hourAfter = wallClock(at + 90 * MINUTE + after * MINUTE);
      expect(resolveLocalTime(hourBefore.date, hourBefore.time, zone), `${zone} before`).toEqual({
        fit: 'exact',
        instant: at - 90 * MINUTE,
      });
      expect(resolveLocalTime(hourAfter.date, hourAfter.time, zone), `${zone} after`).toEqual({ fit: 'exact', instant: at + 90 * MINUTE });
      expect(offsetLabelOn(zone, hourBefore.date, hourBefore.time)).toBe(offsetLabel(before));
      expect(offsetLabelOn(zone, hourAfter.date, hourAfter.time)).toBe(offsetLabel(after));
      if (after > before) {
        // Spring: the half hour after the change's local time is skipped.
        const skipped = wallClock(at + before * MINUTE + 30 * MINUTE);
        expect(resolveLocalTime(skipped.date, skipped.time, zone)?.fit, `${zone} gap`).toBe('skipped');
      } else {
        // Autumn: the half hour after the change happens twice; the first is taken.
        const twice = wallClock(at + after * MINUTE + 30 * MINUTE);
        expect(resolveLocalTime(twice.date, twice.time, zone), `${zone} overlap`).toEqual({
          fit: 'ambiguous',
          instant: at + 30 * MINUTE - (before - after) * MINUTE,
        });
      }
    }
  });
});

describe("the spec's offset labels, read as zones", () => {
  it("are the country's zone whose winter or summer offset they are", () => {
    expect(zoneOfOffsetLabel('GMT+01:00', 'FR')).toBe('Europe/Paris');
    expect(zoneOfOffsetLabel('GMT+02:00', 'fr')).toBe('Europe/Paris');
    expect(zoneOfOffsetLabel('GMT', 'PT')).toBe('Europe/Lisbon');
    expect(zoneOfOffsetLabel('GMT-01:00', 'PT')).toBe('Atlantic/Azores');
    expect(zoneOfOffsetLabel('GMT', 'ES')).toBe('Atlantic/Canary');
  });

  it('are a fixed offset elsewhere, or with no country', () => {
    expect(zoneOfOffsetLabel('GMT+05:00', 'FR')).toBe('Etc/GMT-5');
    expect(zoneOfOffsetLabel('GMT', null)).toBe('Etc/UTC');
    expect(zoneOfOffsetLabel('GMT-03:00', undefined)).toBe('Etc/GMT+3');
    expect(zoneOfOffsetLabel('Europe/Paris', 'FR')).toBeUndefined();
  });

  it('map every label of the list to a zone that keeps its offset in winter or summer', () => {
    for (const label of TIME_ZONE_OFFSETS) {
      const zone = zoneOfOffsetLabel(label, null);
      expect(zone, label).toBeDefined();
      const offsets = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)].map((at) => offsetLabel(zoneOffsetAt(zone!, at)!));
      expect(offsets, label).toContain(label);
    }
  });
});
