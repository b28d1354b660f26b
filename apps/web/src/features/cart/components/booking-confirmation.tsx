import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
interface BookingState {
  booking: { reference: string; message: string };
}

function readBookingState(state: unknown): BookingState | null {
  if (typeof state !== 'object' || state === null || !('booking' in state)) return null;
  const booking: unknown = state.booking;
  if (typeof booking !== 'object' || booking === null || !('reference' in booking) || !('message' in booking)) return null;
  const { reference, message } = booking;
  return typeof reference === 'string' && typeof message === 'string' ? { booking: { reference, message } } : null;
}

/** Where checkout sends the member after paying: the state it passes to the home page. */
export function bookingState(reference: string, message: string): BookingState {
  return { booking: { reference, message } };
}

/** A visible confirmation naming the booking reference, on the page checkout returns to. */
export function BookingConfirmation() {
  const location = useLocation();
  const parsed = readBookingState(location.state);
  const ref = useRef<HTMLDivElement>(null);
  const reference = parsed?.booking.reference ?? null;
  useEffect(() => {
    if (!reference) return;
    // After the page's own focus handling: bring the confirmation into view, below the sticky header.
    const timer = setTimeout(() => {
      ref.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    }, 0);
    return () => clearTimeout(timer);
  }, [reference]);
  if (!parsed) return null;
  return (
    <div className="booking-confirmation" role="status" tabIndex={-1} ref={ref}>
      <p className="booking-confirmation__title">
        Booking confirmed: <strong>{parsed.booking.reference}</strong>
      </p>
      <p>{parsed.booking.message}</p>
    </div>
  );
}
