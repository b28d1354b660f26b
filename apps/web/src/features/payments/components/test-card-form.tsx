import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import { formatExpiryInput } from './format-expiry.ts';
import { PaymentError } from './payment-error.tsx';
import { PAY_LABEL, PROCESSING_LABEL, usePay } from './use-pay.ts';

interface CardInputProps {
  id: string;
  label: string;
  name: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}

function CardInput({ id, label, onChange, ...input }: CardInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="numeric" {...input} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

interface Props {
  clientSecret: string;
  onPaid: () => Promise<void>;
}

/**
 * Card number, expiry and cvc for the built-in test provider. The card goes only to the provider's
 * endpoint, which keeps nothing of it; it behaves like Stripe's test cards.
 */
export function TestCardForm({ clientSecret, onPaid }: Props) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const { processing, error, run } = usePay(onPaid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        await confirmTestPayment({ clientSecret, card: { number, expiry, cvc } });
        return null;
      } catch (caught) {
        // A decline (402) or a refused card is the provider's answer; anything else is ours to show as it is.
        if (caught instanceof ApiRequestError && (caught.status === 402 || caught.status === 400)) return caught.message;
        throw caught;
      }
    });
  };

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate>
      <p className="card-form__test-note">
        Test payments: no real card is charged. Use <strong>4242 4242 4242 4242</strong> with any future expiry and any 3-digit code (4000
        0000 0000 0002 is declined).
      </p>
      <CardInput
        id={`${id}-number`}
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={number}
        onChange={setNumber}
      />
      <div className="card-form__row">
        <CardInput
          id={`${id}-expiry`}
          label="Expiry (MM / YY)"
          name="exp-date"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={9}
          value={expiry}
          onChange={(typed) => setExpiry(formatExpiryInput(typed))}
        />
        <CardInput
          id={`${id}-cvc`}
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={setCvc}
        />
      </div>
      <PaymentError message={error} />
      <button type="submit" className="button card-form__pay" disabled={processing} aria-busy={processing}>
        {processing ? PROCESSING_LABEL : PAY_LABEL}
      </button>
    </form>
  );
}
