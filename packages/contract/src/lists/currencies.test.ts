import { describe, it, expect } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, REDUCED_CURRENCIES, currencySymbol, minorUnits } from './currencies.ts';

describe('CURRENCIES', () => {
  it('uses unique three-letter uppercase codes', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(CURRENCY_CODES.size).toBe(codes.length);
  });

  it('covers the full circulating ISO 4217 list', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(CURRENCIES.length).toBeLessThanOrEqual(165);
  });

  it('gives every currency a name, a symbol and 0, 2 or 3 minor units', () => {
    for (const c of CURRENCIES) {
      expect(c.name.trim()).not.toBe('');
      expect(c.symbol.trim()).not.toBe('');
      expect([0, 2, 3]).toContain(c.minorUnits);
    }
  });

  it('leaves out withdrawn codes', () => {
    for (const code of ['HRK', 'ZWL', 'SLL', 'CUC', 'ANG']) {
      expect(CURRENCY_CODES.has(code)).toBe(false);
    }
  });

  it('contains every reduced-list currency', () => {
    for (const code of REDUCED_CURRENCIES) expect(CURRENCY_CODES.has(code)).toBe(true);
    expect(REDUCED_CURRENCIES).toEqual(['GBP', 'EUR', 'USD', 'ZAR']);
  });
});

describe('minorUnits', () => {
  it.each([
    ['GBP', 2],
    ['EUR', 2],
    ['USD', 2],
    ['ZAR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['CLP', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['TND', 3],
  ])('%s has %i', (code, digits) => {
    expect(minorUnits(code)).toBe(digits);
  });

  it('ignores case', () => {
    expect(minorUnits('jpy')).toBe(0);
  });

  it('falls back to 2 for unknown codes', () => {
    expect(minorUnits('ZZZ')).toBe(2);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['GBP', '£'],
    ['EUR', '€'],
    ['USD', '$'],
    ['ZAR', 'R'],
    ['JPY', '¥'],
  ])('%s is %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('shows an unknown code as itself', () => {
    expect(currencySymbol('ZZZ')).toBe('ZZZ');
  });
});
