import { describe, expect, it } from 'vitest';
import { bicProblem, formatIban, ibanProblem, isValidIban, normalizeIban } from './bank.ts';

describe('IBAN', () => {
  it('accepts real IBANs of several countries, with or without spaces', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'NL91ABNA0417164300',
      'FR1420041010050500013M02606',
      'BE68539007547034',
      'GB29NWBK60161331926819',
      'IT60X0542811101000000123456',
    ]) {
      expect(ibanProblem(iban), iban).toBeNull();
    }
  });

  it('refuses a typing mistake by its mod-97 check digits', () => {
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(ibanProblem('DE88370400440532013000')).toMatch(/check digits/);
  });

  it('refuses what is not shaped like an IBAN, with a message', () => {
    expect(ibanProblem('12345')).toMatch(/Enter an IBAN/);
    expect(ibanProblem('')).toMatch(/Enter an IBAN/);
  });

  it('normalizes and groups', () => {
    expect(normalizeIban(' de89 3704-0044 ')).toBe('DE8937040044');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('BIC', () => {
  it('accepts 8 and 11 characters, refuses others', () => {
    expect(bicProblem('COBADEFFXXX')).toBeNull();
    expect(bicProblem('abnanl2a')).toBeNull();
    expect(bicProblem('COBADEFF1')).toMatch(/BIC/);
  });
});
