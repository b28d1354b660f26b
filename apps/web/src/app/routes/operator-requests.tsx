import { usePageTitle } from '../../lib/use-page-title.ts';

/** /operator/requests (issue 15). */
export function OperatorRequestsPage() {
  usePageTitle('Requests');
  return (
    <section className="dashboard-page" aria-labelledby="operator-requests-title">
      <h1 id="operator-requests-title">Requests</h1>
    </section>
  );
}

/** /operator/requests/:id (issue 15). */
export function OperatorRequestPage() {
  usePageTitle('Request');
  return (
    <section className="dashboard-page" aria-labelledby="operator-requests-one-title">
      <h1 id="operator-requests-one-title">Request</h1>
    </section>
  );
}
