import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { CATALOG_KINDS } from '@trg/contract/catalog-rules';
import { listingQueryOptions } from '../../features/catalog/api/get-listing.ts';
import { FIRST_PAGE } from '../../features/catalog/components/soonest-items.tsx';

/**
 * The home page's soonest items: the first page of each listing (the API's cached answers, the same entries the
 * listings open with). A failed read does not fail the page: the strip then points to the listings.
 */
export const homeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await Promise.allSettled(CATALOG_KINDS.map((kind) => queryClient.ensureQueryData(listingQueryOptions(kind, FIRST_PAGE))));
    return null;
  };
