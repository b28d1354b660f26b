import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES } from '@trg/contract/cart';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { operatorPaths } from '@trg/contract/operator-paths';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { getOrders } from '../api/get-orders.ts';
import { operatorKeys } from '../api/query-keys.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import './operator.css';

const statusLabel = (status: string) => status.replace('_', ' ');
const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** The console's order search: reference, email, name or item; by status; newest first. */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(q);
  const [draftStatus, setDraftStatus] = useState(status);
  const query = useQuery({
    queryKey: [...operatorKeys.area('orders'), { q, status, page }],
    queryFn: () => getOrders({ q, status, page }),
    placeholderData: (previous) => previous,
  });
  const go = (next: { q?: string; status?: string; page?: number }) => {
    const merged = new URLSearchParams();
    const nq = next.q ?? q;
    const ns = next.status ?? status;
    if (nq) merged.set('q', nq);
    if (ns) merged.set('status', ns);
    if ((next.page ?? 1) > 1) merged.set('page', String(next.page));
    setParams(merged);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), status: draftStatus, page: 1 });
  };
  const data = query.data;
  return (
    <>
      <form className="operator-toolbar" role="search" aria-label="Orders" onSubmit={submit}>
        <TextField
          label="Search"
          hint="Booking reference, email, name or item"
          name="q"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <SelectField
          label="Status"
          name="status"
          value={draftStatus}
          onChange={(e) => setDraftStatus(e.target.value)}
          placeholder="Placed orders (any status)"
          options={ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="the orders" />
      {data && (
        <>
          <p aria-live="polite">
            {data.count} order{data.count === 1 ? '' : 's'}
          </p>
          <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Orders found">
            <table className="operator-table">
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Buyer</th>
                  <th scope="col">Items</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="number">
                    Total
                  </th>
                  <th scope="col" className="number">
                    Refunded
                  </th>
                  <th scope="col">Placed</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={operatorPaths.order(order.id)}>{order.bookingReference ?? `Order ${order.id}`}</Link>
                    </td>
                    <td>
                      {order.buyerName}
                      {order.buyerEmail && (
                        <>
                          <br />
                          <small>{order.buyerEmail}</small>
                        </>
                      )}
                    </td>
                    <td>{order.items.join(', ')}</td>
                    <td>{statusLabel(order.status)}</td>
                    <td className="number">{order.total && order.currency ? formatDecimalMoney(order.total, order.currency) : ''}</td>
                    <td className="number">
                      {order.currency && order.refunded !== '0.00' ? formatDecimalMoney(order.refunded, order.currency) : ''}
                    </td>
                    <td>{shortDate(order.paidAt ?? order.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} pageSize={data.pageSize} count={data.count} onPage={(next) => go({ page: next })} label="orders" />
        </>
      )}
    </>
  );
}
