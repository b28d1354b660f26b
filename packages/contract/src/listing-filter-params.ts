/**
 * The names of the listings' search and filter parameters (issue 31), in the order the pages write them into a URL.
 * A file of its own, without zod: the page manifest (which the web app loads) keys the rendered listings by them.
 */
export const LISTING_FILTER_PARAMS = [
  'q',
  'when',
  'from',
  'to',
  'country',
  'region',
  'near',
  'km',
  'priceMin',
  'priceMax',
  'online',
  'grape',
  'appellation',
  'colour',
  'sort',
] as const;
