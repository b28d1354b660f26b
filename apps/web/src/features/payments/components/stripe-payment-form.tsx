import { useMemo, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { PaymentError } from './payment-error.tsx';
import { PAY_LABEL, PAYMENT_PENDING, PROCESSING_LABEL, usePay } from './use-pay.ts';

interface Props {
  publishableKey: string;
  clientSecret: string;
  billingName: string;
  returnPath: string;
  onPaid: () => Promise<void>;
  onPending: () => void;
}

const APPEARANCE = {
  theme: 'stripe' as const,
  variables: { colorText: '#231a1d', colorTextPlaceholder: '#5a4e52', fontFamily: 'system-ui, sans-serif', borderRadius: '8px' },
};

function StripeFields({ clientSecret, billingName, returnPath, onPaid, onPending }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { processing, error, run } = usePay(onPaid, onPending);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!stripe || !elements) return 'The payment form is still loading. Please try again in a moment.';
      // Cards and wallets finish here; a bank's page (iDEAL, Bancontact) sends the buyer away and back to returnPath.
      const result = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: {
          return_url: new URL(returnPath, window.location.origin).toString(),
          payment_method_data: { billing_details: { name: billingName } },
        },
        redirect: 'if_required',
      });
      if (result.error) return result.error.message ?? 'Your payment was declined.';
      if (result.paymentIntent.status === 'succeeded') return null;
      // A direct debit (SEPA): confirmed by the bank later; the order's payment page follows it.
      if (result.paymentIntent.status === 'processing') return PAYMENT_PENDING;
      return 'The payment was not completed.';
    });
  };

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate>
      <PaymentElement options={{ layout: 'tabs', defaultValues: { billingDetails: { name: billingName } } }} />
      <PaymentError message={error} />
      <button type="submit" className="button card-form__pay" disabled={processing || !stripe} aria-busy={processing}>
        {processing ? PROCESSING_LABEL : PAY_LABEL}
      </button>
    </form>
  );
}

/**
 * Stripe's Payment Element: the methods Stripe enables for the currency and the buyer's country (cards, Apple Pay,
 * Google Pay, iDEAL, Bancontact, SEPA Direct Debit ...), loaded (with Stripe.js) only when Stripe is configured.
 */
export default function StripePaymentForm({ publishableKey, clientSecret, ...props }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: APPEARANCE }}>
      <StripeFields clientSecret={clientSecret} {...props} />
    </Elements>
  );
}
