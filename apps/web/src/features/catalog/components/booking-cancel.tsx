import { useId, useState } from 'react';
import type { BookingCancellation } from '@trg/contract/booking-cancel';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { moneyText } from '../../../lib/money.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';

interface BookingCancelProps {
  itemId: number;
  bookingReference: string;
  currency: string;
  cancellation: BookingCancellation;
  onDone: (message: string) => void;
}

/**
 * 'Cancel this booking' (decision 0028): first the refund the server worked out by the item's terms, in the booking's
 * currency, then the buyer confirms that amount (or to cancel without a refund, after the refund period). A
 * cancellation already made shows what it refunded; one no longer possible says why.
 */
export function BookingCancel({ itemId, bookingReference, currency, cancellation, onDone }: BookingCancelProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking(itemId);
  const failure = cancel.error instanceof ApiRequestError ? cancel.error : null;

  if (cancellation.state === 'cancelled') {
    return <p className="booking-cancel__done">{cancellation.message}</p>;
  }
  if (cancellation.state === 'closed') {
    return <p className="muted booking-cancel__closed">{cancellation.message}</p>;
  }
  const refund = moneyText(cancellation.refund, currency);
  const nothing = Number(cancellation.refund) === 0;
  return (
    <div className="booking-cancel">
      {!confirming ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            cancel.reset();
            setConfirming(true);
          }}
          aria-label={`Cancel this booking, ${bookingReference}`}
        >
          Cancel this booking
        </button>
      ) : (
        <section className="booking-cancel__confirm" aria-labelledby={titleId}>
          <h4 id={titleId}>Cancel booking {bookingReference}?</h4>
          <p className="booking-cancel__refund">
            {nothing ? (
              <>
                Refund: <strong>none</strong>. The refund period has passed; cancelling frees your place for someone else.
              </>
            ) : (
              <>
                Refund: <strong>{refund}</strong>
                {cancellation.percent < 100 ? ` (${cancellation.percent}% of what you paid)` : ' (everything you paid)'}, to the card you
                paid with.
              </>
            )}
          </p>
          <p className="muted">Policy: {cancellation.terms}</p>
          <p>Your tickets will no longer admit anyone. This cannot be undone.</p>
          <div aria-live="polite">
            {failure && (
              <p className="form-message form-message--error" role="alert">
                {failure.message}
              </p>
            )}
            {cancel.error && !failure && (
              <p className="form-message form-message--error" role="alert">
                The booking could not be cancelled. Please try again.
              </p>
            )}
          </div>
          <div className="booking-cancel__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { bookingReference, refund: cancellation.refund },
                  {
                    onSuccess: (answer) => {
                      setConfirming(false);
                      onDone(answer.message);
                    },
                  },
                )
              }
            >
              {cancel.isPending ? 'Cancelling…' : nothing ? 'Cancel without refund' : `Cancel and refund ${refund}`}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              Keep my booking
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
