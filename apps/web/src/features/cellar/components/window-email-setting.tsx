import { useId } from 'react';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useCellarSettings, useUpdateCellarSettings } from '../api/cellar-settings.ts';

/** The monthly email of wines entering their drinking window: one checkbox, off until the member turns it on. */
export function WindowEmailSetting() {
  const query = useCellarSettings();
  const update = useUpdateCellarSettings();
  const checkboxId = useId();
  const hintId = useId();
  return (
    <section className="card cellar-settings" aria-labelledby="cellar-settings-title">
      <h2 id="cellar-settings-title">Email about your wines</h2>
      {query.data ? (
        <>
          <p>
            <input
              id={checkboxId}
              type="checkbox"
              checked={update.isPending && update.variables ? update.variables.windowEmail : query.data.windowEmail}
              disabled={update.isPending}
              aria-describedby={hintId}
              onChange={(event) => update.mutate({ windowEmail: event.target.checked })}
            />{' '}
            <label htmlFor={checkboxId}>Email me each month about wines entering their drinking window</label>
          </p>
          <p id={hintId} className="muted">
            On the first of the month, when a wine whose window opens this year is in your cellar, we send you a list of them, each wine
            once.
          </p>
          {update.error && (
            <p role="alert" className="form-message form-message--error">
              Your choice was not saved: {update.error.message}
            </p>
          )}
        </>
      ) : (
        <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="your email choice" />
      )}
    </section>
  );
}
