import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  WINE_FIELD_MESSAGES,
  idField,
  optionalDecimal,
  optionalIdField,
  optionalMultiValue,
  optionalPrice,
  optionalPriceCurrency,
  winePriceToDecimal,
  optionalSlider,
  optionalWindow,
  optionalWineText,
  optionalYear,
  optionalYesNo,
  requiredWineText,
} from './wine-fields.ts';
import { capDecimal, capPrice, capWindow, capYear } from './wine-profile-rules.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('wine field kinds', () => {
  it('text: trimmed, blank clears, bounded', () => {
    const schema = optionalWineText('Producer', 10);
    expect(schema.parse('  Vasseur ')).toBe('Vasseur');
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(messageOf(schema, 'x'.repeat(11))).toBe('Producer can be at most 10 characters.');
    expect(messageOf(schema, 5)).toBe('Producer must be text.');
  });

  it('required text: says what is missing', () => {
    const schema = requiredWineText('The wine name', 'Please enter the wine name.');
    expect(messageOf(schema, '  ')).toBe('Please enter the wine name.');
    expect(messageOf(schema, undefined)).toBe('Please enter the wine name.');
  });

  it('year: 4 digits, kept as text', () => {
    const schema = optionalYear('Vintage');
    expect(schema.parse('2019')).toBe('2019');
    expect(schema.parse(2019)).toBe('2019');
    expect(schema.parse('')).toBeNull();
    for (const bad of ['19', '20190', '2O19', 'NV', 19.5]) expect(messageOf(schema, bad)).toBe(WINE_FIELD_MESSAGES.year('Vintage'));
  });

  it('decimal: digits and one point, at most 5 characters', () => {
    const schema = optionalDecimal('ABV (%)', 100);
    expect(schema.parse('13.5')).toBe('13.5');
    expect(schema.parse('.5')).toBe('0.5');
    expect(schema.parse('14.')).toBe('14');
    expect(schema.parse(12.5)).toBe('12.5');
    for (const bad of ['13.555', '1.2.3', '13,5', 'abc', '-1', '.']) {
      expect(messageOf(schema, bad)).toBe('ABV (%) must be a number with at most 5 characters.');
    }
    expect(messageOf(schema, '100.5')).toBe('ABV (%) can be at most 100.');
  });

  it('window: at most 2 digits', () => {
    const schema = optionalWindow('Drinking Window (years)');
    expect(schema.parse('10')).toBe('10');
    expect(schema.parse(7)).toBe('7');
    expect(messageOf(schema, '100')).toBe(WINE_FIELD_MESSAGES.window('Drinking Window (years)'));
    expect(messageOf(schema, '1.5')).toBe(WINE_FIELD_MESSAGES.window('Drinking Window (years)'));
  });

  it("yes/no: 'True' or 'False', booleans and letter case read alike", () => {
    const schema = optionalYesNo('Vegan');
    expect(schema.parse('True')).toBe('True');
    expect(schema.parse('false')).toBe('False');
    expect(schema.parse(true)).toBe('True');
    expect(schema.parse('')).toBeNull();
    expect(messageOf(schema, 'yes')).toBe('Vegan must be True or False.');
  });

  it('slider: a whole number on its scale', () => {
    const schema = optionalSlider('Sweetness', { min: 0, max: 6 });
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse(6)).toBe(6);
    for (const bad of ['7', '-1', '2.5', 'dry', 3.5]) expect(messageOf(schema, bad)).toBe('Sweetness must be a whole number from 0 to 6.');
  });

  it('multi-value: joined by |, trimmed, empties dropped, bounded', () => {
    const schema = optionalMultiValue('Awards');
    expect(schema.parse(' Gold | |Silver ')).toBe('Gold|Silver');
    expect(schema.parse(['Gold', 'Silver|Bronze'])).toBe('Gold|Silver|Bronze');
    expect(schema.parse(' | ')).toBeNull();
    expect(
      messageOf(
        schema,
        Array.from({ length: 31 }, (_, index) => `Award ${index}`),
      ),
    ).toBe('Awards can have at most 30 entries.');
    expect(messageOf(schema, 'x'.repeat(101))).toBe('Each entry of Awards can be at most 100 characters.');
    expect(messageOf(schema, 3)).toBe('Awards must be text.');
  });

  it('price: at most 8 characters, 0 or more, 2 decimals at most, given in minor units', () => {
    const schema = optionalPrice('Glass 125ml');
    expect(schema.parse('12.5')).toBe(1250);
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse('.99')).toBe(99);
    expect(schema.parse('12.')).toBe(1200);
    expect(schema.parse('007.5')).toBe(750);
    expect(schema.parse('99999.99')).toBe(9_999_999);
    expect(schema.parse(7)).toBe(700);
    expect(schema.parse('')).toBeNull();
    for (const bad of ['12.345', '-1', '£12', '123456789', '1,50', 'free', '.']) {
      expect(messageOf(schema, bad)).toBe(WINE_FIELD_MESSAGES.price('Glass 125ml'));
    }
    expect(schema.parse('999999.9')).toBe(99_999_990);
    expect(messageOf(schema, '1000000')).toBe('Glass 125ml can be at most 999999.99.');
    expect(messageOf(schema, '99999999')).toBe('Glass 125ml can be at most 999999.99.');
  });

  it("currency: GBP, USD or any other of the site's currencies, but never cleared", () => {
    const schema = optionalPriceCurrency();
    expect(schema.parse('usd')).toBe('USD');
    expect(schema.parse(' eur ')).toBe('EUR');
    expect(schema.parse('CHF')).toBe('CHF');
    for (const bad of ['XYZ', 'EURO', '', null, 12]) expect(messageOf(schema, bad)).toBe(WINE_FIELD_MESSAGES.currency);
  });

  it('prices: hundredths whatever the currency, written back with 2 decimals', () => {
    expect(optionalPrice('Magnum').parse('1500')).toBe(150_000);
    expect(winePriceToDecimal(150_000)).toBe('1500.00');
    expect(winePriceToDecimal(1250)).toBe('12.50');
  });

  it('ids: numbers or the digits a form sends', () => {
    const schema = idField('wineListId');
    expect(schema.parse('12')).toBe(12);
    expect(schema.parse(12)).toBe(12);
    for (const bad of ['0', '-3', '1.5', 'abc', 0, 2_147_483_648, ''])
      expect(messageOf(schema, bad)).toBe('wineListId must be a whole number of 1 or more.');
    const optional = optionalIdField('eventId');
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse(null)).toBeUndefined();
    expect(optional.parse('4')).toBe(4);
  });
});

describe('what the editor lets a person type, the server accepts', () => {
  it('for years, decimals, windows and prices', () => {
    const year = optionalYear('Vintage');
    const decimal = optionalDecimal('Aged (years)');
    const window = optionalWindow('Drinking Window (years)');
    const price = optionalPrice('Magnum');
    fc.assert(
      // Mostly the characters that matter, so that points and digits meet often.
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '.', 'a', ' ', '-') }), (text) => {
        const typedYear = capYear(text);
        if (typedYear.length === 4) expect(year.safeParse(typedYear).success).toBe(true);
        const typedDecimal = capDecimal(text);
        if (/\d/.test(typedDecimal)) expect(decimal.safeParse(typedDecimal).success).toBe(true);
        expect(window.safeParse(capWindow(text)).success).toBe(true);
        const typedPrice = capPrice(text);
        if (/\d/.test(typedPrice)) expect(price.safeParse(typedPrice).success).toBe(true);
      }),
    );
  });
});
