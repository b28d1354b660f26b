import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAITING_LIST_HOLD_MINUTES } from '@trg/contract/sale-state';
import { paths } from '@trg/contract/paths';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { catalogKeys } from '../api/query-keys.ts';
import type { Buyer } from './booking-panel.tsx';
import { holdsPlace, useWaitingList } from './waiting-list-hold.ts';

// Loaded on demand, as the booking is: the public page's first script stays within budget.
const api = () => import('../api/waiting-list.ts');

/**
 * Under 'Sold out': a visitor is asked to sign in, a member joins the waiting list or, on it, sees their place and
 * can leave it. A member holding a freed place sees until when (the panel lets them buy it).
 */
export function WaitingListControl({
  itemId,
  buyer,
  back,
  onHolding,
}: {
  itemId: number;
  buyer: Buyer;
  back: string;
  /** Told whether a place is held for the member now, so that the panel offers it for sale to them. */
  onHolding: (holding: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const status = useWaitingList(itemId, buyer === 'member');
  const holding = holdsPlace(status.data);
  useEffect(() => onHolding(holding), [holding, onHolding]);
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
