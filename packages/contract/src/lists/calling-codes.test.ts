import { describe, it, expect } from 'vitest';
import { CALLING_CODES, CALLING_CODE_OPTIONS, dialCodeFor, formatPhone, isCallingCode } from './calling-codes.ts';
import { COUNTRIES, COUNTRY_CODES } from './countries.ts';

describe('CALLING_CODES', () => {
  it('has one entry per country, all of them in COUNTRIES', () => {
    const countries = CALLING_CODES.map((c) => c.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const country of countries) expect(COUNTRY_CODES.has(country)).toBe(true);
    expect(CALLING_CODES.length).toBeGreaterThan(240);
    expect(CALLING_CODES.length).toBeLessThanOrEqual(COUNTRIES.length);
  });

  it('uses the country name from COUNTRIES and a well-formed dial code', () => {
    const names = new Map(COUNTRIES.map((c) => [c.code, c.name]));
    for (const entry of CALLING_CODES) {
      expect(entry.name).toBe(names.get(entry.country));
      expect(entry.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
    }
  });

  it.each([
    ['GB', '+44'],
    ['FR', '+33'],
    ['IT', '+39'],
    ['ES', '+34'],
    ['PT', '+351'],
    ['DE', '+49'],
    ['ZA', '+27'],
    ['US', '+1'],
  ])('gives %s the code %s', (country, dialCode) => {
    expect(dialCodeFor(country)).toBe(dialCode);
  });
});

describe('isCallingCode', () => {
  it('accepts known codes with or without the plus sign', () => {
    expect(isCallingCode('+44')).toBe(true);
    expect(isCallingCode('44')).toBe(true);
    expect(isCallingCode('+1')).toBe(true);
    expect(isCallingCode('351')).toBe(true);
  });

  it('rejects unknown or malformed codes', () => {
    expect(isCallingCode('+999')).toBe(false);
    expect(isCallingCode('')).toBe(false);
    expect(isCallingCode('+')).toBe(false);
    expect(isCallingCode('++44')).toBe(false);
    expect(isCallingCode('4 4')).toBe(false);
    expect(isCallingCode('GB')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('drops one leading zero from the national number', () => {
    expect(formatPhone('+44', '07700 900123')).toBe('+44 7700 900123');
  });

  it('keeps a number with no leading zero as it is', () => {
    expect(formatPhone('+33', '612345678')).toBe('+33 612345678');
  });

  it('drops only one zero', () => {
    expect(formatPhone('+44', '007700')).toBe('+44 07700');
  });

  it('adds a missing plus sign and trims the number', () => {
    expect(formatPhone('44', '  07700 900123 ')).toBe('+44 7700 900123');
  });

  it('shows just the code when there is no number', () => {
    expect(formatPhone('+44', '')).toBe('+44');
  });
});

describe('calling code choices', () => {
  it('offers each code once, named after its countries and sorted by name', () => {
    const values = CALLING_CODE_OPTIONS.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(CALLING_CODE_OPTIONS).toContainEqual({ value: '+33', label: 'France (+33)' });
    expect(CALLING_CODE_OPTIONS).toContainEqual({ value: '+1', label: 'United States, Canada and others (+1)' });
    expect(CALLING_CODE_OPTIONS).toContainEqual({ value: '+44', label: 'United Kingdom, Guernsey, Isle of Man, Jersey (+44)' });
    const labels = CALLING_CODE_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(CALLING_CODE_OPTIONS.every((option) => isCallingCode(option.value))).toBe(true);
  });
});
