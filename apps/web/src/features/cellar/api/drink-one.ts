import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CellarEntrySchema, type CellarDrank } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** POST cellar-drank/{id}: one bottle drunk, with its day and note; answers the entry with one bottle fewer. */
export const drinkOne = (id: number, drank: CellarDrank) =>
  apiFetch(apiPath(API_PATHS.cellar.drank, { id }), { body: drank, schema: CellarEntrySchema });

export function useDrinkOne(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (drank: CellarDrank) => drinkOne(id, drank),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cellarKeys.list() }),
  });
}
