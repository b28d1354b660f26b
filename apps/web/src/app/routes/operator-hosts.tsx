import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { HostsList } from '../../features/operator/components/hosts-list.tsx';
import { HostDetailView } from '../../features/operator/components/host-detail.tsx';

/** /operator/hosts: hosts with their sales and payouts due. */
export function OperatorHostsPage() {
  usePageTitle('Hosts');
  return (
    <section className="dashboard-page" aria-labelledby="operator-hosts-title">
      <h1 id="operator-hosts-title">Hosts</h1>
      <HostsList />
    </section>
  );
}

/** /operator/hosts/:id: one host, their items, suspend or reinstate. */
export function OperatorHostPage() {
  usePageTitle('Host');
  const id = Number(useParams().id);
  return (
    <section className="dashboard-page" aria-labelledby="operator-hosts-one-title">
      <h1 id="operator-hosts-one-title">Host</h1>
      <HostDetailView key={id} id={id} />
    </section>
  );
}
