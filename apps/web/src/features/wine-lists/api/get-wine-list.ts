import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WineListDetailSchema } from '@trg/contract/wine-lists';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';

/** GET wine-list-details/{id}: one of the host's lists with its wines, in the order added. */
export const getWineList = (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.wineLists.details, { id }), { schema: WineListDetailSchema, signal });

export const wineListQueryOptions = (id: number) =>
  queryOptions({ queryKey: wineListKeys.detail(id), queryFn: ({ signal }) => getWineList(id, signal) });

export const useWineList = (id: number) => useQuery(wineListQueryOptions(id));
