import { Link, Navigate, useParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { idFromSlug } from '@trg/contract/slugs';
import { wineProfileHref } from '@trg/contract/wine-profiles';
import { QueryStatus } from '../../components/ui/query-status.tsx';
import { useMyBooking } from '../../features/catalog/api/get-my-booking.ts';
import { KINDS, titleOf } from '../../features/catalog/catalog-kinds.ts';
import { BookingSummary } from '../../features/catalog/components/booking-summary.tsx';
import { BookingConfirmation } from '../../features/cart/components/booking-confirmation.tsx';
import { ItemDetail } from '../../features/catalog/components/item-detail.tsx';
import { useRefreshCatalog } from '../../features/catalog/hooks/use-refresh-catalog.ts';
import { EventReview } from '../../features/reviews/components/event-review.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundPage } from './not-found.tsx';

/**
 * /Mydashboard/MyEvents/{slug}: the item a member bought, their booking and their review. Having bought it, the
 * member may read its wines' full profiles, so the wine names link there.
 */
function MemberBookingPage({ kind }: { kind: CatalogKind }) {
  const config = KINDS[kind];
  const { slug = '' } = useParams();
  const id = idFromSlug(slug);
  const query = useMyBooking(id);
  const refreshCatalog = useRefreshCatalog();
  usePageTitle(query.data ? titleOf(query.data.item) : config.bookingsTitle);

  // A 404 cached before the purchase (the event page asks whether the member holds tickets) is being refetched.
  const missing = query.error instanceof ApiRequestError && query.error.status === 404 && !query.isFetching;
  if (id === undefined || missing) return <NotFoundPage />;
  if (!query.data || (query.isError && query.isFetching)) {
    return <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what="your booking" />;
  }
  const { item } = query.data;
  if (item.slug !== slug) return <Navigate to={config.bookingPath(item.slug)} replace />;
  const review = (
    <EventReview itemId={item.slotOf ?? item.id} kind={kind} onReviewed={refreshCatalog} opensLater={item.status === 'Active'} />
  );
  // Once the item is over, what the guest comes back for is the review: it leads the page.
  const over = item.status === 'Past';
  return (
    <>
      <BookingConfirmation />
      <p className="section member-page__back">
        <Link to={config.bookingsPath}>Back to {config.bookingsTitle}</Link>
      </p>
      {over && <div className="section member-page__review">{review}</div>}
      <ItemDetail
        kind={kind}
        item={item}
        wineHref={(list, wine) => wineProfileHref({ wine: wine.wine, wineId: wine.id, wineListId: list.id })}
      >
        <BookingSummary booking={query.data} bookingsPath={config.bookingsPath} bookingsTitle={config.bookingsTitle} />
        {!over && review}
      </ItemDetail>
    </>
  );
}

export const MyEventPage = () => <MemberBookingPage kind="event" />;
export const MyExperiencePage = () => <MemberBookingPage kind="experience" />;
