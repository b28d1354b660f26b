import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idFromSlug, itemSlug } from './slugs.ts';

describe('detail slugs', () => {
  it('lower-cases the title, joins words with hyphens and ends with the id', () => {
    expect(itemSlug('Northern Rhone Syrah Dinner', 12)).toBe('northern-rhone-syrah-dinner-12');
    expect(itemSlug('  Two  Days in the Côte ', 3)).toBe('two-days-in-the-cote-3');
    expect(itemSlug('Online Masterclass: Reading a Burgundy Label', 4)).toBe('online-masterclass-reading-a-burgundy-label-4');
    expect(itemSlug('', 9)).toBe('9');
  });

  it('takes the accents off Latin letters', () => {
    expect(itemSlug('Saint-Émilion Grand Cru Weekend', 7)).toBe('saint-emilion-grand-cru-weekend-7');
    expect(itemSlug('Château Lafite & Pauillac', 8)).toBe('chateau-lafite-pauillac-8');
    expect(itemSlug('Weinstraße Öko Führung', 9)).toBe('weinstrasse-oko-fuhrung-9');
    expect(itemSlug('Œnologie: Côte-Rôtie, Ribeira Sacra, Tokaj Aszú, Łódź', 10)).toBe(
      'oenologie-cote-rotie-ribeira-sacra-tokaj-aszu-lodz-10',
    );
    expect(itemSlug('Smørrebrød og vin', 11)).toBe('smorrebrod-og-vin-11');
  });

  it('gives the id alone when nothing of the title is Latin', () => {
    expect(itemSlug('Κρασί', 5)).toBe('5');
  });

  it('only ever holds a-z, 0-9 and hyphens', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 999 }), (title, id) => {
        expect(itemSlug(title, id)).toMatch(/^[a-z0-9-]+$/);
      }),
    );
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
