import { describe, expect, it } from 'vitest';
import { CURRENCIES, minorUnits } from './lists/currencies.ts';
import { fromProviderAmount, PROVIDER_UNITS, ProviderAmountError, toProviderAmount } from './provider-units.ts';

/**
 * What Stripe expects for one whole unit of each currency the site lists (https://docs.stripe.com/currencies):
 * 100 for two-decimal currencies, 1 for zero-decimal ones, 1000 for three-decimal ones, 100 for ISK (two decimals
 * kept for backwards compatibility). Written out so that a change of the table or of the currency list shows here.
 */
const ONE_UNIT: Record<string, number> = {
  AED: 100,
  AFN: 100,
  ALL: 100,
  AMD: 100,
  AOA: 100,
  ARS: 100,
  AUD: 100,
  AWG: 100,
  AZN: 100,
  BAM: 100,
  BBD: 100,
  BDT: 100,
  BHD: 1000,
  BIF: 1,
  BMD: 100,
  BND: 100,
  BOB: 100,
  BRL: 100,
  BSD: 100,
  BTN: 100,
  BWP: 100,
  BYN: 100,
  BZD: 100,
  CAD: 100,
  CDF: 100,
  CHF: 100,
  CLP: 1,
  CNY: 100,
  COP: 100,
  CRC: 100,
  CUP: 100,
  CVE: 100,
  CZK: 100,
  DJF: 1,
  DKK: 100,
  DOP: 100,
  DZD: 100,
  EGP: 100,
  ERN: 100,
  ETB: 100,
  EUR: 100,
  FJD: 100,
  FKP: 100,
  GBP: 100,
  GEL: 100,
  GHS: 100,
  GIP: 100,
  GMD: 100,
  GNF: 1,
  GTQ: 100,
  GYD: 100,
  HKD: 100,
  HNL: 100,
  HTG: 100,
  HUF: 100,
  IDR: 100,
  ILS: 100,
  INR: 100,
  IQD: 100,
  IRR: 100,
  ISK: 100,
  JMD: 100,
  JOD: 1000,
  JPY: 1,
  KES: 100,
  KGS: 100,
  KHR: 100,
  KMF: 1,
  KPW: 100,
  KRW: 1,
  KWD: 1000,
  KYD: 100,
  KZT: 100,
  LAK: 100,
  LBP: 100,
  LKR: 100,
  LRD: 100,
  LSL: 100,
  LYD: 100,
  MAD: 100,
  MDL: 100,
  MGA: 1,
  MKD: 100,
  MMK: 100,
  MNT: 100,
  MOP: 100,
  MRU: 100,
  MUR: 100,
  MVR: 100,
  MWK: 100,
  MXN: 100,
  MYR: 100,
  MZN: 100,
  NAD: 100,
  NGN: 100,
  NIO: 100,
  NOK: 100,
  NPR: 100,
  NZD: 100,
  OMR: 1000,
  PAB: 100,
  PEN: 100,
  PGK: 100,
  PHP: 100,
  PKR: 100,
  PLN: 100,
  PYG: 1,
  QAR: 100,
  RON: 100,
  RSD: 100,
  RUB: 100,
  RWF: 1,
  SAR: 100,
  SBD: 100,
  SCR: 100,
  SDG: 100,
  SEK: 100,
  SGD: 100,
  SHP: 100,
  SLE: 100,
  SOS: 100,
  SRD: 100,
  SSP: 100,
  STN: 100,
  SVC: 100,
  SYP: 100,
  SZL: 100,
  THB: 100,
  TJS: 100,
  TMT: 100,
  TND: 1000,
  TOP: 100,
  TRY: 100,
  TTD: 100,
  TWD: 100,
  TZS: 100,
  UAH: 100,
  UGX: 1,
  USD: 100,
  UYU: 100,
  UZS: 100,
  VED: 100,
  VES: 100,
  VND: 1,
  VUV: 1,
  WST: 100,
  XAF: 1,
  XCD: 100,
  XCG: 100,
  XOF: 1,
  XPF: 1,
  YER: 100,
  ZAR: 100,
  ZMW: 100,
  ZWG: 100,
};

describe('provider units', () => {
  it('has one entry for every currency the site lists, and this test knows each', () => {
    expect([...PROVIDER_UNITS.keys()].sort()).toEqual(CURRENCIES.map((currency) => currency.code).sort());
    expect(Object.keys(ONE_UNIT).sort()).toEqual(CURRENCIES.map((currency) => currency.code).sort());
  });

  it.each(CURRENCIES.map((currency) => currency.code))('charges one whole %s as the provider counts it, and reads it back', (code) => {
    const oneUnitMinor = 10 ** minorUnits(code);
    const expected = ONE_UNIT[code];
    expect(toProviderAmount(oneUnitMinor, code)).toBe(expected);
    expect(toProviderAmount(oneUnitMinor * 1250, code.toLowerCase())).toBe(expected! * 1250);
    expect(fromProviderAmount(expected! * 1250, code.toLowerCase())).toBe(oneUnitMinor * 1250);
    expect(toProviderAmount(0, code)).toBe(0);
  });

  it('charges an Icelandic ticket at its price, not a hundredth of it', () => {
    // 5,000 krónur: the shop counts 5000 (ISK has no minor unit); Stripe wants 500000.
    expect(toProviderAmount(5000, 'ISK')).toBe(500_000);
    expect(fromProviderAmount(500_000, 'isk')).toBe(5000);
  });

  it('keeps the usual and the zero-decimal currencies as they are', () => {
    expect(toProviderAmount(10_070, 'EUR')).toBe(10_070);
    expect(toProviderAmount(1500, 'JPY')).toBe(1500);
    expect(toProviderAmount(1500, 'KRW')).toBe(1500);
    expect(toProviderAmount(12_345, 'HUF')).toBe(12_345);
    expect(toProviderAmount(12_345, 'TWD')).toBe(12_345);
    expect(toProviderAmount(3000, 'UGX')).toBe(3000);
  });

  it('refuses amounts the provider cannot charge exactly', () => {
    // Three-decimal currencies: the last digit must be 0.
    expect(toProviderAmount(5120, 'KWD')).toBe(5120);
    expect(() => toProviderAmount(5124, 'KWD')).toThrow(ProviderAmountError);
    // The Malagasy ariary has two ISO decimals but Stripe counts whole ariary.
    expect(toProviderAmount(500, 'MGA')).toBe(5);
    expect(() => toProviderAmount(550, 'MGA')).toThrow(ProviderAmountError);
    expect(() => toProviderAmount(1.5, 'EUR')).toThrow(ProviderAmountError);
  });
});
