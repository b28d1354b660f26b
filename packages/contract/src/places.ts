import { z } from './zod.ts';
import { inputObject, singleLineText } from './text.ts';

export const PLACES_LIMITS = { query: 80, minQuery: 2, results: 8 } as const;
const QUERY_MESSAGE = `Type ${PLACES_LIMITS.minQuery} to ${PLACES_LIMITS.query} letters of a town's name.`;

/**
 * GET /api/places?q=reims: European towns whose name starts with q (accents and case ignored); with
 * country= alone, that country's largest towns (where a map opens before a town is known).
 */
export const PlacesQuerySchema = inputObject({
  q: singleLineText(QUERY_MESSAGE, QUERY_MESSAGE)
    .trim()
    .min(PLACES_LIMITS.minQuery, { error: QUERY_MESSAGE })
    .max(PLACES_LIMITS.query, { error: QUERY_MESSAGE })
    .optional(),
  /** A two-letter country code: that country's towns come first. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'country must be a two-letter country code, such as FR.' })
    .transform((code) => code.toUpperCase())
    .optional(),
}).refine((query) => query.q !== undefined || query.country !== undefined, { error: QUERY_MESSAGE, path: ['q'] });
export type PlacesQuery = z.input<typeof PlacesQuerySchema>;

export const PlaceSchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** The best matches, most populous first. */
export const PlacesSchema = z.object({ results: z.array(PlaceSchema) });
export type Places = z.infer<typeof PlacesSchema>;

/** A name as the search compares it: no accents, lower case, punctuation and runs of spaces as one space. */
export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
