import { useId, useState, type FormEvent } from 'react';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { useCheckGiftCard } from '../api/check-gift-card.ts';

interface Props {
  /** The order's currency: a card in another currency is refused here, as the server refuses it. */
  currency: string | null;
  applied: string | null;
  onApply: (code: string | null) => void;
}

/** Checkout: a gift card code, checked for its balance, that pays first when the details are confirmed. */
export function GiftCardField({ currency, applied, onApply }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const check = useCheckGiftCard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setResult({ ok: false, text: 'Please enter a gift card code.' });
      return;
    }
    check.mutate(code, {
      onSuccess: (card) => {
        if (card.status !== 'active') {
          setResult({ ok: false, text: card.status === 'expired' ? 'This gift card has expired.' : 'This gift card has been cancelled.' });
        } else if (currency && card.currency !== currency) {
          setResult({
            ok: false,
            text: `This gift card is in ${card.currency} and your order is in ${currency}: a gift card pays only for bookings in its own currency.`,
          });
        } else if (Number(card.balance) <= 0) {
          setResult({ ok: false, text: 'This gift card has been spent: there is no balance left on it.' });
        } else {
          onApply(card.code);
          setResult({
            ok: true,
            text: `Gift card ${card.code} applied: ${formatDecimalMoney(card.balance, card.currency)} left on it. It pays first when you confirm your details.`,
          });
          setCode('');
        }
      },
      onError: (error) => setResult({ ok: false, text: error.message }),
    });
  };

  return (
    <form className="voucher-form gift-card-field" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>Gift card code</label>
      <div className="voucher-form__row">
        <input
          id={id}
          name="giftCardCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${id}-result`}
          aria-invalid={result?.ok === false}
        />
        <button type="submit" className="button button--ghost" disabled={check.isPending}>
          Apply
        </button>
      </div>
      <div id={`${id}-result`}>
        {result && (
          <p
            className={result.ok ? 'form-message form-message--ok' : 'form-message form-message--error'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.text}
          </p>
        )}
      </div>
      {applied && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onApply(null);
            setResult(null);
          }}
        >
          Remove gift card {applied}
        </button>
      )}
    </form>
  );
}
