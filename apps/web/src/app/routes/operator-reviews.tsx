import { usePageTitle } from '../../lib/use-page-title.ts';
import { ReviewReportsList } from '../../features/operator/components/review-reports-list.tsx';

/** /operator/reviews: the moderation queue of reported reviews; hide one with a reason, or dismiss its reports. */
export function OperatorReviewsPage() {
  usePageTitle('Reported reviews');
  return (
    <section className="dashboard-page" aria-labelledby="operator-reviews-title">
      <h1 id="operator-reviews-title">Reported reviews</h1>
      <ReviewReportsList />
    </section>
  );
}
