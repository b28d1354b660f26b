import { describe, expect, it } from 'vitest';
import { isCountryCode } from './countries.ts';
import { isCurrencyCode } from './currencies.ts';
import { isTimeZoneOffset } from './time-zones.ts';
import { countryDefaults, EUROPEAN_COUNTRIES } from './european-countries.ts';

describe('European country defaults', () => {
  it('name only countries, currencies and offsets of the shared lists', () => {
    for (const [country, defaults] of Object.entries(EUROPEAN_COUNTRIES)) {
      expect(isCountryCode(country), country).toBe(true);
      expect(isCurrencyCode(defaults.currency), country).toBe(true);
      expect(isTimeZoneOffset(defaults.timeZone), country).toBe(true);
    }
  });

  it("give a country's currency and zone, and the site's defaults elsewhere", () => {
    expect(countryDefaults('fr')).toEqual({ currency: 'EUR', timeZone: 'GMT+01:00' });
    expect(countryDefaults('CH')).toEqual({ currency: 'CHF', timeZone: 'GMT+01:00' });
    expect(countryDefaults('PT')).toEqual({ currency: 'EUR', timeZone: 'GMT' });
    expect(countryDefaults('US')).toEqual({ currency: 'GBP', timeZone: 'GMT' });
    expect(countryDefaults(null)).toEqual({ currency: 'GBP', timeZone: 'GMT' });
  });
});
