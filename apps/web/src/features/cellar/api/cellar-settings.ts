import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { CellarSettingsSchema, type CellarSettings } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

const settingsKey = () => [...cellarKeys.all, 'settings'] as const;

const getCellarSettings = () => apiFetch(API_PATHS.cellar.settings, { schema: CellarSettingsSchema });

const putCellarSettings = (settings: CellarSettings) =>
  apiFetch(API_PATHS.cellar.settings, { method: 'PUT', body: settings, schema: CellarSettingsSchema });

export const useCellarSettings = () => useQuery({ queryKey: settingsKey(), queryFn: getCellarSettings });

/** Saves the choice; the answer is the choice as stored. */
export function useUpdateCellarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCellarSettings,
    onSuccess: (stored) => queryClient.setQueryData(settingsKey(), stored),
  });
}
