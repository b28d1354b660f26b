import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CellarEntrySchema, type CellarDetails } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** POST cellar-details/{id}: the member's details of an entry (null empties one). */
export const updateCellarDetails = (id: number, details: CellarDetails) =>
  apiFetch(apiPath(API_PATHS.cellar.details, { id }), { body: details, schema: CellarEntrySchema });

export function useUpdateCellarDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CellarDetails) => updateCellarDetails(id, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cellarKeys.list() }),
  });
}
