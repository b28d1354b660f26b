import { useState } from 'react';
import { paths } from '@trg/contract/paths';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { AnswerReview } from '../../../components/ui/review-actions.tsx';
import { ShownReview } from '../../../components/ui/shown-review.tsx';
import type { ReviewTarget } from '../../../lib/review-actions.ts';
import { useHostedReviews } from '../api/get-hosted-reviews.ts';
import { dashboardKeys } from '../api/query-keys.ts';
import './host-reviews.css';

const KIND_LABEL = { event: 'Event', experience: 'Experience' } as const;

/**
 * The host's reviews (decision 0033): what guests wrote of their events and experiences, newest first, a page at a
 * time, or only those waiting for an answer; each answered once, publicly, as from the item's page.
 */
export function HostReviews() {
  const [waiting, setWaiting] = useState(false);
  const [page, setPage] = useState(1);
  const reviews = useHostedReviews(page, waiting);
  const target: ReviewTarget = { kind: 'item', lists: dashboardKeys.hostedReviewsAll() };
  const choose = (value: boolean) => {
    setWaiting(value);
    setPage(1);
  };
  const data = reviews.data;
  return (
    <>
      <div className="host-reviews__filter" role="group" aria-label="Which reviews">
        <button type="button" className="button button--small button--ghost" aria-pressed={!waiting} onClick={() => choose(false)}>
          All reviews
        </button>
        <button type="button" className="button button--small button--ghost" aria-pressed={waiting} onClick={() => choose(true)}>
          Waiting for an answer{data ? ` (${data.waiting})` : ''}
        </button>
      </div>
      <QueryStatus isLoading={reviews.isLoading} error={reviews.error} onRetry={() => void reviews.refetch()} what="reviews" />
      {data &&
        (data.results.length === 0 ? (
          <p className="muted">{waiting ? 'Every review has its answer.' : 'No reviews yet: guests review after they have been.'}</p>
        ) : (
          <ol className="host-reviews__list">
            {data.results.map((review) => (
              <ShownReview
                key={review.id}
                review={review}
                hostName="you"
                about={
                  <p className="host-reviews__item">
                    <span className="eyebrow">{KIND_LABEL[review.itemKind]}</span>{' '}
                    <Link to={(review.itemKind === 'event' ? paths.event : paths.experience)(review.itemSlug)}>{review.itemTitle}</Link>
                  </p>
                }
                actions={
                  !review.answer && (
                    <div className="shown-review__actions">
                      <AnswerReview target={target} reviewId={review.id} reviewerName={review.reviewerName} />
                    </div>
                  )
                }
              />
            ))}
          </ol>
        ))}
      {data && <Pager page={page} pageSize={data.pageSize} count={data.count} onPage={setPage} label="reviews" />}
    </>
  );
}
