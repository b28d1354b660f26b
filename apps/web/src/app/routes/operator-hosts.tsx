import { usePageTitle } from '../../lib/use-page-title.ts';

/** /operator/hosts (issue 15). */
export function OperatorHostsPage() {
  usePageTitle('Hosts');
  return (
    <section className="dashboard-page" aria-labelledby="operator-hosts-title">
      <h1 id="operator-hosts-title">Hosts</h1>
    </section>
  );
}

/** /operator/hosts/:id (issue 15). */
export function OperatorHostPage() {
  usePageTitle('Host');
  return (
    <section className="dashboard-page" aria-labelledby="operator-hosts-one-title">
      <h1 id="operator-hosts-one-title">Host</h1>
    </section>
  );
}
