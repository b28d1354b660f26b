import { useId } from 'react';
import { QueryStatus } from './query-status.tsx';

interface EmailChoiceProps {
  heading: string;
  headingId: string;
  className: string;
  /** The checkbox's label: what the person asks for. */
  label: string;
  /** When and what is sent. */
  hint: string;
  hintClassName: string;
  /** What failed to load, for the retry message ('your email choice'). */
  what: string;
  /** The saved choice; undefined until it has loaded. */
  saved: boolean | undefined;
  /** The choice being saved, while it is. */
  saving: boolean | undefined;
  load: { isLoading: boolean; error: Error | null; retry: () => void };
  saveError: Error | null;
  onChange: (checked: boolean) => void;
}

/** One email a person opts into: a checkbox saved as it changes, with what it sends beside it. */
export function EmailChoice({
  heading,
  headingId,
  className,
  label,
  hint,
  hintClassName,
  what,
  saved,
  saving,
  load,
  saveError,
  onChange,
}: EmailChoiceProps) {
  const checkboxId = useId();
  const hintId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {saved !== undefined ? (
        <>
          <p>
            <input
              id={checkboxId}
              type="checkbox"
              checked={saving ?? saved}
              disabled={saving !== undefined}
              aria-describedby={hintId}
              onChange={(event) => onChange(event.target.checked)}
            />{' '}
            <label htmlFor={checkboxId}>{label}</label>
          </p>
          <p id={hintId} className={hintClassName}>
            {hint}
          </p>
          {saveError && (
            <p role="alert" className="form-message form-message--error">
              Your choice was not saved: {saveError.message}
            </p>
          )}
        </>
      ) : (
        <QueryStatus isLoading={load.isLoading} error={load.error} onRetry={load.retry} what={what} />
      )}
    </section>
  );
}
