import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import type { CellarWine } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** POST cellar-add: a wine of the member's own. The answer is not read; the list is reloaded instead. */
export const addCellarWine = (wine: CellarWine) => apiFetch(API_PATHS.cellar.add, { body: wine });

export function useAddCellarWine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCellarWine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cellarKeys.list() }),
  });
}
