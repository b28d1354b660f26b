import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { timeZoneLabel } from '@trg/contract/display';
import { SlotChangeSchema, type HostSlot } from '@trg/contract/slots';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useChangeSlot } from '../api/experience-slots.ts';
import { dayText, slotTimeText } from '../slot-dates.ts';

const STATUS_TEXT: Record<HostSlot['status'], string> = { open: 'Open', closed: 'Closed', past: 'Past' };

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** What closing a slot does, said before the host confirms it. */
function closeQuestion(slot: HostSlot): string {
  const buyers = slot.bookings.length;
  if (buyers === 0) return 'Close this slot? Nobody has booked it; it will no longer be on sale.';
  return `Close this slot? ${buyers === 1 ? 'Its buyer is' : `Its ${buyers} buyers are`} refunded in full and emailed that it is cancelled (${guests(slot.booked)}); it will no longer be on sale.`;
}

/** One slot of the host's calendar: its places and bookings, a new number of places, and Close slot. */
export function HostSlotRow({ experienceId, timeZoneId, slot }: { experienceId: number; timeZoneId: string; slot: HostSlot }) {
  const change = useChangeSlot(experienceId, slot.id);
  const close = useChangeSlot(experienceId, slot.id);
  const [places, setPlaces] = useState(String(slot.places));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const when = `${slot.time} on ${dayText(slot.date)}`;

  const savePlaces = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const parsed = SlotChangeSchema.safeParse({ places });
    if (!parsed.success || parsed.data.places === undefined) {
      setError(parsed.success ? 'Give a number of places.' : (fieldErrorsOf(parsed.error).places ?? 'Give a number of places.'));
      return;
    }
    try {
      await change.mutateAsync({ places: parsed.data.places });
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? (failure.fields.places ?? failure.message) : 'The places could not be saved.');
    }
  };

  return (
    <li className="host-slot" data-status={slot.status}>
      <div className="host-slot__head">
        <p className="host-slot__time">
          <strong>{slotTimeText(slot)}</strong>{' '}
          <span className="host-slot__zone">{timeZoneLabel(timeZoneId, { date: slot.date, offset: slot.timeZone })}</span>
        </p>
        <p className={`host-slot__status host-slot__status--${slot.status}`}>{STATUS_TEXT[slot.status]}</p>
        <p className="host-slot__count">
          {slot.booked} booked / {slot.places} places
        </p>
        {slot.bookings.length > 0 && (
          <p className="host-slot__door">
            <Link to={`${paths.hostExperienceGuests(experienceId)}?slot=${slot.id}`}>
              Guest list<span className="visually-hidden"> at {when}</span>
            </Link>{' '}
            ·{' '}
            <Link to={`${paths.hostExperienceCheckIn(experienceId)}?slot=${slot.id}`}>
              Check-in<span className="visually-hidden"> at {when}</span>
            </Link>
          </p>
        )}
      </div>
      {slot.bookings.length === 0 ? (
        <p className="host-slot__none">No bookings yet.</p>
      ) : (
        <table className="host-slot__bookings">
          <caption className="visually-hidden">Bookings at {when}</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Name</th>
              <th scope="col">Guests</th>
            </tr>
          </thead>
          <tbody>
            {slot.bookings.map((booking, index) => (
              <tr key={booking.bookingReference ?? `booking-${index}`}>
                <td className="booking-reference">{booking.bookingReference ?? '—'}</td>
                <td>{booking.name}</td>
                <td>{booking.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {slot.status === 'open' && (
        <div className="host-slot__actions">
          <form className="host-slot__places" onSubmit={(event) => void savePlaces(event)} noValidate>
            <label htmlFor={inputId}>
              Places <span className="visually-hidden">at {when}</span>
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={places}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setPlaces(event.target.value);
                setSaved(false);
              }}
            />
            <button type="submit" className="button button--ghost button--small" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : 'Save places'} <span className="visually-hidden">at {when}</span>
            </button>
            {error && (
              <p id={errorId} className="form-field__error">
                {error}
              </p>
            )}
            <p className="host-slot__saved" role="status">
              {saved && 'Places saved.'}
            </p>
          </form>
          <ConfirmAction
            label="Close slot"
            accessibleLabel={`Close slot at ${when}`}
            question={closeQuestion(slot)}
            confirmLabel={slot.bookings.length > 0 ? 'Close and refund' : 'Close slot'}
            pendingLabel="Closing..."
            danger
            pending={close.isPending}
            error={close.error}
            onConfirm={() => close.mutate({ close: true })}
            onReset={() => close.reset()}
          />
        </div>
      )}
    </li>
  );
}
