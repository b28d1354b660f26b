import type { MyBooking } from '@trg/contract/catalog';
import { formatDate } from '@trg/contract/dates';

/** The members-only confirmation block: booking reference(s), quantity bought and admits per ticket. */
export function BookingSummary({ booking }: { booking: MyBooking }) {
  const admits = booking.ticketsPerOrder ?? 1;
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Your booking</h2>
      <dl>
        {booking.bookings.map((entry) => (
          <div key={`${entry.bookingReference ?? entry.orderDate}`} className="booking-summary__row">
            <dt>Booking reference</dt>
            <dd>
              <strong className="booking-reference">{entry.bookingReference ?? 'Being issued'}</strong>{' '}
              <span className="muted">
                booked {formatDate(entry.orderDate)}, {entry.quantity} {entry.quantity === 1 ? 'ticket' : 'tickets'}
                {entry.orderStatus === 'refunded' ? ', refunded' : ''}
              </span>
            </dd>
          </div>
        ))}
        <div className="booking-summary__row">
          <dt>Quantity bought</dt>
          <dd>{booking.quantityBought}</dd>
        </div>
        <div className="booking-summary__row">
          <dt>Admits per ticket</dt>
          <dd>
            {admits} {admits === 1 ? 'guest' : 'guests'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
