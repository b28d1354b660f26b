import { usePageTitle } from '../../lib/use-page-title.ts';
import { PayoutsView } from '../../features/operator/components/payouts-view.tsx';

/** /operator/payouts: hosts' balances from the ledger, payout batches with their SEPA files, disputes. */
export function OperatorPayoutsPage() {
  usePageTitle('Payouts');
  return (
    <section className="dashboard-page" aria-labelledby="operator-payouts-title">
      <h1 id="operator-payouts-title">Payouts</h1>
      <PayoutsView />
    </section>
  );
}
