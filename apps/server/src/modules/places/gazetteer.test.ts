import { describe, expect, it } from 'vitest';
import { gazetteerOf, parseTowns, shippedGazetteer } from './gazetteer.ts';

const towns = parseTowns(
  [
    'Saint-Émilion\tFR\t44.8926\t-0.1561\t2619',
    'Reims\tFR\t49.2653\t4.0285\t196565',
    'Rheinberg\tDE\t51.5463\t6.6014\t31000',
    'Saint-Étienne\tFR\t45.4339\t4.3900\t172565',
    'Remich\tLU\t49.5450\t6.3675\t3700',
    'broken line',
  ].join('\n'),
);
const gazetteer = gazetteerOf(towns);
const names = (query: string, options?: { country?: string }) => gazetteer.search(query, options).map((place) => place.name);

describe('the gazetteer', () => {
  it('reads one town a line and skips what is not one', () => {
    expect(towns).toHaveLength(5);
    expect(towns[0]).toMatchObject({ name: 'Reims', country: 'FR', lat: 49.2653, lng: 4.0285, population: 196565 });
  });

  it('ignores accents, case and punctuation, and ranks by population', () => {
    expect(names('saint emilion')).toEqual(['Saint-Émilion']);
    expect(names('SAINT-É')).toEqual(['Saint-Étienne', 'Saint-Émilion']);
    expect(names('re')).toEqual(['Reims', 'Remich']);
  });

  it('finds a later word of a name after the names that start with it', () => {
    expect(names('emilion')).toEqual(['Saint-Émilion']);
  });

  it("puts the given country's towns first", () => {
    expect(names('re', { country: 'LU' })).toEqual(['Remich', 'Reims']);
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(names('xqzvw')).toEqual([]);
    expect(names(' - ')).toEqual([]);
  });

  it("lists a country's largest towns", () => {
    expect(gazetteer.largest('FR', 2).map((place) => place.name)).toEqual(['Reims', 'Saint-Étienne']);
  });

  it('ships European towns from the data set', () => {
    const shipped = shippedGazetteer();
    expect(shipped.search('reims')[0]).toMatchObject({ name: 'Reims', country: 'FR' });
    expect(shipped.search('beaune', { country: 'FR' })[0]).toMatchObject({ name: 'Beaune', country: 'FR' });
    // Europe only: London is the British one.
    expect(shipped.search('london').map((place) => place.country)).not.toContain('CA');
  });
});
