import { useId, useState } from 'react';
import { TestBankForm } from './test-bank-form.tsx';
import { TestCardForm } from './test-card-form.tsx';
import { TestDebitForm } from './test-debit-form.tsx';

const METHODS = [
  { value: 'card', label: 'Card' },
  { value: 'redirect', label: 'iDEAL (test bank)' },
  { value: 'debit', label: 'SEPA Direct Debit (test)' },
] as const;
type Method = (typeof METHODS)[number]['value'];

interface Props {
  clientSecret: string;
  /** The page the bank returns to, and where a direct debit is followed. */
  returnPath: string;
  onPaid: () => Promise<void>;
  onPending: () => void;
}

/**
 * The built-in test provider's ways to pay, as Stripe's Payment Element offers them: a card (at once), a bank's page
 * to authorise on (a redirect, like iDEAL or Bancontact), a direct debit that is confirmed later (like SEPA).
 */
export function TestPaymentForm({ clientSecret, returnPath, onPaid, onPending }: Props) {
  const id = useId();
  const [method, setMethod] = useState<Method>('card');
  return (
    <div className="payment-methods">
      <fieldset className="payment-methods__choice">
        <legend>Pay with</legend>
        {METHODS.map((option) => (
          <label key={option.value} className="payment-methods__option" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-method`}
              value={option.value}
              checked={method === option.value}
              onChange={() => setMethod(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {method === 'card' && <TestCardForm clientSecret={clientSecret} onPaid={onPaid} />}
      {method === 'redirect' && <TestBankForm clientSecret={clientSecret} returnPath={returnPath} />}
      {method === 'debit' && <TestDebitForm clientSecret={clientSecret} onPending={onPending} />}
    </div>
  );
}
