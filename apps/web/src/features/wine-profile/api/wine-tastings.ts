import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import { WineTastingsSchema, type TastingInput } from '@trg/contract/wine-tastings';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryString } from './profile-query.ts';
import { wineProfileKeys } from './query-keys.ts';

const tastingsPath = (query: WineProfileQuery) => apiPath(API_PATHS.wineProfile.tastings, undefined, profileQueryString(query));

/** GET tastings/search: the guest's own tasting, how many guests tasted the wine, their average and the host's values. */
export const useWineTastings = (query: WineProfileQuery) =>
  useQuery({
    queryKey: wineProfileKeys.tastings(query),
    queryFn: ({ signal }) => apiFetch(tastingsPath(query), { schema: WineTastingsSchema, signal }),
  });

/** PUT tastings/search: records the guest's tasting; the answer replaces the tastings read. */
export function useRecordTasting(query: WineProfileQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasting: TastingInput) => apiFetch(tastingsPath(query), { method: 'PUT', body: tasting, schema: WineTastingsSchema }),
    onSuccess: (tastings) => queryClient.setQueryData(wineProfileKeys.tastings(query), tastings),
  });
}
