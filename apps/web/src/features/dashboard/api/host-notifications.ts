import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { HostNotificationsSchema, type HostNotifications } from '@trg/contract/notices';
import { apiFetch } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

const notificationsKey = () => [...dashboardKeys.host(), 'notifications'] as const;

export const getHostNotifications = () => apiFetch(API_PATHS.hostNotifications, { schema: HostNotificationsSchema });

export const putHostNotifications = (choices: HostNotifications) =>
  apiFetch(API_PATHS.hostNotifications, { method: 'PUT', body: choices, schema: HostNotificationsSchema });

export const useHostNotifications = () => useQuery({ queryKey: notificationsKey(), queryFn: getHostNotifications });

/** Saves the choice; the answer is the choice as stored. */
export function useUpdateHostNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putHostNotifications,
    onSuccess: (stored) => queryClient.setQueryData(notificationsKey(), stored),
  });
}
