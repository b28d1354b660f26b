import { DEFAULT_CURRENCY } from '../money.ts';
import { offsetMinutes, zoneOffsetAt } from '../local-time.ts';
import { DEFAULT_TIME_ZONE } from './time-zones.ts';

/** A country's everyday currency and its time zones (IANA names), the one most people live in first. */
export interface CountryDefaults {
  readonly currency: string;
  readonly timeZone: string;
  readonly zones: readonly string[];
}

const zone = (currency: string, ...zones: [string, ...string[]]): CountryDefaults => ({ currency, timeZone: zones[0], zones });

/**
 * The European countries the site sells in, with what a new event there most likely uses: the gazetteer's
 * countries too. The zones are the tz database's for the country (its canonical names: Kyiv, Faroe).
 */
export const EUROPEAN_COUNTRIES: Readonly<Record<string, CountryDefaults>> = {
  AD: zone('EUR', 'Europe/Andorra'),
  AL: zone('ALL', 'Europe/Tirane'),
  AT: zone('EUR', 'Europe/Vienna'),
  AX: zone('EUR', 'Europe/Mariehamn'),
  BA: zone('BAM', 'Europe/Sarajevo'),
  BE: zone('EUR', 'Europe/Brussels'),
  // Bulgaria has paid in euros since 1 January 2026.
  BG: zone('EUR', 'Europe/Sofia'),
  BY: zone('BYN', 'Europe/Minsk'),
  CH: zone('CHF', 'Europe/Zurich'),
  CY: zone('EUR', 'Asia/Nicosia', 'Asia/Famagusta'),
  CZ: zone('CZK', 'Europe/Prague'),
  DE: zone('EUR', 'Europe/Berlin', 'Europe/Busingen'),
  DK: zone('DKK', 'Europe/Copenhagen'),
  EE: zone('EUR', 'Europe/Tallinn'),
  ES: zone('EUR', 'Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'),
  FI: zone('EUR', 'Europe/Helsinki'),
  FO: zone('DKK', 'Atlantic/Faroe'),
  FR: zone('EUR', 'Europe/Paris'),
  GB: zone('GBP', 'Europe/London'),
  GG: zone('GBP', 'Europe/Guernsey'),
  GI: zone('GIP', 'Europe/Gibraltar'),
  GR: zone('EUR', 'Europe/Athens'),
  HR: zone('EUR', 'Europe/Zagreb'),
  HU: zone('HUF', 'Europe/Budapest'),
  IE: zone('EUR', 'Europe/Dublin'),
  IM: zone('GBP', 'Europe/Isle_of_Man'),
  IS: zone('ISK', 'Atlantic/Reykjavik'),
  IT: zone('EUR', 'Europe/Rome'),
  JE: zone('GBP', 'Europe/Jersey'),
  LI: zone('CHF', 'Europe/Vaduz'),
  LT: zone('EUR', 'Europe/Vilnius'),
  LU: zone('EUR', 'Europe/Luxembourg'),
  LV: zone('EUR', 'Europe/Riga'),
  MC: zone('EUR', 'Europe/Monaco'),
  MD: zone('MDL', 'Europe/Chisinau'),
  ME: zone('EUR', 'Europe/Podgorica'),
  MK: zone('MKD', 'Europe/Skopje'),
  MT: zone('EUR', 'Europe/Malta'),
  NL: zone('EUR', 'Europe/Amsterdam'),
  NO: zone('NOK', 'Europe/Oslo'),
  PL: zone('PLN', 'Europe/Warsaw'),
  PT: zone('EUR', 'Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'),
  RO: zone('RON', 'Europe/Bucharest'),
  RS: zone('RSD', 'Europe/Belgrade'),
  SE: zone('SEK', 'Europe/Stockholm'),
  SI: zone('EUR', 'Europe/Ljubljana'),
  SK: zone('EUR', 'Europe/Bratislava'),
  SM: zone('EUR', 'Europe/San_Marino'),
  UA: zone('UAH', 'Europe/Kyiv'),
  VA: zone('EUR', 'Europe/Vatican'),
};

/** The currency and time zone a new item in this country starts with; the site's defaults elsewhere. */
export function countryDefaults(country: string | null | undefined): CountryDefaults {
  return (
    (country ? EUROPEAN_COUNTRIES[country.toUpperCase()] : undefined) ?? {
      currency: DEFAULT_CURRENCY,
      timeZone: DEFAULT_TIME_ZONE,
      zones: [],
    }
  );
}

// Offsets of half and quarter hours have no Etc/ zone; the zone the spec's picker names for each.
const ODD_OFFSET_ZONES: Readonly<Record<string, string>> = {
  'GMT-03:30': 'America/St_Johns',
  'GMT+03:30': 'Asia/Tehran',
  'GMT+04:30': 'Asia/Kabul',
  'GMT+05:30': 'Asia/Kolkata',
  'GMT+05:45': 'Asia/Kathmandu',
  'GMT+06:30': 'Asia/Yangon',
  'GMT+09:30': 'Australia/Darwin',
  'GMT+12:45': 'Pacific/Chatham',
};

const JANUARY = Date.UTC(2026, 0, 15);
const JULY = Date.UTC(2026, 6, 15);

/**
 * The zone a short offset label ('GMT+01:00', as the spec's picker and older items write it) stands for in a
 * country: the country's zone whose winter offset it is (or, failing that, its summer one), so 'GMT+01:00' in
 * France is Europe/Paris; elsewhere, or with no country, a fixed offset (Etc/UTC, Etc/GMT-1), which is what the
 * label said. Migration 0014 holds the same table for the items stored before zones (zones.test.ts checks it).
 */
export function zoneOfOffsetLabel(label: string, country: string | null | undefined): string | undefined {
  const minutes = offsetMinutes(label);
  if (minutes === undefined) return undefined;
  const zones = countryDefaults(country).zones;
  const found = zones.find((zone) => zoneOffsetAt(zone, JANUARY) === minutes) ?? zones.find((zone) => zoneOffsetAt(zone, JULY) === minutes);
  if (found) return found;
  if (minutes === 0) return DEFAULT_TIME_ZONE;
  if (minutes % 60 === 0) return `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes / 60)}`;
  return ODD_OFFSET_ZONES[label.trim()];
}
