import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CUSTOM_COUNTRY_CODE,
  INITIAL_MULTI_VALUE,
  READINESS_LABELS,
  capDecimal,
  capPrice,
  capWindow,
  capWineInput,
  capYear,
  changedFields,
  joinMultiValue,
  multiValueReducer,
  multiValueToSend,
  readiness,
  splitMultiValue,
  suggest,
  tickYesNo,
  yesNoBoxes,
  type MultiValueAction,
} from './wine-profile-rules.ts';

const countries = [
  { COUNTRY: 'France', COUNTRY_CODE: 'FR' },
  { COUNTRY: 'South Africa', COUNTRY_CODE: 'ZA' },
  { COUNTRY: 'Africa Minor', COUNTRY_CODE: 'AM' },
  { COUNTRY: 'Spain', COUNTRY_CODE: 'ES' },
  { COUNTRY: 'United Kingdom', COUNTRY_CODE: 'GB' },
  { COUNTRY: 'United States', COUNTRY_CODE: 'US' },
  { COUNTRY: 'Portugal', COUNTRY_CODE: 'PT' },
  { COUNTRY: 'Italy', COUNTRY_CODE: 'IT' },
  { COUNTRY: 'Austria', COUNTRY_CODE: 'AT' },
];

describe('type-ahead suggestions', () => {
  it('match a substring of the name whatever the case, names starting with it first', () => {
    expect(suggest(countries, 'AFRI', 'COUNTRY', { codeField: 'COUNTRY_CODE' })).toEqual([
      { name: 'Africa Minor', code: 'AM', custom: false },
      { name: 'South Africa', code: 'ZA', custom: false },
    ]);
  });

  it('show at most 5', () => {
    expect(suggest(countries, 'a', 'COUNTRY')).toHaveLength(5);
  });

  it('show none for empty or blank input', () => {
    expect(suggest(countries, '', 'COUNTRY')).toEqual([]);
    expect(suggest(countries, '   ', 'COUNTRY')).toEqual([]);
  });

  it('offer the typed text when nothing matches; a custom country is ZZZ, other custom entries have no code', () => {
    expect(suggest(countries, ' Atlantis ', 'COUNTRY', { codeField: 'COUNTRY_CODE' })).toEqual([
      { name: 'Atlantis', code: CUSTOM_COUNTRY_CODE, custom: true },
    ]);
    expect(suggest([{ REGION: 'Rhone', REGION_CODE: 'RH' }], 'Mosel', 'REGION', { codeField: 'REGION_CODE' })).toEqual([
      { name: 'Mosel', code: null, custom: true },
    ]);
  });

  it('suggest a name once, as the region lookup rows repeat the country', () => {
    const rows = [
      { COUNTRY: 'France', REGION: 'Rhone' },
      { COUNTRY: 'France', REGION: 'Loire' },
      { COUNTRY: 'france', REGION: 'Alsace' },
    ];
    expect(suggest(rows, 'fra', 'COUNTRY')).toEqual([{ name: 'France', code: null, custom: false }]);
  });

  it('ignore accents and marks both ways, and the letters Unicode does not decompose', () => {
    const grapes = [
      { GRAPE: 'Carménère', GRAPE_CODE: 'CARMENERE' },
      { GRAPE: 'Kalecik Karası', GRAPE_CODE: 'KALECIK-KARASI' },
      { GRAPE: 'Zierfandler', GRAPE_CODE: 'ZIERFANDLER' },
    ];
    expect(suggest(grapes, 'carmenere', 'GRAPE', { codeField: 'GRAPE_CODE' })).toEqual([
      { name: 'Carménère', code: 'CARMENERE', custom: false },
    ]);
    expect(suggest(grapes, 'CARMENÈRE', 'GRAPE').map((s) => s.name)).toEqual(['Carménère']);
    expect(suggest(grapes, 'karasi', 'GRAPE').map((s) => s.name)).toEqual(['Kalecik Karası']);
    expect(suggest([{ REGION: 'Małopolska' }, { REGION: 'Ștefan Vodă' }], 'malo', 'REGION').map((s) => s.name)).toEqual(['Małopolska']);
    expect(suggest([{ REGION: 'Ștefan Vodă' }], 'stefan voda', 'REGION').map((s) => s.name)).toEqual(['Ștefan Vodă']);
  });

  it('find a row by a synonym when given the synonyms field, saying which synonym matched when the name does not hold it', () => {
    const grapes = [
      { GRAPE: 'Syrah (Shiraz)', GRAPE_CODE: 'SYRAH', SYNONYMS: ['Shiraz', 'Sirah'] },
      { GRAPE: 'Tempranillo (Tinta Roriz, Aragonez)', GRAPE_CODE: 'TEMPRANILLO', SYNONYMS: ['Tinta Roriz', 'Aragonez', 'Cencibel'] },
      { GRAPE: 'Petite Sirah (Durif)', GRAPE_CODE: 'PETITE-SIRAH', SYNONYMS: ['Durif'] },
    ];
    const options = { codeField: 'GRAPE_CODE', synonymsField: 'SYNONYMS' } as const;
    expect(suggest(grapes, 'cencibel', 'GRAPE', options)).toEqual([
      { name: 'Tempranillo (Tinta Roriz, Aragonez)', code: 'TEMPRANILLO', custom: false, matched: 'Cencibel' },
    ]);
    expect(suggest(grapes, 'shiraz', 'GRAPE', options)).toEqual([{ name: 'Syrah (Shiraz)', code: 'SYRAH', custom: false }]);
    // Starting a synonym counts as starting the name: Syrah, found by 'Sirah', comes before Petite Sirah.
    expect(suggest(grapes, 'sirah', 'GRAPE', options).map((s) => [s.code, s.matched])).toEqual([
      ['SYRAH', 'Sirah'],
      ['PETITE-SIRAH', undefined],
    ]);
    // Without the option, synonyms are not searched.
    expect(suggest(grapes, 'cencibel', 'GRAPE', { codeField: 'GRAPE_CODE' })).toEqual([{ name: 'cencibel', code: null, custom: true }]);
  });

  it('take rows of any shape, naming their fields', () => {
    interface GrapeRow {
      GRAPE: string;
      GRAPE_CODE: string;
    }
    const grapes: GrapeRow[] = [{ GRAPE: 'Syrah', GRAPE_CODE: 'SYR' }];
    expect(suggest(grapes, 'sy', 'GRAPE', { codeField: 'GRAPE_CODE' })).toEqual([{ name: 'Syrah', code: 'SYR', custom: false }]);
  });

  it('skip rows without a name', () => {
    expect(suggest([{ COUNTRY: null }, { COUNTRY: 'Chile' }], 'c', 'COUNTRY')).toEqual([{ name: 'Chile', code: null, custom: false }]);
  });
});

describe('multi-value fields', () => {
  it('split and join on |, trimming and dropping empties', () => {
    expect(splitMultiValue(' Gold | Silver||')).toEqual(['Gold', 'Silver']);
    expect(splitMultiValue(null)).toEqual([]);
    expect(joinMultiValue([' Gold', '', 'Silver '])).toBe('Gold|Silver');
  });

  it('keep entries through a join and split', () => {
    const entry = fc
      .string()
      .map((text) => text.replaceAll('|', '').trim())
      .filter(Boolean);
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        expect(splitMultiValue(joinMultiValue(entries))).toEqual(entries);
      }),
    );
  });

  const run = (...actions: MultiValueAction[]) => actions.reduce(multiValueReducer, INITIAL_MULTI_VALUE);

  it("replace the stored value in 'update' mode", () => {
    const state = run({ type: 'type', text: 'Syrah | Viognier' });
    expect(state.mode).toBe('update');
    expect(multiValueToSend('Grenache', state)).toBe('Syrah|Viognier');
  });

  it('append with | after ADD, leaving out entries already there', () => {
    const state = run({ type: 'add' }, { type: 'type', text: 'Viognier|Syrah' });
    expect(state.mode).toBe('add-another');
    expect(multiValueToSend('Syrah', state)).toBe('Syrah|Viognier');
    expect(multiValueToSend(null, state)).toBe('Viognier|Syrah');
  });

  it('empty the pending value on Clear; confirming then clears the field, or replaces it with what is typed', () => {
    const cleared = run({ type: 'type', text: 'Gold' }, { type: 'clear' });
    expect(cleared).toEqual({ mode: 'clear', text: '' });
    expect(multiValueToSend('Silver', cleared)).toBeNull();
    expect(multiValueToSend('Silver', multiValueReducer(cleared, { type: 'type', text: 'Bronze' }))).toBe('Bronze');
  });

  it('send nothing when nothing was typed, and return to update after confirm or cancel', () => {
    expect(multiValueToSend('Gold', run({ type: 'add' }))).toBeUndefined();
    expect(multiValueToSend('Gold', run())).toBeUndefined();
    expect(run({ type: 'add' }, { type: 'type', text: 'x' }, { type: 'confirm' })).toEqual(INITIAL_MULTI_VALUE);
    expect(run({ type: 'clear' }, { type: 'cancel' })).toEqual(INITIAL_MULTI_VALUE);
  });
});

describe('yes/no pairs', () => {
  it('tick one option at a time; unticking the ticked one leaves no value', () => {
    expect(tickYesNo(undefined, 'True', true)).toBe('True');
    expect(tickYesNo('True', 'False', true)).toBe('False');
    expect(tickYesNo('False', 'False', false)).toBeUndefined();
    expect(tickYesNo('True', 'False', false)).toBe('True');
  });

  it('show at most one box ticked', () => {
    expect(yesNoBoxes('True')).toEqual({ True: true, False: false });
    expect(yesNoBoxes(null)).toEqual({ True: false, False: false });
  });
});

describe('confirm sends only fields with a value', () => {
  it('drops untouched and blank fields, keeps 0 and an explicit clear', () => {
    expect(changedFields({ sweetness: 0, nose: '', palate: '  ', body: undefined, awards: null, vintage: '2019' })).toEqual({
      sweetness: 0,
      awards: null,
      vintage: '2019',
    });
  });
});

describe('input caps', () => {
  it('keep digits and one point, at most 5 characters, for decimals', () => {
    expect(capDecimal('13.5%')).toBe('13.5');
    expect(capDecimal('1.2.3')).toBe('1.23');
    expect(capDecimal('123456')).toBe('12345');
    expect(capDecimal('abc')).toBe('');
  });

  it('keep digits only for years (4) and the drinking window (2)', () => {
    expect(capYear('20x19')).toBe('2019');
    expect(capYear('201999')).toBe('2019');
    expect(capWindow('1 5 7')).toBe('15');
  });

  it('keep prices to 8 characters with at most 2 decimals', () => {
    expect(capPrice('£12.345')).toBe('12.34');
    expect(capPrice('1234567890')).toBe('123456');
    expect(capPrice('1234567.891')).toBe('123456.8');
    expect(capWineInput('price', '99.9.9')).toBe('99.99');
  });

  it('never let through more than the cap', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(capDecimal(text).length).toBeLessThanOrEqual(5);
        expect(capDecimal(text)).toMatch(/^\d*\.?\d*$/);
        expect(capYear(text)).toMatch(/^\d{0,4}$/);
        expect(capWindow(text)).toMatch(/^\d{0,2}$/);
        expect(capPrice(text)).toMatch(/^\d*(\.\d{0,2})?$/);
        expect(capPrice(text).length).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe('readiness for the cellar', () => {
  it('is too young before Drink After, ready from Drink After to Drink Before, past its best after', () => {
    expect(readiness('2025', '2030', 2024)).toBe('too-young');
    expect(readiness('2025', '2030', 2025)).toBe('ready');
    expect(readiness('2025', '2030', 2030)).toBe('ready');
    expect(readiness('2025', '2030', 2031)).toBe('past-its-best');
  });

  it('works from one bound, and is unknown without either', () => {
    expect(readiness(null, '2030', 2020)).toBe('ready');
    expect(readiness('2028', undefined, 2026)).toBe('too-young');
    expect(readiness(2020, null, 2026)).toBe('ready');
    expect(readiness(null, '', 2026)).toBeNull();
    expect(readiness('soon', 'later', 2026)).toBeNull();
  });

  it('has a label for each state', () => {
    expect(READINESS_LABELS).toEqual({ 'too-young': 'Too young', ready: 'Ready to drink', 'past-its-best': 'Past its best' });
  });
});
