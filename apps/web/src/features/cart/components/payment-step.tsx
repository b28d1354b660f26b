import { useEffect, useRef, type ReactNode } from 'react';
import type { PaymentIntentResult, PaymentProviderName } from '@trg/contract/cart';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { FreeBooking } from './free-booking.tsx';

/** What a payment form needs to take the card for an intent; the page passes the payments feature's form. */
export interface PaymentRequest {
  provider: PaymentProviderName;
  publishableKey: string | null;
  clientSecret: string;
  billingName: string;
  /** The order's payment page: a bank returns the buyer there, a direct debit is followed there. */
  returnPath: string;
  onPaid: () => Promise<void>;
  onPending: () => void;
}

interface Props {
  intent: PaymentIntentResult;
  publishableKey: string | null;
  reservationMinutes: number;
  billingName: string;
  returnPath: string;
  onPaid: () => Promise<void>;
  onPending: () => void;
  renderPayment: (request: PaymentRequest) => ReactNode;
}

/** Step 2, Payment Details: the total and how long the tickets are held, then the card form (or, when free, one button). */
export function PaymentStep({
  intent,
  publishableKey,
  reservationMinutes,
  billingName,
  returnPath,
  onPaid,
  onPending,
  renderPayment,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the attendee form the person has just confirmed, which was much longer: without this the
  // page stays scrolled to where its button was, the card number under the sticky header, and the focus is lost
  // with the button. The heading comes to the top (below the header) and takes the focus, at once.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, []);
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title" className="checkout__step-title" ref={heading} tabIndex={-1}>
        2. Payment Details
      </h2>
      <p>
        Total to pay:{' '}
        <strong>
          {intent.amount} {intent.currency}
        </strong>
        . Your tickets are held for {reservationMinutes} minutes.
      </p>
      {intent.giftCard && (
        <p className="form-message form-message--ok" role="status">
          Gift card {intent.giftCard.code} pays {formatDecimalMoney(intent.giftCard.taken, intent.giftCard.currency)};{' '}
          {formatDecimalMoney(intent.giftCard.remaining, intent.giftCard.currency)} is left on it.
        </p>
      )}
      {intent.client_secret === null ? (
        <FreeBooking onBook={onPaid} />
      ) : (
        renderPayment({
          provider: intent.provider,
          publishableKey,
          clientSecret: intent.client_secret,
          billingName,
          returnPath,
          onPaid,
          onPending,
        })
      )}
    </section>
  );
}
