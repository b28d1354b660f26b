import { usePageTitle } from '../../lib/use-page-title.ts';
import { AuditList } from '../../features/operator/components/audit-list.tsx';

/** /operator/audit: every staff action, newest first, searchable. */
export function OperatorAuditPage() {
  usePageTitle('Audit log');
  return (
    <section className="dashboard-page" aria-labelledby="operator-audit-title">
      <h1 id="operator-audit-title">Audit log</h1>
      <AuditList />
    </section>
  );
}
