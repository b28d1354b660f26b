import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import type { WineListStatusInput } from '@trg/contract/wine-lists';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';

/**
 * POST update-wine-list-status: attach to an event or experience, publish, or delete, by `action`. The answer
 * is not read (the contract does not fix it); the lists are reloaded instead.
 */
export const updateWineListStatus = (change: WineListStatusInput) => apiFetch(API_PATHS.wineLists.status, { body: change });

export function useUpdateWineListStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWineListStatus,
    onSuccess: (_answer, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wineListKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: wineListKeys.detail(Number(change.wineListId)) }),
      ]),
  });
}
