import { usePageTitle } from '../../lib/use-page-title.ts';

/** /operator/vouchers (issue 15). */
export function OperatorVouchersPage() {
  usePageTitle('Vouchers');
  return (
    <section className="dashboard-page" aria-labelledby="operator-vouchers-title">
      <h1 id="operator-vouchers-title">Vouchers</h1>
    </section>
  );
}
