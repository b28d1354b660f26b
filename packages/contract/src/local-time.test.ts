import { describe, expect, it } from 'vitest';
import { endOfDay, instantOf, offsetMinutes } from './local-time.ts';
import { TIME_ZONES } from './lists/time-zones.ts';

describe('offset labels', () => {
  it('reads every offset label of the list', () => {
    expect(offsetMinutes('GMT')).toBe(0);
    expect(offsetMinutes('GMT+05:45')).toBe(345);
    expect(offsetMinutes('GMT-03:30')).toBe(-210);
    for (const zone of TIME_ZONES) expect(offsetMinutes(zone.offset), zone.offset).not.toBeUndefined();
  });

  it('reads the offsets Intl names and the short forms people write', () => {
    expect(offsetMinutes('UTC')).toBe(0);
    expect(offsetMinutes(' GMT+02:00 ')).toBe(120);
    expect(offsetMinutes('GMT-3')).toBe(-180);
    expect(offsetMinutes('UTC+5:30')).toBe(330);
    expect(offsetMinutes('GMT\u221204:00')).toBe(-240);
  });

  it('reads nothing else, such as an IANA name', () => {
    for (const label of ['Europe/Paris', '', '+01:00', 'GMT+', 'GMT+01:00 Paris']) expect(offsetMinutes(label), label).toBeUndefined();
  });
});

describe('local time to an instant', () => {
  it('turns a local date and time into an instant', () => {
    expect(instantOf('2030-07-14', '19:30', 'GMT+01:00')).toBe(Date.UTC(2030, 6, 14, 18, 30));
    expect(instantOf('2030-07-14', '19:30', 'GMT-05:00')).toBe(Date.UTC(2030, 6, 15, 0, 30));
    expect(instantOf('2030-07-14', '19:30:15', 'GMT')).toBe(Date.UTC(2030, 6, 14, 19, 30));
  });

  it('has no instant when a part is missing or unreadable', () => {
    expect(instantOf('2030-02-30', '19:30', 'GMT')).toBeUndefined();
    expect(instantOf(null, '19:30', 'GMT')).toBeUndefined();
    expect(instantOf('2030-07-14', null, 'GMT')).toBeUndefined();
    expect(instantOf('2030-07-14', '24:00', 'GMT')).toBeUndefined();
    expect(instantOf('2030-07-14', '19:30', null)).toBeUndefined();
    expect(instantOf('2030-07-14', '19:30', 'Europe/Nowhere')).toBeUndefined();
  });

  it('ends a local day at the midnight after it', () => {
    expect(endOfDay('2030-07-14', 'GMT+01:00')).toBe(Date.UTC(2030, 6, 14, 23, 0));
    expect(endOfDay('2030-12-31', 'GMT-05:00')).toBe(Date.UTC(2031, 0, 1, 5, 0));
    expect(endOfDay(null, 'GMT')).toBeUndefined();
    // The clocks' days in Paris last 23 and 25 hours.
    expect(endOfDay('2026-03-29', 'Europe/Paris')! - endOfDay('2026-03-28', 'Europe/Paris')!).toBe(23 * 3_600_000);
    expect(endOfDay('2026-10-25', 'Europe/Paris')! - endOfDay('2026-10-24', 'Europe/Paris')!).toBe(25 * 3_600_000);
  });
});
