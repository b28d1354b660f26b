import { isIsoDate } from './dates.ts';
import { instantOf } from './local-time.ts';

/** What a booking's calendar entry holds. */
export interface CalendarEntry {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  title: string;
  /** YYYY-MM-DD, local to the item. */
  date: string;
  /** HH:MM, local to the item; without it the entry takes the whole day. */
  time: string | null;
  /** The item's short-offset zone ('GMT+01:00'). */
  timeZone: string;
  /** How long it lasts when the host did not say: two hours. */
  durationMinutes?: number;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the file was made (DTSTAMP); now by default. */
  now?: Date;
}

export const DEFAULT_DURATION_MINUTES = 120;

// RFC 5545 3.3.11: backslash, semicolon and comma are escaped, new lines written as \n.
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utcStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 3.1: content lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A one-event iCalendar file (RFC 5545) for a booking: the start in UTC (the item's zone is a fixed offset),
 * an end two hours later unless told otherwise, or a whole-day entry when the time is not set.
 */
export function calendarFile(entry: CalendarEntry): string {
  if (!isIsoDate(entry.date)) throw new Error('a calendar entry needs a date');
  const start = entry.time ? instantOf(entry.date, entry.time, entry.timeZone) : undefined;
  const timing =
    start === undefined
      ? [`DTSTART;VALUE=DATE:${entry.date.replace(/-/g, '')}`]
      : [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(start + (entry.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Real Grape//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp((entry.now ?? new Date()).getTime())}`,
    ...timing,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
