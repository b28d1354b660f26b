import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idFromSlug, itemSlug } from './slugs.ts';

describe('detail slugs', () => {
  it('lower-cases the title, joins words with hyphens and ends with the id', () => {
    expect(itemSlug('Northern Rhone Syrah Dinner', 12)).toBe('northern-rhone-syrah-dinner-12');
    expect(itemSlug('  Two  Days in the Côte ', 3)).toBe('two-days-in-the-côte-3');
    expect(itemSlug("Online Masterclass: Reading a Burgundy Label", 4)).toBe('online-masterclass-reading-a-burgundy-label-4');
    expect(itemSlug('', 9)).toBe('9');
  });

  it('reads the id from the last part', () => {
    expect(idFromSlug('northern-rhone-syrah-dinner-12')).toBe(12);
    expect(idFromSlug('12')).toBe(12);
    expect(idFromSlug('dinner')).toBeUndefined();
    expect(idFromSlug('dinner-0')).toBeUndefined();
    expect(idFromSlug('dinner-1e3')).toBeUndefined();
  });

  it('always gives back the id it was built with', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 999_999_999 }), (title, id) => {
        expect(idFromSlug(itemSlug(title, id))).toBe(id);
      }),
    );
  });
});
