import { z } from './zod.ts';
import { API_PATHS } from './api-paths.ts';

/**
 * The wine reference data of spec part 2 §3 ("Wine region lookup row", "Reference data") and the four paths of
 * §7 that serve it. Every row uses the spec's upper-case name and code fields, in the data files as on the wire.
 */
export const WINE_REFERENCE_PATHS = API_PATHS.wineReference;
export type WineReferenceEndpoint = keyof typeof WINE_REFERENCE_PATHS;

/** True for one of the four paths, with or without a filter suffix (`.../wine-reference-data/=`). */
export function isWineReferencePath(path: string): boolean {
  return Object.values(WINE_REFERENCE_PATHS).some((base) => path === base || path.startsWith(`${base}/`));
}

/** A filter suffix longer than 100 characters is refused by the router (Fastify's maxParamLength) with 414. */
export const WINE_REFERENCE_LIMITS = { code: 100, name: 200, filterSuffix: 100 } as const;

/** Codes are upper-case letters and digits in hyphenated parts: `FR`, `FR-BUR`, `FR-BUR-CHAMBERTIN`. */
export const REFERENCE_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

const Code = z.string().max(WINE_REFERENCE_LIMITS.code).regex(REFERENCE_CODE_PATTERN, { error: 'is not a reference code' });
const Name = z
  .string()
  .min(1, { error: 'is empty' })
  .max(WINE_REFERENCE_LIMITS.name)
  .refine((name) => name.trim() === name, { error: 'has spaces at either end' });

export const CountryRowSchema = z.strictObject({ COUNTRY_CODE: Code, COUNTRY: Name });
export const RegionRowSchema = z.strictObject({ REGION_CODE: Code, REGION: Name, COUNTRY_CODE: Code });
export const SubRegionRowSchema = z.strictObject({ SUB_REGION_CODE: Code, SUB_REGION: Name, REGION_CODE: Code });
export const SiteRowSchema = z.strictObject({ SITE_CODE: Code, SITE: Name, SUB_REGION_CODE: Code });
export const ParcelRowSchema = z.strictObject({ PARCEL_CODE: Code, PARCEL: Name, SITE_CODE: Code });
/** A designation or classification of one country, or of none (the EU's PDO and PGI, "Single vineyard"). */
export const DesignationRowSchema = z.strictObject({ DESIGNATION_CODE: Code, DESIGNATION: Name, COUNTRY_CODE: Code.nullable() });
export const ClassificationRowSchema = z.strictObject({
  CLASSIFICATION_CODE: Code,
  CLASSIFICATION: Name,
  COUNTRY_CODE: Code.nullable(),
});
export const WineTypeRowSchema = z.strictObject({ TYPE_CODE: Code, TYPE: Name });
export const ColourRowSchema = z.strictObject({ COLOUR_CODE: Code, COLOUR: Name });
export const GRAPE_SKINS = ['Red', 'White', 'Pink'] as const;
/**
 * A grape variety; its name carries its most common synonyms in brackets. SYNONYMS (an extension of the spec's
 * row, docs/decisions/0019) lists every other name it goes by, such as Cencibel for Tempranillo, so that the
 * editor's grape search finds the variety whichever name a host types. Answers always carry it; a data file row
 * may leave it out when the grape has no other name.
 */
export const GrapeRowSchema = z.strictObject({
  GRAPE_CODE: Code,
  GRAPE: Name,
  SKIN: z.enum(GRAPE_SKINS),
  SYNONYMS: z.array(Name).optional(),
});
/** VEGAN and VEGETARIAN say whether a wine fined with the agent can still be called so. */
export const FiningAgentRowSchema = z.strictObject({
  FINING_AGENT_CODE: Code,
  FINING_AGENT: Name,
  VEGAN: z.boolean(),
  VEGETARIAN: z.boolean(),
});
export const FoodTypeRowSchema = z.strictObject({ FOOD_TYPE_CODE: Code, FOOD_TYPE: Name });
export const FoodRowSchema = z.strictObject({ FOOD_CODE: Code, FOOD_NAME: Name, FOOD_TYPE_CODE: Code });

export type CountryRow = z.infer<typeof CountryRowSchema>;
export type RegionRow = z.infer<typeof RegionRowSchema>;
export type SubRegionRow = z.infer<typeof SubRegionRowSchema>;
export type SiteRow = z.infer<typeof SiteRowSchema>;
export type ParcelRow = z.infer<typeof ParcelRowSchema>;
export type DesignationRow = z.infer<typeof DesignationRowSchema>;
export type ClassificationRow = z.infer<typeof ClassificationRowSchema>;
export type WineTypeRow = z.infer<typeof WineTypeRowSchema>;
export type ColourRow = z.infer<typeof ColourRowSchema>;
export type GrapeRow = z.infer<typeof GrapeRowSchema>;
export type FiningAgentRow = z.infer<typeof FiningAgentRowSchema>;
export type FoodTypeRow = z.infer<typeof FoodTypeRowSchema>;
export type FoodRow = z.infer<typeof FoodRowSchema>;

/**
 * One path from a country down to the deepest level known there (spec part 2 §3): a row per parcel, per site
 * without parcels, per sub-region without sites and so on; the levels below the end of the path are null.
 */
export const RegionLookupRowSchema = z.strictObject({
  COUNTRY_CODE: Code,
  COUNTRY: Name,
  REGION_CODE: Code.nullable(),
  REGION: Name.nullable(),
  SUB_REGION_CODE: Code.nullable(),
  SUB_REGION: Name.nullable(),
  SITE_CODE: Code.nullable(),
  SITE: Name.nullable(),
  PARCEL_CODE: Code.nullable(),
  PARCEL: Name.nullable(),
});
export type RegionLookupRow = z.infer<typeof RegionLookupRowSchema>;

/** `wine-region-details/COUNTRY=*`: the lookup rows, countries and everything below them in data-file order. */
export const WineRegionDetailsSchema = z.array(RegionLookupRowSchema);
export type WineRegionDetails = z.infer<typeof WineRegionDetailsSchema>;

/** `wine-region-reference-data`: each level as its own list; a row names its parent's code. */
export const WineRegionReferenceDataSchema = z.strictObject({
  countries: z.array(CountryRowSchema),
  regions: z.array(RegionRowSchema),
  subRegions: z.array(SubRegionRowSchema),
  sites: z.array(SiteRowSchema),
  parcels: z.array(ParcelRowSchema),
});
export type WineRegionReferenceData = z.infer<typeof WineRegionReferenceDataSchema>;

/** `wine-reference-data`: the lists of the Key Characteristics section and the appellation designation. */
export const WineReferenceDataSchema = z.strictObject({
  designations: z.array(DesignationRowSchema),
  classifications: z.array(ClassificationRowSchema),
  wineTypes: z.array(WineTypeRowSchema),
  colours: z.array(ColourRowSchema),
  grapes: z.array(GrapeRowSchema),
  finingAgents: z.array(FiningAgentRowSchema),
});
export type WineReferenceData = z.infer<typeof WineReferenceDataSchema>;

/** `food-pairings-reference-data`: the food group search and the food search. */
export const FoodPairingsReferenceDataSchema = z.strictObject({
  foodTypes: z.array(FoodTypeRowSchema),
  foods: z.array(FoodRowSchema),
});
export type FoodPairingsReferenceData = z.infer<typeof FoodPairingsReferenceDataSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Filters

export type ReferenceFilterKey = 'COUNTRY' | 'FOOD_TYPE';

/** The filters each path takes. COUNTRY narrows wine-reference-data to its designations and classifications. */
export const WINE_REFERENCE_FILTER_KEYS = {
  regionDetails: ['COUNTRY'],
  regionReferenceData: ['COUNTRY'],
  wineReferenceData: ['COUNTRY'],
  foodPairingsReferenceData: ['FOOD_TYPE'],
} as const satisfies Record<WineReferenceEndpoint, readonly ReferenceFilterKey[]>;

/** The value that each key takes; `*` or nothing means every row. ZZZ, the code of a custom country, is allowed. */
const FILTER_VALUE_RULES: Record<ReferenceFilterKey, { pattern: RegExp; example: string }> = {
  COUNTRY: { pattern: /^[A-Z]{2,3}$/, example: 'COUNTRY=FR' },
  FOOD_TYPE: { pattern: /^[A-Z0-9]+(?:-[A-Z0-9]+){0,5}$/, example: 'FOOD_TYPE=FISH' },
};

/** A parsed filter: a key that is absent means "everything"; values are upper-case codes. */
export type ReferenceFilter = Partial<Record<ReferenceFilterKey, string>>;

export type ReferenceFilterResult = { ok: true; filter: ReferenceFilter } | { ok: false; key: string; message: string };

/** What a request carries: the path suffix after `/` (`COUNTRY=FR`, `=`), and the query string as parsed. */
export interface ReferenceFilterInput {
  suffix?: string | undefined;
  query?: Readonly<Record<string, string | readonly string[] | undefined>> | undefined;
}

const EVERYTHING = new Set(['', '*']);

function suffixPairs(suffix: string): [string, string][] {
  return suffix
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    });
}

function queryPairs(query: NonNullable<ReferenceFilterInput['query']>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) pairs.push([key, one]);
  }
  return pairs;
}

function allowedText(endpoint: WineReferenceEndpoint): string {
  const keys: readonly ReferenceFilterKey[] = WINE_REFERENCE_FILTER_KEYS[endpoint];
  return keys.map((key) => `${FILTER_VALUE_RULES[key].example} or ${key}=*`).join(', ');
}

/**
 * Reads the filter of a reference-data request, from the path suffix and the query string alike (spec part 2 §7
 * shows `wine-region-details/COUNTRY=*` and `{query}` with `COUNTRY=*`, `=` and `FOOD_TYPE=*`). Keys and values
 * are case-insensitive; `*`, an empty value and a bare `=` mean everything. A key the path does not take, a
 * malformed value or one key given twice with different values is refused with a message a person can act on.
 */
export function parseReferenceFilter(endpoint: WineReferenceEndpoint, input: ReferenceFilterInput): ReferenceFilterResult {
  const allowed: readonly string[] = WINE_REFERENCE_FILTER_KEYS[endpoint];
  const pairs = [...suffixPairs(input.suffix ?? ''), ...queryPairs(input.query ?? {})];
  const seen = new Map<ReferenceFilterKey, string>();
  for (const [rawKey, rawValue] of pairs) {
    const key = rawKey.trim().toUpperCase();
    const value = rawValue.trim().toUpperCase();
    if (key === '' && value === '') continue;
    if (!isFilterKey(key) || !allowed.includes(key)) {
      return { ok: false, key: rawKey, message: `"${rawKey}" is not a filter of this list; use ${allowedText(endpoint)}.` };
    }
    const normal = EVERYTHING.has(value) ? '*' : value;
    if (normal !== '*' && !FILTER_VALUE_RULES[key].pattern.test(normal)) {
      return { ok: false, key, message: `"${rawValue}" is not a code for ${key}; use ${allowedText(endpoint)}.` };
    }
    const earlier = seen.get(key);
    if (earlier !== undefined && earlier !== normal) {
      return { ok: false, key, message: `${key} is given twice with different values; give it once.` };
    }
    seen.set(key, normal);
  }
  const filter: ReferenceFilter = {};
  for (const [key, value] of seen) if (value !== '*') filter[key] = value;
  return { ok: true, filter };
}

function isFilterKey(key: string): key is ReferenceFilterKey {
  return key === 'COUNTRY' || key === 'FOOD_TYPE';
}
