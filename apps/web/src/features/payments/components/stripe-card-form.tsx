import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { PaymentError } from './payment-error.tsx';
import { PAY_LABEL, PROCESSING_LABEL, usePay } from './use-pay.ts';

interface Props {
  publishableKey: string;
  clientSecret: string;
  billingName: string;
  onPaid: () => Promise<void>;
}

const ELEMENT_OPTIONS = {
  style: { base: { fontSize: '16px', color: '#231a1d', fontFamily: 'system-ui, sans-serif', '::placeholder': { color: '#5a4e52' } } },
};

/** Stripe's field lives in its own frame; the group carries the visible label's name. */
function StripeField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <span className="card-form__label" id={id}>
        {label}
      </span>
      <div className="card-form__element" role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

function StripeFields({ clientSecret, billingName, onPaid }: Omit<Props, 'publishableKey'>) {
  const id = useId();
  const stripe = useStripe();
  const elements = useElements();
  const { processing, error, run } = usePay(onPaid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) return 'The card form is still loading. Please try again in a moment.';
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name: billingName } } });
      if (result.error) return result.error.message ?? 'Your card was declined.';
      return result.paymentIntent.status === 'succeeded' ? null : 'The payment was not completed.';
    });
  };

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate>
      <StripeField id={`${id}-number`} label="Card number">
        <CardNumberElement options={ELEMENT_OPTIONS} />
      </StripeField>
      <div className="card-form__row">
        <StripeField id={`${id}-expiry`} label="Expiry">
          <CardExpiryElement options={ELEMENT_OPTIONS} />
        </StripeField>
        <StripeField id={`${id}-cvc`} label="CVC">
          <CardCvcElement options={ELEMENT_OPTIONS} />
        </StripeField>
      </div>
      <PaymentError message={error} />
      <button type="submit" className="button card-form__pay" disabled={processing || !stripe} aria-busy={processing}>
        {processing ? PROCESSING_LABEL : PAY_LABEL}
      </button>
    </form>
  );
}

/** Card number, expiry and cvc in Stripe Elements; loaded (with Stripe.js) only when Stripe is configured. */
export default function StripeCardForm({ publishableKey, ...props }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeFields {...props} />
    </Elements>
  );
}
