import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '@trg/contract/dates';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { useGiftCardBalance } from '../api/check-gift-card-balance.ts';
import './gift-cards.css';

const STATUS_TEXT = { active: 'Valid', expired: 'Expired', void: 'Cancelled' } as const;

/** Check a card's balance by its code. */
export function GiftCardBalanceCheck() {
  const id = useId();
  const [code, setCode] = useState('');
  const check = useGiftCardBalance();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(code);
  };
  const result = check.data;
  return (
    <form className="card gift-card-balance" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Check a gift card's balance</h2>
      <div className="field">
        <label htmlFor={`${id}-code`}>Gift card code</label>
        <div className="gift-card-balance__row">
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={`${id}-result`}
            aria-invalid={check.isError}
          />
          <button type="submit" className="button button--ghost" disabled={check.isPending}>
            Check
          </button>
        </div>
      </div>
      <div id={`${id}-result`}>
        {check.error && (
          <p className="form-message form-message--error" role="alert">
            {check.error.message}
          </p>
        )}
        {result && (
          <p className="form-message form-message--ok" role="status">
            {result.code}: {formatDecimalMoney(result.balance, result.currency)} left of{' '}
            {formatDecimalMoney(result.amount, result.currency)}. {STATUS_TEXT[result.status]}
            {result.expiresOn ? ` until ${formatDate(result.expiresOn)}` : ''}.
          </p>
        )}
      </div>
    </form>
  );
}
