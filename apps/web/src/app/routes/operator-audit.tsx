import { usePageTitle } from '../../lib/use-page-title.ts';

/** /operator/audit (issue 15). */
export function OperatorAuditPage() {
  usePageTitle('Audit log');
  return (
    <section className="dashboard-page" aria-labelledby="operator-audit-title">
      <h1 id="operator-audit-title">Audit log</h1>
    </section>
  );
}
