import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { wineProfileHref } from '@trg/contract/wine-profiles';
import type { MemberDashboard } from '@trg/contract/dashboard';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useMemberDashboard } from '../api/get-member-dashboard.ts';
import { whenOf } from './format.ts';
import './dashboard-home.css';

const bookingPath = (item: { kind: 'event' | 'experience'; slug: string }) =>
  item.kind === 'event' ? paths.myEvent(item.slug) : paths.myExperience(item.slug);

function NextBooking({ booking }: { booking: MemberDashboard['nextBooking'] }) {
  return (
    <section className="card dashboard-home__panel" aria-labelledby="next-booking-title">
      <h2 id="next-booking-title">Your next booking</h2>
      {booking ? (
        <>
          <p className="dashboard-home__item-title">
            <Link to={bookingPath(booking)}>{booking.title}</Link>
          </p>
          <p>{whenOf(booking)}</p>
          <p>
            {booking.quantity} {booking.quantity === 1 ? 'ticket' : 'tickets'}
            {booking.bookingReference ? ` · Reference ${booking.bookingReference}` : ''}
          </p>
        </>
      ) : (
        <p>
          Nothing booked yet. Browse the <Link to={paths.events}>events</Link> and <Link to={paths.experiences}>experiences</Link>.
        </p>
      )}
    </section>
  );
}

type WineToReview = NonNullable<MemberDashboard['winesToReview']>[number];

/** The items and the wines poured at them that the member can review now. */
function ReviewsToWrite({ reviews, wines }: { reviews: MemberDashboard['reviewsToWrite']; wines: readonly WineToReview[] }) {
  return (
    <section className="card dashboard-home__panel" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Waiting for you</h2>
      {reviews.length === 0 && wines.length === 0 ? (
        <p>Nothing waiting. Once an event or experience you booked has taken place, you can review it and the wines poured here.</p>
      ) : (
        <ul className="dashboard-home__list">
          {reviews.map((review) => (
            <li key={review.itemId}>
              <Link to={bookingPath(review)}>Write a review of {review.title}</Link>
              {review.date ? <span className="dashboard-home__muted"> · {whenOf({ ...review, time: null, timeZone: null })}</span> : null}
            </li>
          ))}
          {wines.map((wine) => (
            <li key={`wine-${wine.wineId}`}>
              <Link to={`${wineProfileHref(wine)}#wine-review-title`}>
                Review the wine {wine.wine}
                {wine.vintage ? ` ${wine.vintage}` : ''}
              </Link>
              <span className="dashboard-home__muted">
                {wine.producer ? ` · ${wine.producer}` : ''} · poured at {wine.itemTitle}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's home: the next booking and the reviews (of items and of their wines) waiting to be written. */
export function MemberHome() {
  const query = useMemberDashboard();
  if (!query.data)
    return <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="your dashboard" />;
  return (
    <div className="dashboard-home">
      <NextBooking booking={query.data.nextBooking} />
      <ReviewsToWrite reviews={query.data.reviewsToWrite} wines={query.data.winesToReview ?? []} />
    </div>
  );
}
