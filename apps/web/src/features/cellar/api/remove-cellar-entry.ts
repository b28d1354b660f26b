import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** POST cellar-remove/{id}, with an empty body: the entry leaves the cellar. */
export const removeCellarEntry = (id: number) => apiFetch(apiPath(API_PATHS.cellar.remove, { id }), { method: 'POST' });

export function useRemoveCellarEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCellarEntry(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cellarKeys.list() }),
  });
}
