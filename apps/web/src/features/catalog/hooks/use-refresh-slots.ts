import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../api/query-keys.ts';

/**
 * After the host changes the schedule or a slot: the host's slots, the experience (its date is its next slot's)
 * wherever it shows, and the slots guests pick from are read again.
 */
export function useRefreshSlots(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.hostSlots(id) }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.host('experience', id), exact: true }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.hostList('experience') }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.listings('experience') }),
      // The public item and, beneath its key, its slots.
      queryClient.invalidateQueries({ queryKey: catalogKeys.item('experience', id) }),
    ]);
}
