import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WAITING_LIST_HOLD_MINUTES } from '@trg/contract/sale-state';
import type { WaitingListStatus } from '@trg/contract/waiting-list';
import { paths } from '@trg/contract/paths';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { catalogKeys } from '../api/query-keys.ts';
import type { Buyer } from './booking-panel.tsx';

// Loaded on demand, as the booking is: the public page's first script stays within budget.
const api = () => import('../api/waiting-list.ts');

/** Whether a place is held for the member now: they may buy it although the item shows sold out. */
export const holdsPlace = (status: WaitingListStatus | undefined, now = Date.now()) =>
  status?.holdUntil !== null && status?.holdUntil !== undefined && Date.parse(status.holdUntil) > now;

/** The member's place on an item's waiting list: fetched in the browser, never part of the shared page HTML. */
export function useWaitingList(itemId: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.waitingList(itemId),
    queryFn: async ({ signal }) => (await api()).getWaitingList(itemId, signal),
    enabled,
  });
}

/**
 * Under 'Sold out': a visitor is asked to sign in, a member joins the waiting list or, on it, sees their place and
 * can leave it. A member holding a freed place sees until when (the panel lets them buy it).
 */
export function WaitingListControl({ itemId, buyer, back }: { itemId: number; buyer: Buyer; back: string }) {
  const queryClient = useQueryClient();
  const status = useWaitingList(itemId, buyer === 'member');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (action: 'join' | 'leave') => {
      const calls = await api();
      return action === 'join' ? calls.joinWaitingList(itemId) : calls.leaveWaitingList(itemId);
    },
    onMutate: () => setError(null),
    onSuccess: (answer) => queryClient.setQueryData(catalogKeys.waitingList(itemId), answer),
    onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : 'That did not work. Please try again.'),
  });

  if (buyer === 'host') return null;
  if (buyer === 'anonymous') {
    return (
      <p className="booking-panel__note waiting-list">
        <Link to={`${paths.login}?next=${encodeURIComponent(back)}`}>Sign in to join the waiting list</Link>: we email the first in line
        when a place frees.
      </p>
    );
  }
  if (!status.data) {
    return (
      <p className="booking-panel__note waiting-list" aria-busy="true">
        {status.isError ? 'The waiting list could not be loaded. Please reload the page.' : 'Loading the waiting list…'}
      </p>
    );
  }
  const { onList, message } = status.data;
  const busy = change.isPending;
  return (
    <div className="waiting-list">
      {onList ? (
        <>
          <p className="waiting-list__status" role="status">
            {message}
          </p>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => change.mutate('leave')}>
            {busy ? 'Leaving…' : 'Leave the waiting list'}
          </button>
        </>
      ) : (
        <>
          <p className="booking-panel__note">
            Join the waiting list: when a place frees, the first in line is emailed and it is held for them for {WAITING_LIST_HOLD_MINUTES}{' '}
            minutes.
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => change.mutate('join')}>
            {busy ? 'Joining…' : 'Join the waiting list'}
          </button>
        </>
      )}
      <div aria-live="polite">
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
