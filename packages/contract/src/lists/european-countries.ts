import { DEFAULT_CURRENCY } from '../money.ts';
import { DEFAULT_TIME_ZONE } from './time-zones.ts';

/** A country's everyday currency and its standard-time offset, as the time-zone list writes it. */
export interface CountryDefaults {
  readonly currency: string;
  readonly timeZone: string;
}

const zone = (currency: string, timeZone: string): CountryDefaults => ({ currency, timeZone });

/**
 * The European countries the site sells in, with what a new event there most likely uses: the gazetteer's
 * countries too. Offsets are standard time (the time-zone list has no summer time).
 */
export const EUROPEAN_COUNTRIES: Readonly<Record<string, CountryDefaults>> = {
  AD: zone('EUR', 'GMT+01:00'),
  AL: zone('ALL', 'GMT+01:00'),
  AT: zone('EUR', 'GMT+01:00'),
  AX: zone('EUR', 'GMT+02:00'),
  BA: zone('BAM', 'GMT+01:00'),
  BE: zone('EUR', 'GMT+01:00'),
  // Bulgaria has paid in euros since 1 January 2026.
  BG: zone('EUR', 'GMT+02:00'),
  BY: zone('BYN', 'GMT+03:00'),
  CH: zone('CHF', 'GMT+01:00'),
  CY: zone('EUR', 'GMT+02:00'),
  CZ: zone('CZK', 'GMT+01:00'),
  DE: zone('EUR', 'GMT+01:00'),
  DK: zone('DKK', 'GMT+01:00'),
  EE: zone('EUR', 'GMT+02:00'),
  ES: zone('EUR', 'GMT+01:00'),
  FI: zone('EUR', 'GMT+02:00'),
  FO: zone('DKK', 'GMT'),
  FR: zone('EUR', 'GMT+01:00'),
  GB: zone('GBP', 'GMT'),
  GG: zone('GBP', 'GMT'),
  GI: zone('GIP', 'GMT+01:00'),
  GR: zone('EUR', 'GMT+02:00'),
  HR: zone('EUR', 'GMT+01:00'),
  HU: zone('HUF', 'GMT+01:00'),
  IE: zone('EUR', 'GMT'),
  IM: zone('GBP', 'GMT'),
  IS: zone('ISK', 'GMT'),
  IT: zone('EUR', 'GMT+01:00'),
  JE: zone('GBP', 'GMT'),
  LI: zone('CHF', 'GMT+01:00'),
  LT: zone('EUR', 'GMT+02:00'),
  LU: zone('EUR', 'GMT+01:00'),
  LV: zone('EUR', 'GMT+02:00'),
  MC: zone('EUR', 'GMT+01:00'),
  MD: zone('MDL', 'GMT+02:00'),
  ME: zone('EUR', 'GMT+01:00'),
  MK: zone('MKD', 'GMT+01:00'),
  MT: zone('EUR', 'GMT+01:00'),
  NL: zone('EUR', 'GMT+01:00'),
  NO: zone('NOK', 'GMT+01:00'),
  PL: zone('PLN', 'GMT+01:00'),
  PT: zone('EUR', 'GMT'),
  RO: zone('RON', 'GMT+02:00'),
  RS: zone('RSD', 'GMT+01:00'),
  SE: zone('SEK', 'GMT+01:00'),
  SI: zone('EUR', 'GMT+01:00'),
  SK: zone('EUR', 'GMT+01:00'),
  SM: zone('EUR', 'GMT+01:00'),
  UA: zone('UAH', 'GMT+02:00'),
  VA: zone('EUR', 'GMT+01:00'),
};

/** The currency and time zone a new item in this country starts with; the site's defaults elsewhere. */
export function countryDefaults(country: string | null | undefined): CountryDefaults {
  return (country ? EUROPEAN_COUNTRIES[country.toUpperCase()] : undefined) ?? { currency: DEFAULT_CURRENCY, timeZone: DEFAULT_TIME_ZONE };
}
