import { describe, expect, it, vi } from 'vitest';
import { emailBreakParts, offsetText, phoneDisplay, phoneHref, timeZoneLabel } from './display.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('timeZoneLabel', () => {
  it('names the city of a zone from the offset the answer carries, without making a time-zone formatter', () => {
    // Zones no other test here asks for, so that no formatter kept from another test could hide one being made.
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(plain(timeZoneLabel('Europe/Athens', { date: '2026-08-01', offset: 'GMT+03:00' }))).toBe('Athens time, GMT+3');
      expect(plain(timeZoneLabel('Europe/Lisbon', { date: '2026-08-01', offset: 'GMT+01:00' }))).toBe('Lisbon time, GMT+1');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('shows a fixed offset alone: a label stored before zones, or an Etc/ zone', () => {
    expect(plain(timeZoneLabel('GMT+05:30', { date: '2026-12-05' }))).toBe('GMT+5:30');
    expect(timeZoneLabel('GMT-03:30')).toBe('GMT-3:30');
    expect(timeZoneLabel('GMT+01:00')).toBe('GMT+1');
    expect(timeZoneLabel('GMT')).toBe('GMT');
    expect(timeZoneLabel('Etc/GMT-5', { date: '2026-12-05' })).toBe('GMT+5');
    expect(timeZoneLabel('Etc/UTC')).toBe('GMT');
  });

  it('reads an IANA zone at the date, after its city', () => {
    expect(plain(timeZoneLabel('Europe/Paris', { date: '2026-07-01' }))).toBe('Paris time, GMT+2');
    expect(plain(timeZoneLabel('Europe/Paris', { date: '2026-01-10' }))).toBe('Paris time, GMT+1');
    expect(plain(timeZoneLabel('America/New_York', { date: '2026-01-10' }))).toBe('New York time, GMT-5');
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
  });

  it('never wraps inside the label', () => {
    expect(timeZoneLabel('Europe/Paris', { date: '2026-12-05' })).not.toMatch(/ /);
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
