import { regionName } from '../../lib/region-names.ts';
import type { ListingParams } from './api/get-listing.ts';

/** A two-letter country code Intl knows (so the listing's first load carries no country list). */
const isRegionCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionName(code) !== undefined;

/** A listing's page and filters from its address; anything unknown falls back to the first, unfiltered page. */
export function listingParamsFrom(search: URLSearchParams): ListingParams {
  const page = Number(search.get('page'));
  const online = search.get('online');
  const country = search.get('country') ?? undefined;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    online: online === 'true' || online === 'false' ? online : undefined,
    country: country && isRegionCode(country) ? country : undefined,
  };
}
