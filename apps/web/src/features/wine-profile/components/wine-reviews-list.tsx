import { useState } from 'react';
import type { WineDetails, WineProfileQuery } from '@trg/contract/wine-profiles';
import { ShownReview } from '../../../components/ui/shown-review.tsx';
import { AnswerReview, ReportReview } from '../../../components/ui/review-actions.tsx';
import type { ReviewTarget } from '../../../lib/review-actions.ts';
import { useWineReviewsPage } from '../api/get-wine-reviews-page.ts';
import { wineProfileKeys } from '../api/query-keys.ts';

interface WineReviewsListProps {
  query: WineProfileQuery;
  details: Pick<WineDetails, 'latestReviews' | 'reviewSummary' | 'canEdit'>;
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
  // Its answer and report change the wine's lists and its profile (the first page and the rating came with it).
  const target: ReviewTarget = { kind: 'wine', lists: [...wineProfileKeys.all] };
  return reviews.data.results.map((review) => (
    <ShownReview
      key={review.id}
      review={review}
      actions={
        // Everyone reading the page is signed in: the host who lists the wine answers each once; anyone may report one.
        <div className="shown-review__actions">
          {details.canEdit && !review.answer && <AnswerReview target={target} reviewId={review.id} reviewerName={review.reviewerName} />}
          {review.reportedByYou ? (
            <p className="shown-review__note">You reported this review: our team will look at it.</p>
          ) : (
            <ReportReview target={target} reviewId={review.id} reviewerName={review.reviewerName} />
          )}
        </div>
      }
    />
  ));
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
