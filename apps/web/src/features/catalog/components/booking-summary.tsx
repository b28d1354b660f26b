import { useState } from 'react';
import { Link } from 'react-router';
import type { BookedTicket, MyBooking } from '@trg/contract/catalog';
import { formatDate } from '@trg/contract/dates';
import { countryName } from '@trg/contract/lists/countries';
import { calendarFile } from '@trg/contract/ics';
import { moneyText } from '../../../lib/money.ts';
import { whenText } from '../format.ts';
import { TicketTransferForm } from './ticket-transfer.tsx';
import { BookingCancel } from './booking-cancel.tsx';
import './booking-summary.css';

const STATUS_TEXT = { paid: 'Paid', refunded: 'Refunded' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The venue on one line, or null for an online item or one whose address is not set. */
function venueText(item: MyBooking['item']): string | null {
  if (item.olineExperience) return null;
  const country = item.locationCountry ? (countryName(item.locationCountry) ?? item.locationCountry) : null;
  const parts = [item.locationAddress, item.locationcity, item.locationZip_code, country].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

// The QR code is an SVG our server drew; as an image it cannot run anything, whatever it held.
const qrSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface TicketCardProps {
  ticket: BookedTicket;
  index: number;
  /** Set while the ticket may be passed on (valid, its item still to come): opens the form for it. */
  onPassOn: (() => void) | null;
}

function TicketCard({ ticket, index, onPassOn }: TicketCardProps) {
  const void_ = ticket.status === 'void';
  const passedOn = ticket.passedOnTo ?? null;
  return (
    <li className={`ticket-card${void_ ? ' ticket-card--void' : ''}`}>
      <img src={qrSrc(ticket.qrSvg)} width={148} height={148} alt={`QR code of ticket ${index + 1}, ${ticket.code}`} />
      <p className="ticket-card__code">{ticket.code}</p>
      <p className="ticket-card__admits">
        Ticket {index + 1}: admits {plural(ticket.admits, 'guest', 'guests')}
        {void_ && !passedOn ? ' (no longer valid)' : ''}
      </p>
      {passedOn && <p className="ticket-card__passed">Passed on to {passedOn}</p>}
      {onPassOn && (
        <button
          type="button"
          className="button button--ghost"
          onClick={onPassOn}
          aria-label={`Pass this ticket on (ticket ${index + 1}, ${ticket.code})`}
        >
          Pass this ticket on
        </button>
      )}
    </li>
  );
}

function downloadCalendar(booking: MyBooking, reference: string | null, href: string) {
  const { item } = booking;
  if (!item.date) return;
  const venue = venueText(item);
  const text = calendarFile({
    uid: `${reference ?? 'booking'}-${item.id}@therealgrape`,
    title: item.experienceTitle ?? item.eventTitle,
    date: item.date,
    time: item.time,
    timeZone: item.timeZoneId ?? item.timeZone,
    location: venue ?? (item.olineExperience ? 'Online' : null),
    description: [reference ? `Booking reference ${reference}` : null, booking.streaming?.streamingLink ?? null].filter(Boolean).join('\n'),
    url: href,
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${item.slug}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface BookingSummaryProps {
  booking: MyBooking;
  /** My Events or My Experiences. */
  bookingsPath: string;
  bookingsTitle: string;
}

/**
 * The members-only booking: when and where (or how to join online), each booking's reference, status, amount
 * paid and tickets with their QR codes, Add to calendar, and the way back to all bookings.
 */
export function BookingSummary({ booking, bookingsPath, bookingsTitle }: BookingSummaryProps) {
  const { item, streaming } = booking;
  const admits = booking.ticketsPerOrder ?? 1;
  const venue = venueText(item);
  const latestPaid = booking.bookings.find((entry) => entry.orderStatus === 'paid');
  const allRefunded = !latestPaid;
  const [passing, setPassing] = useState<string | null>(null);
  const [passedMessage, setPassedMessage] = useState<string | null>(null);
  // A ticket is passed on before its item starts; a cancelled or past item's are not.
  const canPassOn = item.status === 'Active';
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Your booking</h2>
      <dl className="booking-summary__facts">
        <div className="booking-summary__row">
          <dt>When</dt>
          <dd>{item.date ? whenText(item) : 'Date to be confirmed'}</dd>
        </div>
        <div className="booking-summary__row">
          <dt>Where</dt>
          <dd>{item.olineExperience ? 'Online' : (venue ?? 'Venue to be confirmed')}</dd>
        </div>
        {booking.quantityBought > 0 ? (
          <div className="booking-summary__row">
            <dt>Tickets held</dt>
            <dd>
              {booking.quantityBought}, each admitting {plural(admits, 'guest', 'guests')}
            </dd>
          </div>
        ) : (
          <div className="booking-summary__row">
            <dt>Status</dt>
            <dd>
              {booking.bookings.every((entry) => entry.cancellation?.state === 'cancelled') ? 'Cancelled' : 'Refunded'}: these tickets are
              no longer valid
            </dd>
          </div>
        )}
      </dl>

      {item.olineExperience && !allRefunded && (
        <div className="booking-summary__streaming">
          <h3>How to join</h3>
          {streaming && (streaming.streamingLink || streaming.streamingInstructions) ? (
            <>
              {streaming.streamingLink && (
                <p>
                  <a href={streaming.streamingLink} rel="noreferrer noopener" target="_blank" className="booking-summary__stream-link">
                    Join the stream
                  </a>{' '}
                  <span className="booking-summary__url">{streaming.streamingLink}</span>
                </p>
              )}
              {streaming.streamingInstructions && <p className="booking-summary__instructions">{streaming.streamingInstructions}</p>}
            </>
          ) : (
            <p className="muted">The host has not added the streaming details yet: they will show here, and we email them to you.</p>
          )}
        </div>
      )}

      <div className="booking-summary__actions">
        {item.date && !allRefunded && (
          <button
            type="button"
            className="button"
            onClick={() => downloadCalendar(booking, latestPaid?.bookingReference ?? null, window.location.href)}
          >
            Add to calendar
          </button>
        )}
        <Link to={bookingsPath}>See all your {bookingsTitle}</Link>
      </div>

      <div aria-live="polite">
        {passedMessage && (
          <p className="form-message form-message--success" role="status">
            {passedMessage}
          </p>
        )}
      </div>
      <ol className="booking-summary__orders">
        {booking.bookings.map((entry) => (
          <li key={entry.bookingReference ?? entry.orderDate} className="booking-order">
            <h3 className="booking-order__title">
              Booking <span className="booking-reference">{entry.bookingReference ?? 'Being issued'}</span>{' '}
              <span className={`tag ${entry.orderStatus === 'paid' ? 'tag--paid' : 'tag--cancelled'}`}>
                {entry.cancellation?.state === 'cancelled' ? 'Cancelled' : STATUS_TEXT[entry.orderStatus]}
              </span>
            </h3>
            <p className="booking-order__facts">
              Booked {formatDate(entry.orderDate)} · {plural(entry.quantity, 'ticket', 'tickets')} ·{' '}
              {entry.orderStatus === 'refunded' && entry.cancellation?.state !== 'cancelled' ? 'Refunded' : 'Paid'}{' '}
              {moneyText(entry.amountPaid, entry.currency)}
            </p>
            {entry.orderStatus === 'paid' && entry.tickets.length > 0 && (
              <ul className="booking-order__tickets" aria-label={`Tickets of booking ${entry.bookingReference ?? ''}`}>
                {entry.tickets.map((ticket, index) => (
                  <TicketCard
                    key={ticket.code}
                    ticket={ticket}
                    index={index}
                    onPassOn={
                      canPassOn && ticket.status === 'valid'
                        ? () => {
                            setPassedMessage(null);
                            setPassing(ticket.code);
                          }
                        : null
                    }
                  />
                ))}
              </ul>
            )}
            {passing !== null && entry.tickets.some((ticket) => ticket.code === passing) && (
              <TicketTransferForm
                key={passing}
                itemId={item.id}
                code={passing}
                onCancel={() => setPassing(null)}
                onDone={(message) => {
                  setPassing(null);
                  setPassedMessage(message);
                }}
              />
            )}
            {entry.orderStatus === 'paid' && entry.tickets.length > 0 && (
              <p className="muted">Show a ticket's QR code at the door, on your phone or printed.</p>
            )}
            {entry.cancellation && entry.bookingReference && (
              <BookingCancel
                itemId={item.id}
                bookingReference={entry.bookingReference}
                currency={entry.currency}
                cancellation={entry.cancellation}
                onDone={(message) => {
                  setPassing(null);
                  setPassedMessage(message);
                }}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
