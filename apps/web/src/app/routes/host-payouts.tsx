import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { HostPayouts, PrintableStatement } from '../../features/profiles/components/payouts.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Mydashboard/payouts (ours, decision 0030) */
export function HostPayoutsPage() {
  usePageTitle('Payouts');
  const { user } = useAuth();
  return user ? <HostPayouts userId={user.id} /> : null;
}

/** /Mydashboard/payouts/statement?month=YYYY-MM&currency=EUR (ours): the printable monthly statement. */
export function HostStatementPage() {
  usePageTitle('Monthly statement');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const month = params.get('month') ?? new Date().toISOString().slice(0, 7);
  const currency = params.get('currency') ?? 'EUR';
  return user ? <PrintableStatement userId={user.id} month={month} currency={currency} /> : null;
}
