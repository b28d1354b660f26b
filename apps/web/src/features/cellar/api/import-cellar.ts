import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { CellarImportResultSchema } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** POST cellar-import: the CSV file's text; all rows are added or none. */
export const importCellar = (csv: string) => apiFetch(API_PATHS.cellar.import, { body: { csv }, schema: CellarImportResultSchema });

export function useImportCellar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCellar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cellarKeys.list() }),
  });
}
