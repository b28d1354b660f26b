import { ApiRequestError } from '../../lib/api-client.ts';

/** 'Loading ...' while fetching, and a failed load shown to the person with a retry (not only logged). */
export function QueryStatus({
  isLoading,
  error,
  onRetry,
  what,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  what: string;
}) {
  if (isLoading) {
    return (
      <p className="page-status" role="status">
        Loading {what}...
      </p>
    );
  }
  if (!error) return null;
  const message = error instanceof ApiRequestError ? error.message : 'Something went wrong.';
  return (
    <div className="page-status" role="alert">
      <p>
        We could not load the {what}. {message}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
