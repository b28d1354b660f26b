import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  FoodPairingsReferenceDataSchema,
  WineReferenceDataSchema,
  WineRegionDetailsSchema,
  WineRegionReferenceDataSchema,
  type ReferenceFilter,
} from '@trg/contract/wine-reference';
import type { Db } from '../../db/client.ts';
import {
  readFilterCodes,
  readFoodPairingsReferenceData,
  readRegionLookupRows,
  readRegionReferenceData,
  readWineReferenceData,
} from './repository.ts';

/** An answer, checked against its schema once, its JSON as sent, and a strong validator: a hash of that JSON. */
export interface CachedAnswer<Body> {
  body: Body;
  json: string;
  etag: string;
}

export function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
}

/** True when a request's If-None-Match names this ETag, or `*` (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const EVERY = '*';
const UNKNOWN = '?';

/**
 * The four answers, read once per filter and then kept: the data changes only by a migration, which a restart
 * applies, so every instance holds the same answers and ETags. Only filters naming a code that exists get an
 * answer of their own; every unknown code shares one (empty) answer, so the cache cannot be grown at will.
 */
export function createWineReferenceAnswers(db: Db) {
  let filterCodes: ReturnType<typeof readFilterCodes> | undefined;
  const codes = () => {
    filterCodes ??= readFilterCodes(db).catch((error: unknown) => {
      filterCodes = undefined;
      throw error;
    });
    return filterCodes;
  };

  function cache<Body>(schema: z.ZodType<Body>, read: (code: string | null) => Promise<Body>) {
    const answers = new Map<string, Promise<CachedAnswer<Body>>>();
    return (key: string, code: string | null): Promise<CachedAnswer<Body>> => {
      let answer = answers.get(key);
      if (!answer) {
        answer = read(code).then((rows) => {
          const body = schema.parse(rows);
          const json = JSON.stringify(body);
          return { body, json, etag: etagOf(json) };
        });
        // A failed read is not kept: the next request tries again.
        answer.catch(() => answers.delete(key));
        answers.set(key, answer);
      }
      return answer;
    };
  }

  const regionDetails = cache(WineRegionDetailsSchema, (code) => readRegionLookupRows(db, code));
  const regionReferenceData = cache(WineRegionReferenceDataSchema, (code) => readRegionReferenceData(db, code));
  const wineReferenceData = cache(WineReferenceDataSchema, (code) => readWineReferenceData(db, code));
  const foodPairings = cache(FoodPairingsReferenceDataSchema, (code) => readFoodPairingsReferenceData(db, code));

  /** The cache key and the code to query: everything, a known code, or any unknown code (which matches nothing). */
  async function country(filter: ReferenceFilter): Promise<[string, string | null]> {
    if (filter.COUNTRY === undefined) return [EVERY, null];
    return (await codes()).countries.has(filter.COUNTRY) ? [filter.COUNTRY, filter.COUNTRY] : [UNKNOWN, filter.COUNTRY];
  }
  async function foodType(filter: ReferenceFilter): Promise<[string, string | null]> {
    if (filter.FOOD_TYPE === undefined) return [EVERY, null];
    return (await codes()).foodTypes.has(filter.FOOD_TYPE) ? [filter.FOOD_TYPE, filter.FOOD_TYPE] : [UNKNOWN, filter.FOOD_TYPE];
  }

  return {
    regionDetails: async (filter: ReferenceFilter) => regionDetails(...(await country(filter))),
    regionReferenceData: async (filter: ReferenceFilter) => regionReferenceData(...(await country(filter))),
    wineReferenceData: async (filter: ReferenceFilter) => wineReferenceData(...(await country(filter))),
    foodPairingsReferenceData: async (filter: ReferenceFilter) => foodPairings(...(await foodType(filter))),
  };
}
