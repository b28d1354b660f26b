import { describe, expect, it } from 'vitest';
import { regionName } from './region-names.ts';

describe('regionName', () => {
  it('names a country by its code, in British English', () => {
    expect(regionName('FR')).toBe('France');
    expect(regionName('GB')).toBe('United Kingdom');
  });

  it('knows no name for a code that is no country, nor for one that is not a code', () => {
    expect(regionName('XX')).toBeUndefined();
    expect(regionName('France')).toBeUndefined();
  });
});
