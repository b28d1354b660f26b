import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isoDateInDays, todayIso, formatDate } from '@trg/contract/dates';
import {
  GIFT_CARD_CURRENCIES,
  GIFT_CARD_LIMITS,
  GIFT_CARD_MAX_DELIVERY_DAYS,
  GIFT_CARD_MESSAGE_MAX,
  type GiftCardCurrency,
  type GiftCardPurchase,
} from '@trg/contract/gift-cards';
import { formatMoney } from '@trg/contract/money';
import { paths } from '@trg/contract/paths';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBuyGiftCard, useCompleteGiftCard } from '../api/buy-gift-card.ts';
import './gift-cards.css';

/** What the page's payment form needs (the payments feature's, passed in by the page). */
export interface GiftCardPaymentRequest {
  provider: GiftCardPurchase['provider'];
  clientSecret: string;
  billingName: string;
  /** Where a bank sends the buyer back after a redirect method: this page. */
  returnPath: string;
  onPaid: () => Promise<void>;
  /** A direct debit under way: the card is issued, and emailed on its day, once the payment settles. */
  onPending: () => void;
}

interface Props {
  senderName: string;
  renderPayment: (request: GiftCardPaymentRequest) => ReactNode;
}

type Field = 'amount' | 'currency' | 'recipientName' | 'recipientEmail' | 'senderName' | 'message' | 'deliverOn';

const limitsText = (currency: GiftCardCurrency) =>
  `From ${formatMoney(GIFT_CARD_LIMITS[currency].minMinor, currency)} to ${formatMoney(GIFT_CARD_LIMITS[currency].maxMinor, currency)}.`;

/** The gift card form, then its payment, then the thank-you: buying a card for someone, sent on the day chosen. */
export function BuyGiftCard({ senderName, renderPayment }: Props) {
  const id = useId();
  const buy = useBuyGiftCard();
  const complete = useCompleteGiftCard();
  const [values, setValues] = useState<Record<Field, string>>({
    amount: '50',
    currency: 'EUR',
    recipientName: '',
    recipientEmail: '',
    senderName,
    message: '',
    deliverOn: todayIso(),
  });
  const [purchase, setPurchase] = useState<GiftCardPurchase | null>(null);
  const [done, setDone] = useState<GiftCardPurchase | null>(null);
  const [pending, setPending] = useState(false);
  const currency = values.currency as GiftCardCurrency;
  const serverErrors = buy.error instanceof ApiRequestError ? buy.error.fields : {};
  const formError = buy.error && Object.keys(serverErrors).length === 0 ? buy.error.message : null;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    buy.mutate(values, { onSuccess: setPurchase });
  };
  const onPaid = async () => {
    if (!purchase) return;
    setDone(await complete.mutateAsync(purchase.id));
  };

  if (pending && purchase) {
    return (
      <section className="card gift-card-done" aria-labelledby={`${id}-pending`}>
        <h2 id={`${id}-pending`}>Payment pending</h2>
        <p role="status">
          Your bank is processing the payment. Once it is confirmed, the gift card for {purchase.recipientName} is sent on{' '}
          {formatDate(purchase.deliverOn)}.
        </p>
      </section>
    );
  }
  if (done) {
    return (
      <section className="card gift-card-done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>Thank you!</h2>
        <p role="status">{done.message}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDone(null);
            setPurchase(null);
            buy.reset();
          }}
        >
          Buy another gift card
        </button>
      </section>
    );
  }
  if (purchase && purchase.client_secret) {
    return (
      <section className="card" aria-labelledby={`${id}-pay`}>
        <h2 id={`${id}-pay`}>Pay for the gift card</h2>
        <p>
          A gift card of <strong>{formatDecimalMoney(purchase.amount, purchase.currency)}</strong> for {purchase.recipientName}, emailed on{' '}
          {formatDate(purchase.deliverOn)}.
        </p>
        {complete.error && (
          <p className="form-message form-message--error" role="alert">
            {complete.error.message}
          </p>
        )}
        {renderPayment({
          provider: purchase.provider,
          clientSecret: purchase.client_secret,
          billingName: values.senderName,
          returnPath: paths.giftCards,
          onPaid,
          onPending: () => setPending(true),
        })}
        <button type="button" className="link-button" onClick={() => setPurchase(null)}>
          Change the gift card
        </button>
      </section>
    );
  }

  const field = (
    name: Field,
    label: string,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode,
    hint?: string,
  ) => {
    const inputId = `${id}-${name}`;
    const error = serverErrors[name];
    const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        {hint && (
          <p id={`${inputId}-hint`} className="gift-card-form__hint">
            {hint}
          </p>
        )}
        {control({ id: inputId, 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}) })}
        {error && (
          <p id={`${inputId}-error`} className="form-message form-message--error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card gift-card-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Buy a gift card</h2>
      {formError && (
        <p className="form-message form-message--error" role="alert">
          {formError}
        </p>
      )}
      <div className="gift-card-form__grid">
        {field(
          'amount',
          'Amount',
          (props) => (
            <input {...props} name="amount" inputMode="decimal" required value={values.amount} onChange={set('amount')} />
          ),
          limitsText(currency),
        )}
        {field('currency', 'Currency', (props) => (
          <select {...props} name="currency" value={values.currency} onChange={set('currency')}>
            {GIFT_CARD_CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        ))}
        {field('recipientName', "Recipient's name", (props) => (
          <input {...props} name="recipientName" autoComplete="off" required value={values.recipientName} onChange={set('recipientName')} />
        ))}
        {field('recipientEmail', "Recipient's email", (props) => (
          <input
            {...props}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            required
            value={values.recipientEmail}
            onChange={set('recipientEmail')}
          />
        ))}
        {field('senderName', 'From (your name)', (props) => (
          <input {...props} name="senderName" autoComplete="name" required value={values.senderName} onChange={set('senderName')} />
        ))}
        {field(
          'deliverOn',
          'Send it on',
          (props) => (
            <input
              {...props}
              name="deliverOn"
              type="date"
              required
              min={todayIso()}
              max={isoDateInDays(GIFT_CARD_MAX_DELIVERY_DAYS)}
              value={values.deliverOn}
              onChange={set('deliverOn')}
            />
          ),
          'Today or any day in the coming year.',
        )}
      </div>
      {field(
        'message',
        'Message (optional)',
        (props) => (
          <textarea {...props} name="message" rows={4} maxLength={GIFT_CARD_MESSAGE_MAX} value={values.message} onChange={set('message')} />
        ),
        `Up to ${GIFT_CARD_MESSAGE_MAX} characters, sent with the card.`,
      )}
      <p className="gift-card-form__note">The card is valid for 24 months, on any event or experience priced in its currency.</p>
      <button type="submit" className="button" disabled={buy.isPending}>
        {buy.isPending ? 'Processing…' : 'Continue to payment'}
      </button>
    </form>
  );
}
