import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { WineListUpdateInput } from '@trg/contract/wine-lists';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';
import { SavedWineListSchema } from './saved-wine-list.ts';

/** POST wine-list-details-update/{id}/: the changed name or description, or a wine to add (addWine: true). */
export const updateWineList = (id: number, change: WineListUpdateInput) =>
  apiFetch(apiPath(API_PATHS.wineLists.update, { id }), { body: change, schema: SavedWineListSchema });

export function useUpdateWineList(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WineListUpdateInput) => updateWineList(id, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wineListKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: wineListKeys.mine() }),
      ]),
  });
}
