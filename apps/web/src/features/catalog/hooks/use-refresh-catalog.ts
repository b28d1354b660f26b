import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../api/query-keys.ts';

/** Reloads everything the catalog shows (listings, items, bookings), e.g. after a new review changed a rating. */
export function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}
