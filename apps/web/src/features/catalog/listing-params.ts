import { regionName } from '../../lib/region-names.ts';
import type { ListingParams } from './api/get-listing.ts';
import { LISTING_FILTER_PARAMS } from '@trg/contract/listing-filter-params';

/** A two-letter country code Intl knows (so the listing's first load carries no country list). */
const isRegionCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionName(code) !== undefined;

// The contract's lists, repeated as plain values: the listing's first script carries no zod (the server checks).
const WHENS = ['weekend', '30days'];
const SORTS = ['date', 'price', 'distance'];
const COLOURS = ['Red', 'White', 'Rosé', 'Orange', 'Amber', 'Tawny'];
const TEXT_MAX = 80;

const oneOf = (value: string | null, allowed: string[]) => (value !== null && allowed.includes(value) ? value : undefined);
const text = (value: string | null, max = TEXT_MAX) => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};
const isoDate = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const whole = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= min && number <= max ? String(number) : undefined;
};

/** A listing's page, search and filters from its address; anything it does not know is left out. */
export function listingParamsFrom(search: URLSearchParams): ListingParams {
  const page = Number(search.get('page'));
  const online = search.get('online');
  const country = search.get('country') ?? undefined;
  const params: ListingParams = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    online: online === 'true' || online === 'false' ? online : undefined,
    country: country && isRegionCode(country) ? country : undefined,
  };
  const filters: Omit<ListingParams, 'page' | 'online' | 'country'> = {
    q: text(search.get('q'), 100),
    when: oneOf(search.get('when'), WHENS),
    from: isoDate(search.get('from')),
    to: isoDate(search.get('to')),
    region: text(search.get('region')),
    near: text(search.get('near')),
    km: whole(search.get('km'), 1, 500),
    priceMin: whole(search.get('priceMin'), 0, 100_000),
    priceMax: whole(search.get('priceMax'), 0, 100_000),
    grape: text(search.get('grape')),
    appellation: text(search.get('appellation')),
    colour: oneOf(search.get('colour'), COLOURS),
    sort: oneOf(search.get('sort'), SORTS),
  };
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) Object.assign(params, { [name]: value });
  return params;
}

/** The filters' names in the order the address writes them: the canonical link's order too. */
export const FILTER_NAMES = LISTING_FILTER_PARAMS satisfies readonly (keyof ListingParams)[];

/** The address's query of these params, filters in their fixed order then the page from 2 on ('' when none). */
export function listingQueryString(params: ListingParams): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = params[name];
    if (value !== undefined && value !== '') query.set(name, value);
  }
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** True when some search or filter is set. */
export const isFiltered = (params: ListingParams) => FILTER_NAMES.some((name) => params[name] !== undefined);
