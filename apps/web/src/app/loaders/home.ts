import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The home page's soonest items: the first page of each listing (the API's cached answers, and the same query
 * entries the listings open with). A failed read does not fail the page: the strip then points to the listings.
 * The listing's code is imported here, not above, so that it stays out of the home page's first script (the strip
 * that shows it hydrates later).
 */
export const homeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const { FIRST_LISTING_PAGE, listingQueryOptions } = await import('../../features/catalog/api/get-listing.ts');
    await Promise.allSettled(
      (['event', 'experience'] as const).map((kind) => queryClient.ensureQueryData(listingQueryOptions(kind, FIRST_LISTING_PAGE))),
    );
    return null;
  };
