import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { MyWineListsSchema } from '@trg/contract/wine-lists';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';

/** GET my-winelist-listing: the host's lists, newest first. */
export const getMyWineLists = (signal?: AbortSignal) => apiFetch(API_PATHS.wineLists.listing, { schema: MyWineListsSchema, signal });

export const myWineListsQueryOptions = () =>
  queryOptions({ queryKey: wineListKeys.mine(), queryFn: ({ signal }) => getMyWineLists(signal) });

export const useMyWineLists = () => useQuery(myWineListsQueryOptions());
