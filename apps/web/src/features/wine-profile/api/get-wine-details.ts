import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WineDetailsSchema, type WineProfileQuery } from '@trg/contract/wine-profiles';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryString } from './profile-query.ts';
import { wineProfileKeys } from './query-keys.ts';

/** GET retrieve-wine-details/search?wine-list={id}&wine={id}: the profile, with canEdit and the review summary. */
export const getWineDetails = (query: WineProfileQuery, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.wineProfile.retrieve, undefined, profileQueryString(query)), { schema: WineDetailsSchema, signal });

export const wineDetailsQueryOptions = (query: WineProfileQuery) =>
  queryOptions({ queryKey: wineProfileKeys.details(query), queryFn: ({ signal }) => getWineDetails(query, signal) });

export const useWineDetails = (query: WineProfileQuery) => useQuery(wineDetailsQueryOptions(query));
