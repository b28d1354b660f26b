import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderPaymentPath, paths } from '@trg/contract/paths';
import { useCheckout } from '../hooks/use-checkout.ts';
import { AttendeeForm } from './attendee-form.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { ConfirmedAttendee } from './confirmed-attendee.tsx';
import { GiftCardField } from './gift-card-field.tsx';
import { PaymentStep, type PaymentRequest } from './payment-step.tsx';
import './cart.css';

interface Props {
  /** The member's name, to start the attendee details with. */
  firstName?: string;
  lastName?: string;
  /** The card form for a payment intent (the payments feature's, passed in by the page). */
  renderPayment: (request: PaymentRequest) => ReactNode;
}

/** A member's /Checkout: attendee details, then payment, beside a summary of the order. */
export function CheckoutFlow({ firstName, lastName, renderPayment }: Props) {
  const checkout = useCheckout(firstName, lastName);
  const { orders, config, attendee, intent } = checkout;

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
  if (order.cart.length === 0 || order.OrderId === null) {
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

  return (
    <section className="section checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <div className="checkout__layout">
        <div className="checkout__step">
          {intent === null ? (
            <div className="card">
              {checkout.intentError && (
                <p className="form-message form-message--error" role="alert">
                  {checkout.intentError}
                </p>
              )}
              <GiftCardField currency={order.currency} applied={checkout.giftCardCode} onApply={checkout.setGiftCardCode} />
              <AttendeeForm
                initial={attendee}
                busy={checkout.confirming}
                serverErrors={checkout.attendeeErrors}
                onConfirm={checkout.confirmDetails}
              />
            </div>
          ) : (
            <>
              <ConfirmedAttendee details={attendee} onEdit={checkout.editAttendee} />
              <PaymentStep
                intent={intent}
                publishableKey={config.data.publishableKey}
                reservationMinutes={config.data.reservationMinutes}
                billingName={`${attendee.firstName} ${attendee.lastName}`}
                returnPath={orderPaymentPath(order.OrderId)}
                onPaid={checkout.bookPaidOrder}
                onPending={checkout.followPendingPayment}
                renderPayment={renderPayment}
              />
            </>
          )}
        </div>
        <CheckoutSummary order={order} />
      </div>
    </section>
  );
}
