import { useState } from 'react';
import type { WineDetails, WineProfileQuery } from '@trg/contract/wine-profiles';
import { ShownReview } from '../../../components/ui/shown-review.tsx';
import { useWineReviewsPage } from '../api/get-wine-reviews-page.ts';

interface WineReviewsListProps {
  query: WineProfileQuery;
  details: Pick<WineDetails, 'latestReviews' | 'reviewSummary'>;
}

function WineReviewsPage({ query, details, page }: WineReviewsListProps & { page: number }) {
  const reviews = useWineReviewsPage(query, page, details.latestReviews ?? [], details.reviewSummary.count);
  if (reviews.error) {
    return (
      <li className="form-message form-message--error" role="alert">
        {reviews.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void reviews.refetch()}>
          Try again
        </button>
      </li>
    );
  }
  if (!reviews.data) return <li className="muted">Loading reviews…</li>;
  return reviews.data.results.map((review) => <ShownReview key={review.id} review={review} />);
}

/** The guests' reviews of the wine, newest first, with 'More reviews' for the next page. */
export function WineReviewsList({ query, details }: WineReviewsListProps) {
  const [pages, setPages] = useState(1);
  const pageSize = details.latestReviews?.length ?? 0;
  const more = pageSize > 0 && pages * pageSize < details.reviewSummary.count;
  return (
    <section className="wine-reviews" aria-labelledby="wine-reviews-title">
      <h2 id="wine-reviews-title">Guests' reviews</h2>
      {details.reviewSummary.count === 0 ? (
        <p className="muted">No reviews yet: guests review the wine after the event or experience that pours it.</p>
      ) : (
        <ol className="wine-reviews__list">
          {Array.from({ length: pages }, (_, index) => (
            <WineReviewsPage key={index + 1} query={query} details={details} page={index + 1} />
          ))}
        </ol>
      )}
      {more && (
        <button type="button" className="button button--ghost" onClick={() => setPages(pages + 1)}>
          More reviews
        </button>
      )}
    </section>
  );
}
