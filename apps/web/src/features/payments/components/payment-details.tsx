import { lazy, Suspense } from 'react';
import type { PaymentProviderName } from '@trg/contract/cart';
import { TestPaymentForm } from './test-payment-form.tsx';
import './payments.css';

// Stripe.js and its React bindings stay out of the main bundle unless Stripe is the provider.
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

interface Props {
  provider: PaymentProviderName;
  publishableKey: string | null;
  clientSecret: string;
  billingName: string;
  /** The order's payment page: a bank returns the buyer there, and a direct debit is followed there. */
  returnPath: string;
  onPaid: () => Promise<void>;
  onPending: () => void;
}

/** Step 2, Payment Details, through whichever provider the server uses. */
export function PaymentDetails({ provider, publishableKey, clientSecret, billingName, returnPath, onPaid, onPending }: Props) {
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<p role="status">Loading the secure payment form…</p>}>
        <StripePaymentForm
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          billingName={billingName}
          returnPath={returnPath}
          onPaid={onPaid}
          onPending={onPending}
        />
      </Suspense>
    );
  }
  return <TestPaymentForm clientSecret={clientSecret} returnPath={returnPath} onPaid={onPaid} onPending={onPending} />;
}
