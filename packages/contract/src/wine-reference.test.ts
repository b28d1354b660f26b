import { describe, expect, it } from 'vitest';
import {
  GrapeRowSchema,
  RegionLookupRowSchema,
  isWineReferencePath,
  parseReferenceFilter,
  type ReferenceFilterResult,
} from './wine-reference.ts';

const ok = (filter: Record<string, string>): ReferenceFilterResult => ({ ok: true, filter });

describe('parseReferenceFilter', () => {
  it('reads everything from the forms the spec shows: COUNTRY=*, a bare = and FOOD_TYPE=*', () => {
    expect(parseReferenceFilter('regionDetails', { suffix: 'COUNTRY=*' })).toEqual(ok({}));
    expect(parseReferenceFilter('regionReferenceData', { query: { COUNTRY: '*' } })).toEqual(ok({}));
    expect(parseReferenceFilter('wineReferenceData', { suffix: '=' })).toEqual(ok({}));
    expect(parseReferenceFilter('wineReferenceData', { query: { '': '' } })).toEqual(ok({}));
    expect(parseReferenceFilter('foodPairingsReferenceData', { query: { FOOD_TYPE: '*' } })).toEqual(ok({}));
  });

  it('reads nothing at all, or an empty value, as everything', () => {
    expect(parseReferenceFilter('regionDetails', {})).toEqual(ok({}));
    expect(parseReferenceFilter('regionDetails', { suffix: '', query: {} })).toEqual(ok({}));
    expect(parseReferenceFilter('regionDetails', { suffix: 'COUNTRY=' })).toEqual(ok({}));
    expect(parseReferenceFilter('regionDetails', { suffix: 'COUNTRY' })).toEqual(ok({}));
  });

  it('narrows by a code, from the path suffix or the query string alike, in any case', () => {
    const expected = ok({ COUNTRY: 'FR' });
    expect(parseReferenceFilter('regionDetails', { suffix: 'COUNTRY=FR' })).toEqual(expected);
    expect(parseReferenceFilter('regionDetails', { query: { COUNTRY: 'FR' } })).toEqual(expected);
    expect(parseReferenceFilter('regionDetails', { suffix: 'country=fr' })).toEqual(expected);
    expect(parseReferenceFilter('regionDetails', { suffix: ' COUNTRY = FR ' })).toEqual(expected);
    expect(parseReferenceFilter('foodPairingsReferenceData', { suffix: 'FOOD_TYPE=oily-fish' })).toEqual(ok({ FOOD_TYPE: 'OILY-FISH' }));
  });

  it('takes the custom country code ZZZ, which simply matches nothing', () => {
    expect(parseReferenceFilter('regionReferenceData', { suffix: 'COUNTRY=ZZZ' })).toEqual(ok({ COUNTRY: 'ZZZ' }));
  });

  it('takes the same key from the suffix and the query when they agree, and refuses them when they differ', () => {
    expect(parseReferenceFilter('regionDetails', { suffix: 'COUNTRY=FR', query: { COUNTRY: 'fr' } })).toEqual(ok({ COUNTRY: 'FR' }));
    expect(parseReferenceFilter('regionDetails', { suffix: '=', query: { COUNTRY: 'IT' } })).toEqual(ok({ COUNTRY: 'IT' }));
    const twice = parseReferenceFilter('regionDetails', { query: { COUNTRY: ['FR', 'IT'] } });
    expect(twice).toMatchObject({ ok: false, key: 'COUNTRY' });
    expect(parseReferenceFilter('regionDetails', { suffix: 'COUNTRY=FR', query: { COUNTRY: '*' } }).ok).toBe(false);
  });

  it('refuses a key the path does not take, naming the ones it does', () => {
    const result = parseReferenceFilter('regionDetails', { suffix: 'FOOD_TYPE=FISH' });
    expect(result).toEqual({
      ok: false,
      key: 'FOOD_TYPE',
      message: '"FOOD_TYPE" is not a filter of this list; use COUNTRY=FR or COUNTRY=*.',
    });
    expect(parseReferenceFilter('foodPairingsReferenceData', { query: { COUNTRY: 'FR' } })).toMatchObject({
      ok: false,
      message: '"COUNTRY" is not a filter of this list; use FOOD_TYPE=FISH or FOOD_TYPE=*.',
    });
    expect(parseReferenceFilter('wineReferenceData', { suffix: 'FR' })).toMatchObject({ ok: false, key: 'FR' });
    expect(parseReferenceFilter('regionDetails', { query: { page: '2' } })).toMatchObject({ ok: false, key: 'page' });
  });

  it('refuses a value that cannot be a code', () => {
    for (const value of ['F', 'FRAN', 'F1', 'FR;DROP', '%', 'FR,IT']) {
      expect(parseReferenceFilter('regionDetails', { suffix: `COUNTRY=${value}` })).toMatchObject({ ok: false, key: 'COUNTRY' });
    }
    expect(parseReferenceFilter('foodPairingsReferenceData', { suffix: 'FOOD_TYPE=fish pie' }).ok).toBe(false);
  });
});

describe('reference rows', () => {
  it('knows the four paths with and without a filter suffix', () => {
    expect(isWineReferencePath('/api/auth/business-profile/wine-region-details/:filter')).toBe(true);
    expect(isWineReferencePath('/api/auth/business-profile/wine-reference-data')).toBe(true);
    expect(isWineReferencePath('/api/auth/business-profile/wine-reference-data-admin')).toBe(false);
    expect(isWineReferencePath('/api/auth/business-profile/wine-list-details/:id')).toBe(false);
  });

  it('takes codes in upper-case hyphenated parts and trimmed, non-empty names', () => {
    expect(GrapeRowSchema.safeParse({ GRAPE_CODE: 'PINOT-NOIR', GRAPE: 'Pinot Noir', SKIN: 'Red' }).success).toBe(true);
    for (const GRAPE_CODE of ['pinot-noir', 'PINOT NOIR', 'PINOT--NOIR', '-PINOT', '']) {
      expect(GrapeRowSchema.safeParse({ GRAPE_CODE, GRAPE: 'Pinot Noir', SKIN: 'Red' }).success).toBe(false);
    }
    for (const GRAPE of ['', ' Pinot Noir', 'Pinot Noir ']) {
      expect(GrapeRowSchema.safeParse({ GRAPE_CODE: 'PINOT-NOIR', GRAPE, SKIN: 'Red' }).success).toBe(false);
    }
    expect(GrapeRowSchema.safeParse({ GRAPE_CODE: 'PINOT-NOIR', GRAPE: 'Pinot Noir', SKIN: 'Blue' }).success).toBe(false);
  });

  it('leaves the levels below the end of a lookup path null', () => {
    const row = {
      COUNTRY_CODE: 'FR',
      COUNTRY: 'France',
      REGION_CODE: 'FR-BUR',
      REGION: 'Burgundy',
      SUB_REGION_CODE: 'FR-BUR-CHAMBERTIN',
      SUB_REGION: 'Chambertin',
      SITE_CODE: null,
      SITE: null,
      PARCEL_CODE: null,
      PARCEL: null,
    };
    expect(RegionLookupRowSchema.parse(row)).toEqual(row);
    expect(RegionLookupRowSchema.safeParse({ ...row, EXTRA: 1 }).success).toBe(false);
  });
});
