import { describe, expect, it, vi } from 'vitest';
import { countryZone, emailBreakParts, offsetText, phoneDisplay, phoneHref, timeZoneLabel, ZONE_COUNTRIES } from './display.ts';
import { offsetMinutes } from './local-time.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('timeZoneLabel', () => {
  it('names the city of an item at its country’s standard offset without making a time-zone formatter', () => {
    // Countries no other test here asks for, so that no formatter kept from another test could hide one being made.
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(plain(timeZoneLabel('GMT+02:00', { country: 'GR', date: '2026-08-01' }))).toBe('Athens time, GMT+2');
      expect(plain(timeZoneLabel('GMT', { country: 'PT', date: '2026-08-01' }))).toBe('Lisbon time, GMT');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('knows each listed country’s standard offset as the time-zone database does', () => {
    for (const country of ZONE_COUNTRIES) {
      const { zone, standardOffset } = countryZone(country)!;
      const format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' });
      for (const year of [2026, 2027, 2028, 2030]) {
        // Mid-January and, for the southern hemisphere's winter, mid-July: the smaller is the standard offset.
        const offsets = [0, 6].map((month) => {
          const name = format.formatToParts(Date.UTC(year, month, 15, 12)).find((part) => part.type === 'timeZoneName')!.value;
          return offsetMinutes(name) ?? Number.NaN;
        });
        expect(Math.min(...offsets), `${country} ${zone} ${year}`).toBe(standardOffset);
      }
    }
  });

  it("names the country's best-known city when the country keeps the offset", () => {
    expect(plain(timeZoneLabel('GMT+01:00', { country: 'FR', date: '2026-12-05' }))).toBe('Paris time, GMT+1');
    // A summer date at the summer offset, and a summer date at the winter offset the host's picker lists.
    expect(plain(timeZoneLabel('GMT+02:00', { country: 'FR', date: '2026-07-14' }))).toBe('Paris time, GMT+2');
    expect(plain(timeZoneLabel('GMT+01:00', { country: 'ES', date: '2026-07-14' }))).toBe('Madrid time, GMT+1');
    expect(plain(timeZoneLabel('GMT', { country: 'GB', date: '2026-03-01' }))).toBe('London time, GMT');
    expect(plain(timeZoneLabel('GMT+01:00', { country: 'ch' }))).toBe('Zurich time, GMT+1');
  });

  it('shows the offset alone when the place would be wrong or is unknown', () => {
    expect(plain(timeZoneLabel('GMT+05:30', { country: 'FR', date: '2026-12-05' }))).toBe('GMT+5:30');
    expect(timeZoneLabel('GMT-03:30')).toBe('GMT-3:30');
    expect(timeZoneLabel('GMT+01:00', { country: 'US' })).toBe('GMT+1');
    expect(timeZoneLabel('GMT')).toBe('GMT');
  });

  it('reads an IANA zone at the date, after its city', () => {
    expect(plain(timeZoneLabel('Europe/Paris', { date: '2026-07-01' }))).toBe('Paris time, GMT+2');
    expect(plain(timeZoneLabel('Europe/Paris', { date: '2026-01-10' }))).toBe('Paris time, GMT+1');
    expect(plain(timeZoneLabel('America/New_York', { date: '2026-01-10' }))).toBe('New York time, GMT-5');
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
  });

  it('never wraps inside the label', () => {
    expect(timeZoneLabel('GMT+01:00', { country: 'FR', date: '2026-12-05' })).not.toMatch(/ /);
  });

  it('writes offsets as people say them', () => {
    expect([0, 60, -180, 330, 345, -570].map(offsetText)).toEqual(['GMT', 'GMT+1', 'GMT-3', 'GMT+5:30', 'GMT+5:45', 'GMT-9:30']);
  });
});

describe('phoneDisplay', () => {
  it('puts the calling code before the number without its trunk zero', () => {
    expect(phoneDisplay('+44', '07700 900456')).toBe('+44 7700 900456');
    expect(phoneDisplay('+33', '01 45 55 01 99')).toBe('+33 1 45 55 01 99');
    expect(phoneDisplay('44', '  07700 900123 ')).toBe('+44 7700 900123');
    expect(phoneDisplay('+44', '(0)7700 900456')).toBe('+44 7700 900456');
  });

  it('does not repeat a code the host typed as well, nor keep its trunk zero', () => {
    expect(phoneDisplay('+44', '+44 07700 900456')).toBe('+44 7700 900456');
    expect(phoneDisplay('+44', '0044 7700 900456')).toBe('+44 7700 900456');
    expect(phoneDisplay('+44', '+44 (0) 7700 900456')).toBe('+44 7700 900456');
  });

  it("keeps another country's code the host typed, and Italy's leading zero", () => {
    expect(phoneDisplay('+41', '+33 1 45 55 01 99')).toBe('+33 1 45 55 01 99');
    expect(phoneDisplay(null, '+41 44 123 45 67')).toBe('+41 44 123 45 67');
    expect(phoneDisplay('+39', '06 1234 5678')).toBe('+39 06 1234 5678');
  });

  it('dials the digits', () => {
    expect(phoneHref('+44 7700 900456')).toBe('tel:+447700900456');
  });
});

describe('emailBreakParts', () => {
  it('cuts after the @ and before each dot, never inside a word', () => {
    expect(emailBreakParts('bookings@domaine-example.co.uk')).toEqual(['bookings@', 'domaine-example', '.co', '.uk']);
    expect(emailBreakParts('a.host@x.fr').join('')).toBe('a.host@x.fr');
  });
});
