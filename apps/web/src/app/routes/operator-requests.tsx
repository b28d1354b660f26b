import { Link, useParams } from 'react-router';
import { operatorPaths } from '@trg/contract/operator-paths';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { QueryStatus } from '../../components/ui/query-status.tsx';
import { useRequest } from '../../features/operator/api/requests-api.ts';
import { RequestsList } from '../../features/operator/components/requests-list.tsx';
import { RequestDetailView } from '../../features/operator/components/request-detail.tsx';
import { NotFoundPage } from './not-found.tsx';

/** /operator/requests: the inbox of the home page's request-info form. */
export function OperatorRequestsPage() {
  usePageTitle('Requests');
  return (
    <section className="dashboard-page" aria-labelledby="operator-requests-title">
      <h1 id="operator-requests-title">Requests</h1>
      <RequestsList />
    </section>
  );
}

/** /operator/requests/:id: one request, its handling and its replies. */
export function OperatorRequestPage() {
  const { id = '' } = useParams();
  const requestId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  if (!requestId) return <NotFoundPage />;
  return <RequestPage id={requestId} />;
}

function RequestPage({ id }: { id: number }) {
  const request = useRequest(id);
  const name = request.data ? `${request.data.firstName} ${request.data.lastName}` : null;
  usePageTitle(name ? `Request from ${name}` : 'Request');
  return (
    <section className="dashboard-page" aria-labelledby="operator-requests-one-title">
      <p>
        <Link to={operatorPaths.requests}>All requests</Link>
      </p>
      <h1 id="operator-requests-one-title">{name ? `Request from ${name}` : 'Request'}</h1>
      <QueryStatus isLoading={request.isLoading} error={request.error} onRetry={() => void request.refetch()} what="request" />
      {request.data && <RequestDetailView request={request.data} />}
    </section>
  );
}
