import { describe, it, expect } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryName, isCountryCode } from './countries.ts';

describe('COUNTRIES', () => {
  it('has about 249 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(252);
  });

  it('uses unique two-letter uppercase codes', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES.size).toBe(codes.length);
  });

  it('has a non-empty, unique name for every entry', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).not.toBe('');
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map((c) => c.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect(names).toEqual(sorted);
  });

  it.each([
    ['GB', 'United Kingdom'],
    ['FR', 'France'],
    ['IT', 'Italy'],
    ['ES', 'Spain'],
    ['PT', 'Portugal'],
    ['DE', 'Germany'],
    ['ZA', 'South Africa'],
    ['US', 'United States'],
  ])('contains %s (%s)', (code, name) => {
    expect(COUNTRY_CODES.has(code)).toBe(true);
    expect(countryName(code)).toBe(name);
  });

  it('leaves out codes that are not officially assigned', () => {
    for (const code of ['UK', 'EU', 'XK', 'ZZ']) expect(COUNTRY_CODES.has(code)).toBe(false);
  });
});

describe('countryName', () => {
  it('ignores case and surrounding space', () => {
    expect(countryName(' gb ')).toBe('United Kingdom');
  });

  it('returns undefined for unknown codes', () => {
    expect(countryName('QQ')).toBeUndefined();
    expect(countryName('ZZZ')).toBeUndefined();
    expect(countryName('')).toBeUndefined();
  });
});

describe('isCountryCode', () => {
  it('accepts assigned uppercase codes only', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode('ZZZ')).toBe(false);
  });
});
