import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import type { CreateWineListInput } from '@trg/contract/wine-lists';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineListKeys } from './query-keys.ts';
import { SavedWineListSchema } from './saved-wine-list.ts';

/** POST create-wine-list: a new Draft list from its name and description. */
export const createWineList = (input: CreateWineListInput) =>
  apiFetch(API_PATHS.wineLists.create, { body: input, schema: SavedWineListSchema });

export function useCreateWineList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWineList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wineListKeys.mine() }),
  });
}
