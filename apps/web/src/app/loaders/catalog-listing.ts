import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { listingQueryOptions } from '../../features/catalog/api/get-listing.ts';
import { listingParamsFrom } from '../../features/catalog/listing-params.ts';

/** A listing's page, with the filters of its address. */
export const catalogListingLoader =
  (queryClient: QueryClient, kind: CatalogKind): LoaderFunction =>
  async ({ request }) => {
    await queryClient.ensureQueryData(listingQueryOptions(kind, listingParamsFrom(new URL(request.url).searchParams)));
    return null;
  };
