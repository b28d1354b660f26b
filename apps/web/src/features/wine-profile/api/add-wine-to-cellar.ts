import { useMutation } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CellarEntrySchema } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST add-wine-to-cellar/{id}, empty body (one bottle): answers the cellar entry with its bottle count. */
export const addWineToCellar = (wineId: number) =>
  apiFetch(apiPath(API_PATHS.wineProfile.addToCellar, { id: wineId }), { method: 'POST', schema: CellarEntrySchema });

export const useAddWineToCellar = (wineId: number) => useMutation({ mutationFn: () => addWineToCellar(wineId) });
