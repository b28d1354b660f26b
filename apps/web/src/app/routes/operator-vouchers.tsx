import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VouchersList } from '../../features/operator/components/vouchers-list.tsx';
import { VoucherDetailView } from '../../features/operator/components/vouchers-detail.tsx';
import { NotFoundPage } from './not-found.tsx';

/** /operator/vouchers: search, list, create, disable and enable vouchers. */
export function OperatorVouchersPage() {
  usePageTitle('Vouchers');
  return (
    <section className="dashboard-page" aria-labelledby="operator-vouchers-title">
      <h1 id="operator-vouchers-title">Vouchers</h1>
      <VouchersList />
    </section>
  );
}

/** /operator/vouchers/:id: one voucher, its edit form and its redemptions. */
export function OperatorVoucherPage() {
  usePageTitle('Voucher');
  const { id } = useParams();
  const voucherId = Number(id);
  if (!Number.isSafeInteger(voucherId) || voucherId < 1) return <NotFoundPage />;
  return (
    <section className="dashboard-page" aria-labelledby="operator-voucher-title">
      <h1 id="operator-voucher-title">Voucher</h1>
      <VoucherDetailView id={voucherId} />
    </section>
  );
}
