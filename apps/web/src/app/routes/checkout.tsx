import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@trg/contract/paths';
import type { PaymentIntentResult } from '@trg/contract/cart';
import { countryName } from '@trg/contract/lists/countries';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { useMyOrders } from '../../features/cart/api/get-my-orders.ts';
import { usePaymentConfig } from '../../features/cart/api/get-payment-config.ts';
import { useCreatePaymentIntent } from '../../features/cart/api/create-payment-intent.ts';
import { useCompleteOrder } from '../../features/cart/api/complete-order.ts';
import { AttendeeForm, emptyAttendee, type AttendeeValues } from '../../features/cart/components/attendee-form.tsx';
import { CheckoutSummary } from '../../features/cart/components/checkout-summary.tsx';
import { bookingState } from '../../features/cart/components/booking-confirmation.tsx';
import '../../features/cart/components/cart.css';
import { PaymentDetails } from '../../features/payments/components/payment-details.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

function fieldErrors(error: unknown): Partial<Record<keyof AttendeeValues, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    if (key.startsWith('attendeeDetails.')) found[key.slice('attendeeDetails.'.length)] = message;
  }
  return found;
}

function ConfirmedAttendee({ details, onEdit }: { details: AttendeeValues; onEdit: () => void }) {
  const name = [details.title, details.firstName, details.lastName].filter(Boolean).join(' ');
  return (
    <section className="card attendee-confirmed" aria-labelledby="attendee-confirmed-title">
      <h2 id="attendee-confirmed-title">1. Attendee Details</h2>
      <dl>
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Phone</dt>
        <dd>{[details.countryCode, details.phone].filter(Boolean).join(' ')}</dd>
        {details.companyName && (
          <>
            <dt>Company</dt>
            <dd>{details.companyName}</dd>
          </>
        )}
        <dt>Address</dt>
        <dd>{[details.address, details.city, details.postCode, countryName(details.country)].filter(Boolean).join(', ')}</dd>
      </dl>
      <button type="button" className="link-button" onClick={onEdit}>
        Change attendee details
      </button>
    </section>
  );
}

function MemberCheckout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const orders = useMyOrders(true);
  const config = usePaymentConfig();
  const createIntent = useCreatePaymentIntent();
  const complete = useCompleteOrder();
  const [attendee, setAttendee] = useState<AttendeeValues>(() => emptyAttendee(auth.user?.first_name, auth.user?.last_name));
  const [intent, setIntent] = useState<PaymentIntentResult | null>(null);

  if (orders.isPending || config.isPending) {
    return (
      <p className="page-status" role="status">
        Loading cart ...
      </p>
    );
  }
  if (orders.isError || config.isError) {
    const retry = () => void Promise.all([orders.refetch(), config.refetch()]);
    return (
      <section className="section">
        <h1>Checkout</h1>
        <p className="form-message form-message--error" role="alert">
          {(orders.error ?? config.error)?.message}
        </p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </section>
    );
  }
  const order = orders.data;
  const orderId = order.OrderId;
  if (order.cart.length === 0 || orderId === null) {
    return (
      <section className="section" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>You do not have any bookings in your cart.</p>
        <Link className="button" to={paths.cart}>
          Back to your cart
        </Link>
      </section>
    );
  }

  const confirmDetails = (details: AttendeeValues) => {
    setAttendee(details);
    createIntent.mutate({ OrderId: orderId, attendeeDetails: details }, { onSuccess: setIntent });
  };

  const bookPaidOrder = async () => {
    const result = await complete.mutateAsync({ OrderId: orderId });
    await navigate(paths.home, { state: bookingState(result.bookingReference, result.message) });
  };

  const intentError = createIntent.error;
  const serverFieldErrors = fieldErrors(intentError);
  const generalIntentError = intentError && Object.keys(serverFieldErrors).length === 0 ? intentError.message : null;

  return (
    <section className="section checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <div className="checkout__layout">
        <div className="checkout__step">
          {intent === null ? (
            <div className="card">
              {generalIntentError && (
                <p className="form-message form-message--error" role="alert">
                  {generalIntentError}
                </p>
              )}
              <AttendeeForm initial={attendee} busy={createIntent.isPending} serverErrors={serverFieldErrors} onConfirm={confirmDetails} />
            </div>
          ) : (
            <>
              <ConfirmedAttendee details={attendee} onEdit={() => setIntent(null)} />
              <section className="card" aria-labelledby="payment-title">
                <h2 id="payment-title">2. Payment Details</h2>
                <p>
                  Total to pay: <strong>{intent.amount} {intent.currency}</strong>. Your tickets are held for {config.data.reservationMinutes} minutes.
                </p>
                {intent.client_secret === null ? (
                  <FreeBooking onBook={bookPaidOrder} />
                ) : (
                  <PaymentDetails
                    provider={intent.provider}
                    publishableKey={config.data.publishableKey}
                    clientSecret={intent.client_secret}
                    billingName={`${attendee.firstName} ${attendee.lastName}`}
                    onPaid={bookPaidOrder}
                  />
                )}
              </section>
            </>
          )}
        </div>
        <CheckoutSummary order={order} />
      </div>
    </section>
  );
}

/** Free tickets: nothing to pay, one button books them. */
function FreeBooking({ onBook }: { onBook: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const book = async () => {
    setBusy(true);
    setError(null);
    try {
      await onBook();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The booking could not be made.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void book()}>
        {busy ? 'Processing…' : 'Confirm booking'}
      </button>
    </>
  );
}

/** /Checkout: attendee details, then payment, beside a summary of the order. */
export default function CheckoutPage() {
  const auth = useAuth();
  usePageTitle('Checkout');
  if (auth.status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }
  if (!auth.isAuthenticated) {
    return (
      <section className="section" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Please log in to check out</h1>
        <Link className="button" to={`${paths.login}?next=${encodeURIComponent(paths.checkout)}`}>
          Log in
        </Link>
      </section>
    );
  }
  if (auth.membership !== 'members') {
    return (
      <section className="section" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>Booking tickets is for member accounts.</p>
      </section>
    );
  }
  return <MemberCheckout />;
}
