import { describe, expect, it } from 'vitest';
import { isCountryCode } from './countries.ts';
import { isCurrencyCode } from './currencies.ts';
import { isZoneName } from '../local-time.ts';
import { countryDefaults, EUROPEAN_COUNTRIES } from './european-countries.ts';

describe('European country defaults', () => {
  it('name only countries, currencies and offsets of the shared lists', () => {
    for (const [country, defaults] of Object.entries(EUROPEAN_COUNTRIES)) {
      expect(isCountryCode(country), country).toBe(true);
      expect(isCurrencyCode(defaults.currency), country).toBe(true);
      expect(defaults.zones[0], country).toBe(defaults.timeZone);
      for (const zone of defaults.zones) expect(isZoneName(zone), `${country} ${zone}`).toBe(true);
    }
  });

  it("give a country's currency and zone, and the site's defaults elsewhere", () => {
    expect(countryDefaults('fr')).toEqual({ currency: 'EUR', timeZone: 'Europe/Paris', zones: ['Europe/Paris'] });
    expect(countryDefaults('CH')).toMatchObject({ currency: 'CHF', timeZone: 'Europe/Zurich' });
    expect(countryDefaults('PT')).toEqual({
      currency: 'EUR',
      timeZone: 'Europe/Lisbon',
      zones: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'],
    });
    expect(countryDefaults('US')).toEqual({ currency: 'GBP', timeZone: 'Etc/UTC', zones: [] });
    expect(countryDefaults(null)).toEqual({ currency: 'GBP', timeZone: 'Etc/UTC', zones: [] });
  });
});
