import { Link } from 'react-router';
import type { BoughtEvent, BoughtExperience } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { formatDate } from '@trg/contract/dates';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { KINDS } from '../catalog-kinds.ts';
import { whenText } from '../format.ts';
import { moneyText } from '../../../lib/money.ts';
import { ItemImage } from '../../../components/ui/item-image.tsx';
import './catalog.css';
import './booking-summary.css';

interface Booking {
  id: number;
  title: string;
  type: string | null;
  line: BoughtEvent | BoughtExperience;
}

const fromEvent = (line: BoughtEvent): Booking => ({
  id: line.event__id,
  title: line.event__eventTitle,
  type: line.event__eventType,
  line,
});
const fromExperience = (line: BoughtExperience): Booking => ({
  id: line.experiences__id,
  title: line.experiences__experienceTitle,
  type: line.experiences__experienceType,
  line,
});

/** Event Bookings / Experience Bookings: what the member bought, each linking to its booking page. */
export function BookingsList({ kind }: { kind: CatalogKind }) {
  const config = KINDS[kind];
  const query = useMyBookings();
  const bookings = query.data
    ? kind === 'event'
      ? query.data.boughtEvents.map(fromEvent)
      : query.data.boughtExperiences.map(fromExperience)
    : [];
  // Two bookings of one item read apart by their reference and date (and screen readers hear the reference).
  const counts = new Map<number, number>();
  for (const booking of bookings) counts.set(booking.id, (counts.get(booking.id) ?? 0) + 1);
  const repeats = new Set([...counts].filter(([, n]) => n > 1).map(([itemId]) => itemId));
  return (
    <section className="section member-page" aria-labelledby="bookings-title">
      <h1 id="bookings-title">{config.bookingsTitle}</h1>
      <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what="your bookings" />
      {query.data && bookings.length === 0 && (
        <p className="catalog-empty">
          You have not booked any {config.plural} yet. <Link to={config.listingPath}>See what is on</Link>.
        </p>
      )}
      {bookings.length > 0 && (
        <ul className="bookings-list">
          {bookings.map(({ id, title, type, line }) => (
            <li key={`${id}-${line.bookingReference ?? line.order__orderDate}`} className="booking-card">
              <ItemImage src={line.mainExperienceImage} className="booking-card__image" />
              <div className="booking-card__body">
                <h2 className="booking-card__title">
                  <Link to={config.bookingPath(line.slug)}>{title}</Link>
                  {repeats.has(id) && <span className="visually-hidden">, booking {line.bookingReference}</span>}
                </h2>
                {type && <p className="booking-card__type">{type}</p>}
                <p>{whenText(line)}</p>
                <dl className="booking-card__facts">
                  <dt>Reference</dt>
                  <dd>
                    <span className="booking-reference">{line.bookingReference ?? 'Being issued'}</span>
                  </dd>
                  <dt>Status</dt>
                  <dd>
                    {line.orderStatus === 'refunded' ? (
                      <span className="tag tag--cancelled">Refunded</span>
                    ) : line.itemStatus === 'Cancelled' ? (
                      <span className="tag tag--cancelled">Cancelled by the host</span>
                    ) : (
                      <span className="tag tag--paid">Paid</span>
                    )}
                  </dd>
                  <dt>Booked</dt>
                  <dd>{formatDate(line.order__orderDate)}</dd>
                  <dt>Tickets</dt>
                  <dd>{line.quantity}</dd>
                  <dt>{line.orderStatus === 'refunded' ? 'Amount refunded' : 'Amount paid'}</dt>
                  <dd>{moneyText(line.amountPaid, line.currency)}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
