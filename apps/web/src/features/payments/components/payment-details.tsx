import { lazy, Suspense } from 'react';
import type { PaymentProviderName } from '@trg/contract/cart';
import { TestCardForm } from './test-card-form.tsx';
import './payments.css';

// Stripe.js and its React bindings stay out of the main bundle unless Stripe is the provider.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface Props {
  provider: PaymentProviderName;
  publishableKey: string | null;
  clientSecret: string;
  billingName: string;
  onPaid: () => Promise<void>;
}

/** Step 2, Payment Details, through whichever provider the server uses. */
export function PaymentDetails({ provider, publishableKey, clientSecret, billingName, onPaid }: Props) {
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<p role="status">Loading the secure card form…</p>}>
        <StripeCardForm publishableKey={publishableKey} clientSecret={clientSecret} billingName={billingName} onPaid={onPaid} />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={clientSecret} onPaid={onPaid} />;
}
