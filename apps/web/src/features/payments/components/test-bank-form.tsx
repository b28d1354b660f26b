import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { startTestRedirect } from '../api/start-test-methods.ts';
import { PaymentError } from './payment-error.tsx';

/** The redirect method: the buyer goes to the (test) bank's page and comes back to `returnPath`. */
export function TestBankForm({ clientSecret, returnPath }: { clientSecret: string; returnPath: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    startTestRedirect({ clientSecret, returnPath })
      .then(({ redirectUrl }) => window.location.assign(redirectUrl))
      .catch((caught: unknown) => {
        setBusy(false);
        setError(caught instanceof ApiRequestError ? `Payment failed: ${caught.message}` : 'Something went wrong. Please try again.');
      });
  };
  return (
    <form className="card-form" onSubmit={onSubmit}>
      <p className="card-form__test-note">
        Test payments: you go to a test bank&apos;s page, where you authorise the payment or make it fail, and come back here.
      </p>
      <PaymentError message={error} />
      <button type="submit" className="button card-form__pay" disabled={busy} aria-busy={busy}>
        {busy ? 'Going to your bank…' : 'Continue to your bank'}
      </button>
    </form>
  );
}
