import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@trg/contract/paths';
import type { PaymentStatus } from '@trg/contract/cart';
import { checkPaymentStatus } from '../api/check-payment-status.ts';
import { cartKeys } from '../api/query-keys.ts';
import { bookingState } from './booking-confirmation.tsx';

/** How often the page asks again while the bank has not answered. */
const POLL_MS = 2000;

const TITLES: Record<PaymentStatus['state'], string> = {
  paid: 'Payment confirmed',
  pending: 'Payment pending',
  failed: 'Payment failed',
  unpaid: 'Payment not completed',
  refunded: 'Payment refunded',
};

/**
 * Where an order's payment stands, on the page a bank sends the buyer back to and where a direct debit is followed:
 * pending (asked again until the bank answers), failed with the reason, or paid, which takes the buyer to their
 * booking with its confirmation, as a card payment does.
 */
export function OrderPaymentStatus({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: [...cartKeys.all, 'payment-status', orderId],
    queryFn: () => checkPaymentStatus({ OrderId: orderId }),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? POLL_MS : false),
  });
  const paid = status.data?.state === 'paid' ? status.data : null;
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: cartKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: cartKeys.summary() });
    void navigate(paid.bookingPath, { replace: true, state: bookingState(paid.bookingReference, paid.message) });
  }, [paid, navigate, queryClient]);

  if (status.isPending || paid) {
    return (
      <section className="section" aria-labelledby="payment-status-title">
        <h1 id="payment-status-title">Your payment</h1>
        <p role="status">Checking your payment…</p>
      </section>
    );
  }
  if (status.isError) {
    return (
      <section className="section" aria-labelledby="payment-status-title">
        <h1 id="payment-status-title">Your payment</h1>
        <p className="form-message form-message--error" role="alert">
          {status.error.message}
        </p>
        <button type="button" className="button" onClick={() => void status.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const { state, message, bookingReference } = status.data;
  return (
    <section className="section payment-status" aria-labelledby="payment-status-title">
      <h1 id="payment-status-title">{TITLES[state]}</h1>
      <div className={`payment-status__panel payment-status__panel--${state}`} role={state === 'failed' ? 'alert' : 'status'}>
        <p className="payment-status__reference">
          Booking reference: <strong>{bookingReference}</strong>
        </p>
        <p>{message}</p>
      </div>
      {state === 'failed' || state === 'unpaid' ? (
        <p className="payment-status__actions">
          <Link className="button" to={paths.cart}>
            Back to your cart
          </Link>
        </p>
      ) : null}
      {state === 'pending' ? (
        <p className="payment-status__actions">
          <Link to={paths.myEvents}>Your events</Link> · <Link to={paths.myExperiences}>Your experiences</Link>
        </p>
      ) : null}
    </section>
  );
}
