import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ListingSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { KINDS } from '../catalog-kinds.ts';

export interface ListingParams {
  page: number;
  online?: 'true' | 'false';
  country?: string;
}

export function getListing(kind: CatalogKind, params: ListingParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.online) query.set('online', params.online);
  if (params.country) query.set('country', params.country);
  return apiFetch(`${KINDS[kind].publicApi}?${query.toString()}`, { schema: ListingSchema, signal });
}

export const listingQueryOptions = (kind: CatalogKind, params: ListingParams) =>
  queryOptions({
    queryKey: ['catalog', kind, 'listing', params],
    queryFn: ({ signal }) => getListing(kind, params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useListing = (kind: CatalogKind, params: ListingParams) => useQuery(listingQueryOptions(kind, params));
