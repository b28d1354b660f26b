import { useQuery } from '@tanstack/react-query';
import type { WaitingListStatus } from '@trg/contract/waiting-list';
import { catalogKeys } from '../api/query-keys.ts';

/** Whether a place is held for the member now: they may buy it although the item shows sold out. */
export const holdsPlace = (status: WaitingListStatus | undefined, now = Date.now()) =>
  status?.holdUntil !== null && status?.holdUntil !== undefined && Date.parse(status.holdUntil) > now;

/**
 * The member's place on an item's waiting list: fetched in the browser (its code and schema loaded on demand),
 * never part of the shared page HTML.
 */
export function useWaitingList(itemId: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.waitingList(itemId),
    queryFn: async ({ signal }) => (await import('../api/waiting-list.ts')).getWaitingList(itemId, signal),
    enabled,
  });
}
