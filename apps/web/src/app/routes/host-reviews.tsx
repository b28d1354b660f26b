import { HostReviews } from '../../features/dashboard/components/host-reviews.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Mydashboard/reviews (ours, decision 0033): the host answers their guests' reviews. */
export function HostReviewsPage() {
  usePageTitle('Reviews');
  return (
    <section className="dashboard-page" aria-labelledby="host-reviews-title">
      <h1 id="host-reviews-title">Reviews</h1>
      <p>
        What guests wrote of your events and experiences, newest first. Answer each once: your answer shows under the review on the
        item&apos;s page, for everyone.
      </p>
      <HostReviews />
    </section>
  );
}
