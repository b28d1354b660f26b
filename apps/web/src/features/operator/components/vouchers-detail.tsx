import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@trg/contract/dates';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { VoucherDetail, VoucherInput, VoucherUpdate } from '@trg/contract/operator-vouchers';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useVoucher } from '../api/get-voucher.ts';
import { useUpdateVoucher } from '../api/update-voucher.ts';
import { VoucherForm } from './vouchers-form.tsx';
import { VoucherStatus, VoucherToggle, voucherWindow } from './vouchers-list.tsx';
import './operator.css';
import './vouchers.css';

/** The form's values as a change: the code never changes; what it gives and its item only while unused. */
function changeOf(input: VoucherInput, locked: boolean): VoucherUpdate {
  const { code: _code, kind, percent, amount, currency, itemId, ...rest } = input;
  return locked ? rest : { ...rest, kind, percent, amount, currency, itemId };
}

function Redemptions({ voucher }: { voucher: VoucherDetail }) {
  if (voucher.redemptionList.length === 0) return <p>No order has used this voucher yet.</p>;
  return (
    <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Redemptions">
      <table className="operator-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Buyer</th>
            <th scope="col" className="number">
              Amount off
            </th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {voucher.redemptionList.map((r) => (
            <tr key={r.orderId}>
              <th scope="row">
                <Link to={operatorPaths.order(r.orderId)}>{r.bookingReference ?? `Order ${r.orderId}`}</Link>
              </th>
              <td>
                {r.buyer}
                {r.buyerEmail && r.buyerEmail !== r.buyer ? <div>{r.buyerEmail}</div> : null}
              </td>
              <td className="number">{r.amountOff && r.currency ? formatDecimalMoney(r.amountOff, r.currency) : '–'}</td>
              <td>{r.orderStatus.replace('_', ' ')}</td>
              <td>{formatDate(r.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One voucher: what it gives, its status, the edit form, and the orders that used it. */
export function VoucherDetailView({ id }: { id: number }) {
  const voucher = useVoucher(id);
  const update = useUpdateVoucher(id);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState('');
  const data = voucher.data;
  if (!data)
    return <QueryStatus isLoading={voucher.isLoading} error={voucher.error} onRetry={() => void voucher.refetch()} what="voucher" />;
  const locked = data.redemptionList.some((r) => r.orderStatus === 'paid' || r.orderStatus === 'refunded');
  return (
    <>
      <p>
        <Link to={operatorPaths.vouchers}>All vouchers</Link>
      </p>
      <h2 className="voucher-code">
        {data.code} <VoucherStatus disabled={data.disabled} />
      </h2>
      <dl className="voucher-facts">
        <dt>Gives</dt>
        <dd>{data.summary}</dd>
        <dt>Item</dt>
        <dd>{data.item ? data.item.title : 'All items'}</dd>
        <dt>Valid</dt>
        <dd>{voucherWindow(data)}</dd>
        <dt>Usage limit</dt>
        <dd>{data.maxRedemptions ?? 'None'}</dd>
        <dt>Used</dt>
        <dd>
          {data.redemptions} paid, {data.inUse} counting towards the limit
        </dd>
        <dt>Description</dt>
        <dd>{data.description ?? '–'}</dd>
        <dt>Created</dt>
        <dd>{formatDate(data.createdAt)}</dd>
      </dl>
      <div className="form-actions">
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          Edit
        </button>
        <VoucherToggle voucher={data} onDone={setMessage} />
      </div>
      <p role="status">{message}</p>
      {editing && (
        <VoucherForm
          voucher={data}
          locked={locked}
          submitLabel="Save changes"
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            const saved = await update.mutateAsync(changeOf(input, locked));
            setEditing(false);
            setMessage(`Voucher ${saved.code} saved.`);
          }}
        />
      )}
      <h2>Redemptions</h2>
      <Redemptions voucher={data} />
    </>
  );
}
