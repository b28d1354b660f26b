import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { WineDetailsSaveInput } from '@trg/contract/wine-lists';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';

/**
 * POST wine-list-details-updat-an-save/{id}/ with removeWine: true (ours, docs/decisions/0020): the wine leaves
 * the list. The answer is not read; the list and the listing are reloaded.
 */
const removeWine = (listId: number, wineId: number) => {
  const body: WineDetailsSaveInput = { wineId, removeWine: true };
  return apiFetch(apiPath(API_PATHS.wineLists.saveWine, { id: listId }), { body });
};

export function useRemoveWine(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wineId: number) => removeWine(listId, wineId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wineListKeys.detail(listId) }),
        queryClient.invalidateQueries({ queryKey: wineListKeys.mine() }),
      ]),
  });
}
