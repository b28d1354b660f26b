import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics.ts';

/** A small RFC 5545 reader: unfolds continuation lines, then splits each into name, parameters and value. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return unfolded.map((line) => {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return { name, params, value: line.slice(colon + 1) };
  });
}

const base = {
  uid: 'TRG-7K4M2Q-12@therealgrape',
  title: 'Chalk and Bubbles: a Champagne evening',
  date: '2026-07-14',
  time: '19:30',
  timeZone: 'GMT+02:00',
  now: new Date('2026-06-01T08:00:00Z'),
};

describe('calendarFile', () => {
  it('writes one VEVENT with the start and end in UTC, from the item zone', () => {
    const props = parse(
      calendarFile({ ...base, location: '12 Rue de la Craie, Reims, France', description: 'Booking TRG-7K4M2Q\n2 tickets' }),
    );
    const names = props.map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(['BEGIN', 'VERSION']);
    expect(names.filter((n) => n === 'BEGIN')).toHaveLength(2);
    expect(names.at(-1)).toBe('END');
    const value = (name: string) => props.find((p) => p.name === name)?.value;
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).toBeTruthy();
    expect(value('UID')).toBe(base.uid);
    expect(value('DTSTAMP')).toBe('20260601T080000Z');
    // 19:30 at GMT+2 is 17:30 UTC; two hours long by default.
    expect(value('DTSTART')).toBe('20260714T173000Z');
    expect(value('DTEND')).toBe('20260714T193000Z');
    expect(value('LOCATION')).toBe('12 Rue de la Craie\\, Reims\\, France');
    expect(value('DESCRIPTION')).toBe('Booking TRG-7K4M2Q\\n2 tickets');
  });

  it('crosses midnight into the previous UTC day for zones east of Greenwich', () => {
    const props = parse(calendarFile({ ...base, time: '00:30', timeZone: 'GMT+01:00', durationMinutes: 90 }));
    expect(props.find((p) => p.name === 'DTSTART')?.value).toBe('20260713T233000Z');
    expect(props.find((p) => p.name === 'DTEND')?.value).toBe('20260714T010000Z');
  });

  it('makes a whole-day entry when the time is not set', () => {
    const props = parse(calendarFile({ ...base, time: null }));
    const start = props.find((p) => p.name === 'DTSTART');
    expect(start).toEqual({ name: 'DTSTART', params: ['VALUE=DATE'], value: '20260714' });
    expect(props.some((p) => p.name === 'DTEND')).toBe(false);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const title = 'Dégustation de Champagne: '.repeat(8);
    const text = calendarFile({ ...base, title });
    const summary = parse(text).find((p) => p.name === 'SUMMARY');
    expect(summary?.value).toBe(title.replace(/,/g, '\\,'));
  });
});
