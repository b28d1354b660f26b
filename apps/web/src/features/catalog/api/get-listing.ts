import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiPath, publicCatalogPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export interface ListingParams {
  page: number;
  online?: 'true' | 'false';
  country?: string;
}

/** A listing's first page, unfiltered: what /Events and /Experiences open with, and what the home page's strip reads. */
export const FIRST_LISTING_PAGE: ListingParams = { page: 1 };

// The schema (and zod) loads with the first read in the browser; a page the server rendered arrives with its listing.
export const getListing = async (kind: CatalogKind, params: ListingParams, signal?: AbortSignal) =>
  apiFetch(apiPath(publicCatalogPaths(kind).listing, undefined, { page: params.page, online: params.online, country: params.country }), {
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
