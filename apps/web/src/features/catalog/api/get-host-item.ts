import { queryOptions, useQuery } from '@tanstack/react-query';
import { HostItemSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiPath, hostPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const getHostItem = (kind: CatalogKind, id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(hostPaths(kind).details, { id }), { schema: HostItemSchema, signal });

export const hostItemQueryOptions = (kind: CatalogKind, id: number) =>
  queryOptions({ queryKey: catalogKeys.host(kind, id), queryFn: ({ signal }) => getHostItem(kind, id, signal) });

export const useHostItem = (kind: CatalogKind, id: number) => useQuery(hostItemQueryOptions(kind, id));
