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

interface Booking {
  id: number;
  title: string;
  type: string | null;
  line: BoughtEvent | BoughtExperience;
}

const fromEvent = (line: BoughtEvent): Booking => ({ id: line.event__id, title: line.event__eventTitle, type: line.event__eventType, line });
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
  const bookings = query.data ? (kind === 'event' ? query.data.boughtEvents.map(fromEvent) : query.data.boughtExperiences.map(fromExperience)) : [];
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
                </h2>
                {type && <p className="booking-card__type">{type}</p>}
                <p>{whenText(line)}</p>
                <dl className="booking-card__facts">
                  <dt>Purchased</dt>
                  <dd>{formatDate(line.order__orderDate)}</dd>
                  <dt>Price</dt>
                  <dd>
                    {moneyText(line.price, line.currency)} plus {moneyText(line.clientTransactionFee, line.currency)} fee
                  </dd>
                  <dt>Quantity</dt>
                  <dd>{line.quantity}</dd>
                </dl>
                {line.orderStatus === 'refunded' && <p className="tag tag--cancelled">Refunded</p>}
                {line.itemStatus === 'Cancelled' && line.orderStatus !== 'refunded' && <p className="tag tag--cancelled">Cancelled by the host</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
