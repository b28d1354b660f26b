import { z } from 'zod';
import { isIsoDate, isoDateInDays } from './dates.ts';
import { singleLineText } from './text.ts';

/**
 * Ours (issue 31): the search and filters of the public listings, all optional query parameters of
 * GET /api/events and /api/experiences, kept in the pages' URLs as they are here (shareable, rendered by the server).
 */
export const SEARCH_LIMITS = { query: 100, words: 8, name: 80, km: 500, price: 100_000 } as const;
export const LISTING_WHENS = ['weekend', '30days'] as const;
export type ListingWhen = (typeof LISTING_WHENS)[number];
export const LISTING_SORTS = ['date', 'price', 'distance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_COLOURS = ['Red', 'White', 'Rosé', 'Orange', 'Amber', 'Tawny'] as const;
export const NEAR_DEFAULT_KM = 30;

const shortText = (label: string, max: number) =>
  singleLineText(undefined, `${label} must be text.`)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const isoDate = (label: string) =>
  singleLineText(undefined, `${label} must be a date such as 2026-06-30.`)
    .refine(isIsoDate, { error: `${label} must be a date such as 2026-06-30.` })
    .optional();

const wholeAmount = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number from 0 to ${max}.` })
    .int({ error: `${label} must be a whole number from 0 to ${max}.` })
    .min(0, { error: `${label} must be a whole number from 0 to ${max}.` })
    .max(max, { error: `${label} must be a whole number from 0 to ${max}.` })
    .optional();

/** The filter fields, spread into the listing's query schema. */
export const listingFilterFields = {
  /** Words to search for: titles, descriptions, hashtags, hosts, towns, countries and the wines poured. */
  q: shortText('q', SEARCH_LIMITS.query),
  /** A named span of dates: the coming weekend, or the next 30 days. */
  when: z.enum(LISTING_WHENS, { error: 'when must be weekend or 30days.' }).optional(),
  from: isoDate('from'),
  to: isoDate('to'),
  /** A wine region of the wines poured ('Champagne', 'Piedmont'). */
  region: shortText('region', SEARCH_LIMITS.name),
  /** A town of the gazetteer ('Reims'); with km, the items within that many kilometres of it. */
  near: shortText('near', SEARCH_LIMITS.name),
  km: z.coerce
    .number({ error: `km must be a whole number from 1 to ${SEARCH_LIMITS.km}.` })
    .int({ error: `km must be a whole number from 1 to ${SEARCH_LIMITS.km}.` })
    .min(1, { error: `km must be a whole number from 1 to ${SEARCH_LIMITS.km}.` })
    .max(SEARCH_LIMITS.km, { error: `km must be a whole number from 1 to ${SEARCH_LIMITS.km}.` })
    .optional(),
  /** Ticket price bounds, in whole units of each item's own currency. */
  priceMin: wholeAmount('priceMin', SEARCH_LIMITS.price),
  priceMax: wholeAmount('priceMax', SEARCH_LIMITS.price),
  grape: shortText('grape', SEARCH_LIMITS.name),
  appellation: shortText('appellation', SEARCH_LIMITS.name),
  colour: z.enum(LISTING_COLOURS, { error: `colour must be one of ${LISTING_COLOURS.join(', ')}.` }).optional(),
  sort: z.enum(LISTING_SORTS, { error: 'sort must be date, price or distance.' }).optional(),
};

/** The first and last dates (inclusive, YYYY-MM-DD) the query asks for, or undefined ends; `when` wins over from/to. */
export function listingDateRange(
  query: { when?: ListingWhen | undefined; from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from?: string; to?: string } {
  if (query.when === '30days') return { from: isoDateInDays(0, now), to: isoDateInDays(30, now) };
  if (query.when === 'weekend') {
    // The coming Saturday and Sunday; on a Saturday or Sunday, this one.
    const weekday = now.getUTCDay();
    const toSaturday = weekday === 0 ? -1 : 6 - weekday;
    return { from: isoDateInDays(toSaturday, now), to: isoDateInDays(toSaturday + 1, now) };
  }
  return { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
}
