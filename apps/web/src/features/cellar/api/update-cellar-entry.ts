import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { CellarUpdate } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** POST cellar-update/{id}: the entry's new count of bottles. */
export const updateCellarEntry = (id: number, change: CellarUpdate) => apiFetch(apiPath(API_PATHS.cellar.update, { id }), { body: change });

export function useUpdateCellarEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CellarUpdate) => updateCellarEntry(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cellarKeys.list() }),
  });
}
