import { useState } from 'react';

/** Free tickets: nothing to pay, one button books them. */
export function FreeBooking({ onBook }: { onBook: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const book = async () => {
    setBusy(true);
    setError(null);
    try {
      await onBook();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The booking could not be made.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void book()}>
        {busy ? 'Processing…' : 'Confirm booking'}
      </button>
    </>
  );
}
