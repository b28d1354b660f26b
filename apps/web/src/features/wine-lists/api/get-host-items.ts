import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostPaths } from '@trg/contract/api-paths';
import { HostItemListSchema } from '@trg/contract/catalog';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';

type Kind = 'event' | 'experience';

/** The host's events or experiences (the catalog's host listing), offered to pour a list at. */
export const getHostItems = (kind: Kind, signal?: AbortSignal) => apiFetch(hostPaths(kind).listing, { schema: HostItemListSchema, signal });

export const hostItemsQueryOptions = (kind: Kind) =>
  queryOptions({ queryKey: wineListKeys.hostItems(kind), queryFn: ({ signal }) => getHostItems(kind, signal) });

/** Fetched only when `enabled` (the attach section is open), so a page of cards asks once. */
export const useHostItems = (kind: Kind, enabled = true) => useQuery({ ...hostItemsQueryOptions(kind), enabled });
