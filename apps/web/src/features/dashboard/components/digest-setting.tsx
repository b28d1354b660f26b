import { useId } from 'react';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useHostNotifications, useUpdateHostNotifications } from '../api/host-notifications.ts';

/** The host's daily digest of new bookings: one checkbox, saved as it changes. */
export function DigestSetting() {
  const query = useHostNotifications();
  const update = useUpdateHostNotifications();
  const checkboxId = useId();
  const hintId = useId();
  return (
    <section className="card dashboard-home__panel" aria-labelledby="digest-title">
      <h2 id="digest-title">Email about bookings</h2>
      {query.data ? (
        <>
          <p>
            <input
              id={checkboxId}
              type="checkbox"
              checked={update.isPending && update.variables ? update.variables.dailyDigest : query.data.dailyDigest}
              disabled={update.isPending}
              aria-describedby={hintId}
              onChange={(event) => update.mutate({ dailyDigest: event.target.checked })}
            />{' '}
            <label htmlFor={checkboxId}>Send me a daily digest of new bookings</label>
          </p>
          <p id={hintId} className="dashboard-home__muted">
            One email each morning (07:00 UTC) listing the bookings made since the last one, on days when there are any.
          </p>
          {update.error && (
            <p role="alert" className="form-message form-message--error">
              Your choice was not saved: {update.error.message}
            </p>
          )}
        </>
      ) : (
        <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="your email choices" />
      )}
    </section>
  );
}
