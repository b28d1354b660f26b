import { offsetMinutes, zoneOffsetAt } from './local-time.ts';

/**
 * How the site shows time zones, phone numbers and email addresses to people. Pure and free of zod, so that the
 * first page's script can carry it. Money is in money.ts.
 */

/** The pages' language (index.html's `lang`): formatting on the server and in the browser must agree. */
export const SITE_LOCALE = 'en-GB';

/** 'GMT', 'GMT+1', 'GMT-3:30': the offset as people say it, without padding. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `GMT${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

function middayOf(date: string | null | undefined): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12) : Date.now();
}

/**
 * 'Paris time, GMT+2': an item's zone as a place and its offset on the item's date. An IANA zone ('Europe/Paris') is
 * named after its city; a fixed one ('Etc/GMT-1', or a short label stored before zones, 'GMT+01:00') by its offset
 * alone. `offset`, when the answer carries it (the spec's timeZone is the offset on the item's date), spares the page
 * asking Intl. Spaces are non-breaking, so that the label never wraps in the middle.
 */
export function timeZoneLabel(timeZone: string, where: { date?: string | null; offset?: string | null } = {}): string {
  let offset = offsetMinutes(timeZone);
  let city: string | undefined;
  if (offset === undefined) {
    offset = (where.offset ? offsetMinutes(where.offset) : undefined) ?? zoneOffsetAt(timeZone, middayOf(where.date));
    if (offset === undefined) return timeZone;
    if (!timeZone.startsWith('Etc/')) city = timeZone.split('/').at(-1)?.replace(/_/g, ' ');
  }
  const label = city ? `${city} time, ${offsetText(offset)}` : offsetText(offset);
  return label.replace(/ /g, '\u00a0');
}

// Numbers written with their 0 kept after the country code: Italy, San Marino and the Vatican have no trunk prefix.
const KEEPS_LEADING_ZERO = new Set(['+39', '+378', '+379']);

/**
 * '+44 7700 900456': a phone in international form, from the calling code the host picked and the number as typed.
 * The national trunk 0 goes ('07700 900456', '(0)7700 900456'); a number typed with its own code ('+44 07700
 * 900456', '0044 7700 900456') is not given the code twice. Groups of digits keep the spacing the host typed.
 */
export function phoneDisplay(callingCode: string | null | undefined, number: string): string {
  const code = (callingCode ?? '').trim().replace(/^(?:00|\+)?/, '+');
  const hasCode = /^\+\d{1,4}$/.test(code);
  let rest = number
    .trim()
    .replace(/[\s\-./]+/g, ' ')
    .replace(/\(0\)\s*/, '');
  rest = rest.replace(/^\(?(\+|00)\s*/, '+');
  let prefix = hasCode ? code : '';
  if (rest.startsWith('+')) {
    const digits = rest.slice(1).replace(/\D/g, '');
    if (hasCode && digits.startsWith(code.slice(1))) {
      rest = rest
        .slice(1)
        .replace(/^\s*/, '')
        .slice(code.length - 1);
    } else {
      const [head = '', ...tail] = rest.split(' ');
      prefix = head;
      rest = tail.join(' ');
      if (!rest) return prefix;
    }
  }
  rest = rest.replace(/^\s+/, '').replace(/[)]/g, '');
  if (!KEEPS_LEADING_ZERO.has(prefix)) rest = rest.replace(/^0\s*/, '');
  if (!prefix) return rest;
  return rest ? `${prefix} ${rest}` : prefix;
}

/** The digits a tel: link dials: '+447700900456'. */
export function phoneHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, '')}`;
}

/**
 * An email address cut into the places a line may break: after the @ and before each dot, never inside a word
 * ('host@', 'domaine', '.example'). The page puts a <wbr> between the parts.
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/);
}
