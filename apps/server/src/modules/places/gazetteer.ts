import fs from 'node:fs';
import { PLACES_LIMITS, placeKey, type Place } from '@trg/contract/places';
import { dataFile } from '../../paths.ts';

interface Town extends Place {
  /** The name as the search compares it (see placeKey). */
  key: string;
}

/** Where the towns come from: a file written by scripts/make-gazetteer.ts, most populous first. */
export const GAZETTEER_FILE = dataFile('modules/places/european-towns.tsv');

export function parseTowns(text: string): Town[] {
  const towns: Town[] = [];
  for (const line of text.split('\n')) {
    const [name, country, lat, lng, population] = line.split('\t');
    if (!name || !country || lat === undefined || lng === undefined || population === undefined) continue;
    towns.push({ name, country, lat: Number(lat), lng: Number(lng), population: Number(population), key: placeKey(name) });
  }
  return towns.sort((a, b) => b.population - a.population);
}

export interface Gazetteer {
  /**
   * Towns whose name starts with the query (accents, case and punctuation ignored), then those with a later
   * word that does ('emilion' finds Saint-Émilion); within each, the given country's first, then the most
   * populous.
   */
  search(query: string, options?: { country?: string; limit?: number }): Place[];
  /** A country's most populous towns. */
  largest(country: string, limit?: number): Place[];
}

const toPlace = ({ name, country, lat, lng, population }: Town): Place => ({ name, country, lat, lng, population });

export function gazetteerOf(towns: readonly Town[]): Gazetteer {
  return {
    search(query, { country, limit = PLACES_LIMITS.results } = {}) {
      const key = placeKey(query);
      if (key === '') return [];
      const tiers: Town[][] = [[], [], [], []];
      for (const town of towns) {
        const tier = town.key.startsWith(key) ? 0 : town.key.includes(` ${key}`) ? 2 : -1;
        if (tier < 0) continue;
        // The host's own country before others, within the same kind of match.
        const bucket = tiers[tier + (country !== undefined && town.country !== country ? 1 : 0)];
        if (bucket && bucket.length < limit) bucket.push(town);
        // The first tier full: no later town can come before those (the towns are read most populous first).
        if (tiers[0]?.length === limit) break;
      }
      return tiers.flat().slice(0, limit).map(toPlace);
    },
    largest(country, limit = PLACES_LIMITS.results) {
      const found: Place[] = [];
      for (const town of towns) {
        if (town.country !== country) continue;
        found.push(toPlace(town));
        if (found.length >= limit) break;
      }
      return found;
    },
  };
}

let shipped: Gazetteer | undefined;

/** The shipped gazetteer, read from disk on first use (about 60,000 towns, a few megabytes in memory). */
export function shippedGazetteer(): Gazetteer {
  shipped ??= gazetteerOf(parseTowns(fs.readFileSync(GAZETTEER_FILE, 'utf8')));
  return shipped;
}
