import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { startTestDebit } from '../api/start-test-methods.ts';
import { PaymentError } from './payment-error.tsx';
import { PAY_LABEL, PROCESSING_LABEL } from './use-pay.ts';

/** The direct debit: an IBAN, then the payment is pending until the bank confirms it (the test provider's IBANs decide). */
export function TestDebitForm({ clientSecret, onPending }: { clientSecret: string; onPending: () => void }) {
  const id = useId();
  const [iban, setIban] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    startTestDebit({ clientSecret, iban })
      .then(() => onPending())
      .catch((caught: unknown) => {
        setBusy(false);
        setError(caught instanceof ApiRequestError ? `Payment failed: ${caught.message}` : 'Something went wrong. Please try again.');
      });
  };
  return (
    <form className="card-form" onSubmit={onSubmit} noValidate>
      <p className="card-form__test-note">
        Test payments: use the IBAN <strong>DE89 3704 0044 0532 0130 00</strong> (confirmed after a few seconds) or{' '}
        <strong>DE62 3704 0044 0532 0130 01</strong> (fails after a few seconds). No account is debited.
      </p>
      <div className="field">
        <label htmlFor={`${id}-iban`}>IBAN</label>
        <input
          id={`${id}-iban`}
          name="iban"
          autoComplete="off"
          placeholder="DE00 0000 0000 0000 0000 00"
          maxLength={42}
          value={iban}
          onChange={(event) => setIban(event.target.value)}
        />
      </div>
      <p className="payment-methods__mandate">
        By confirming, you authorise the shop to debit your account for this payment (a SEPA Direct Debit mandate).
      </p>
      <PaymentError message={error} />
      <button type="submit" className="button card-form__pay" disabled={busy} aria-busy={busy}>
        {busy ? PROCESSING_LABEL : PAY_LABEL}
      </button>
    </form>
  );
}
