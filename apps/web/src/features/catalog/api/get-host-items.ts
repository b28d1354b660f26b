import { queryOptions, useQuery } from '@tanstack/react-query';
import { HostItemListSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { hostPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const getHostItems = (kind: CatalogKind, signal?: AbortSignal) =>
  apiFetch(hostPaths(kind).listing, { schema: HostItemListSchema, signal });

export const hostItemsQueryOptions = (kind: CatalogKind) =>
  queryOptions({ queryKey: catalogKeys.hostList(kind), queryFn: ({ signal }) => getHostItems(kind, signal) });

export const useHostItems = (kind: CatalogKind) => useQuery(hostItemsQueryOptions(kind));
