import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, isCurrencyCode } from './lists/currencies.ts';
import { DEFAULT_CURRENCY, decimalToMinor, formatMoney, minorToDecimal } from './money.ts';
import { formatDecimalMoney } from './money-display.ts';

describe('money', () => {
  it('shows minor units with 2 decimals', () => {
    expect(minorToDecimal(1250, 'GBP')).toBe('12.50');
    expect(minorToDecimal(5, 'EUR')).toBe('0.05');
    expect(minorToDecimal(0, 'USD')).toBe('0.00');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500.00');
    expect(minorToDecimal(-199, 'GBP')).toBe('-1.99');
  });

  it('formats with the currency symbol', () => {
    expect(formatMoney(9500, 'EUR')).toBe('€95.00');
    expect(formatMoney(4500, 'GBP')).toBe('£45.00');
  });

  it("formats API amounts with Intl.NumberFormat in the page's locale: symbol, grouping, 2 decimals", () => {
    expect(formatDecimalMoney('1250.00', 'EUR')).toBe('€1,250.00');
    expect(formatDecimalMoney('35.00', 'CHF')).toBe('CHF\u00a035.00');
    expect(formatDecimalMoney('12.5', 'GBP')).toBe('£12.50');
    expect(formatDecimalMoney('1234567.89', 'GBP')).toBe('£1,234,567.89');
    expect(formatDecimalMoney('1500.00', 'JPY')).toBe('JP¥1,500.00');
    expect(formatDecimalMoney('10.500', 'BHD')).toBe('BHD\u00a010.500');
    expect(formatDecimalMoney('-19.00', 'EUR')).toBe('-€19.00');
    expect(formatMoney(125000, 'EUR')).toBe('€1,250.00');
    expect(formatMoney(3500, 'CHF')).toBe('CHF\u00a035.00');
  });

  it('writes every currency in the site’s locale as Intl.NumberFormat does, without making one for the usual amounts', () => {
    // The amounts a page shows in its first render are written without Intl, whose first formatter costs some 20 ms
    // (codes no test above has formatted, so that no formatter kept from them could hide one being made).
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const code of ['SEK', 'NOK', 'USD', 'PLN', 'HUF']) formatDecimalMoney('1250.00', code);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
    const intl = (text: string, code: string) => {
      const digits = Math.max(2, /\.(\d+)$/.exec(text)?.[1]?.length ?? 0);
      const options = { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
      return new Intl.NumberFormat('en-GB', options).format(Number(text));
    };
    const amounts = [
      '0.00',
      '-0.00',
      '0.05',
      '1.5',
      '12.50',
      '999.99',
      '1000.00',
      '-19.00',
      '1234567.89',
      '10.500',
      '0012.30',
      '-1000000.00',
      '7',
    ];
    for (const code of [...CURRENCIES.map((currency) => currency.code), 'XYZ', 'QQQ']) {
      for (const amount of amounts) expect(formatDecimalMoney(amount, code), `${amount} ${code}`).toBe(intl(amount, code));
    }
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom('GBP', 'EUR', 'CHF', 'USD', 'SEK'),
        (minor, code) => {
          const text = minorToDecimal(minor, code);
          expect(formatDecimalMoney(text, code)).toBe(intl(text, code));
        },
      ),
    );
  });

  it('formats in another locale when asked, and leaves what is not an amount as it is', () => {
    expect(formatDecimalMoney('1250.00', 'EUR', 'fr-FR')).toBe('1\u202f250,00\u00a0€');
    expect(formatDecimalMoney('abc', 'GBP')).toBe('£abc');
  });

  it('parses decimals to minor units and refuses what is not an amount', () => {
    expect(decimalToMinor('12.5', 'GBP')).toBe(1250);
    expect(decimalToMinor('12.50', 'GBP')).toBe(1250);
    expect(decimalToMinor(12.5, 'GBP')).toBe(1250);
    expect(decimalToMinor('7', 'EUR')).toBe(700);
    expect(decimalToMinor('1.005', 'GBP')).toBeUndefined();
    expect(decimalToMinor('1.500', 'GBP')).toBe(150);
    expect(decimalToMinor('abc', 'GBP')).toBeUndefined();
    expect(decimalToMinor('1,50', 'GBP')).toBeUndefined();
  });

  it('falls back to a currency that exists', () => {
    expect(isCurrencyCode(DEFAULT_CURRENCY)).toBe(true);
  });

  it('round-trips every amount in 2-decimal currencies', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        expect(decimalToMinor(minorToDecimal(minor, 'GBP'), 'GBP')).toBe(minor);
      }),
    );
  });
});
