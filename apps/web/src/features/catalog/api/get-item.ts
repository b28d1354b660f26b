import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiPath, publicCatalogPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

// The schema (and zod) loads with the first read in the browser; a page the server rendered arrives with its item.
export const getItem = async (kind: CatalogKind, id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(publicCatalogPaths(kind).item, { id }), { schema: (await import('@trg/contract/catalog')).PublicItemSchema, signal });

export const itemQueryOptions = (kind: CatalogKind, id: number) =>
  queryOptions({ queryKey: catalogKeys.item(kind, id), queryFn: ({ signal }) => getItem(kind, id, signal), staleTime: 30_000 });

export const useItem = (kind: CatalogKind, id: number | undefined) =>
  useQuery({ ...itemQueryOptions(kind, id ?? 0), enabled: id !== undefined });
