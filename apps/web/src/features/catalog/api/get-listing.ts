import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiPath, publicCatalogPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export interface ListingParams {
  page: number;
  online?: 'true' | 'false';
  country?: string;
  /** Ours (issue 31): the search and filters, as the address writes them. */
  q?: string;
  when?: string;
  from?: string;
  to?: string;
  region?: string;
  near?: string;
  km?: string;
  priceMin?: string;
  priceMax?: string;
  grape?: string;
  appellation?: string;
  colour?: string;
  sort?: string;
}

/** A listing's first page, unfiltered: what /Events and /Experiences open with, and what the home page's strip reads. */
export const FIRST_LISTING_PAGE: ListingParams = { page: 1 };

// The schema (and zod) loads with the first read in the browser; a page the server rendered arrives with its listing.
export const getListing = async (kind: CatalogKind, params: ListingParams, signal?: AbortSignal) =>
  apiFetch(apiPath(publicCatalogPaths(kind).listing, undefined, { ...params }), {
    schema: (await import('@trg/contract/catalog')).ListingSchema,
    signal,
  });

export const listingQueryOptions = (kind: CatalogKind, params: ListingParams) =>
  queryOptions({
    queryKey: catalogKeys.listing(kind, params),
    queryFn: ({ signal }) => getListing(kind, params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useListing = (kind: CatalogKind, params: ListingParams) => useQuery(listingQueryOptions(kind, params));
