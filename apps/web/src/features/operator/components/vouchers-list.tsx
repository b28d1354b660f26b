import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@trg/contract/dates';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { VoucherRow } from '@trg/contract/operator-vouchers';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useCreateVoucher } from '../api/create-voucher.ts';
import { useVouchers } from '../api/get-vouchers.ts';
import { useUpdateVoucher } from '../api/update-voucher.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { VoucherForm } from './vouchers-form.tsx';
import './operator.css';
import './vouchers.css';

/** "1 Mar 2026 – 31 May 2026", "from 1 Mar 2026", "any time". */
export function voucherWindow(voucher: Pick<VoucherRow, 'validFrom' | 'validUntil'>): string {
  const from = voucher.validFrom ? formatDate(voucher.validFrom) : null;
  const until = voucher.validUntil ? formatDate(voucher.validUntil) : null;
  if (from && until) return `${from} to ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Any time';
}

/** "2 of 5 paid", "2 paid, no limit", and the checkouts under way that also count towards the limit. */
export function VoucherUse({ voucher }: { voucher: VoucherRow }) {
  const paid =
    voucher.maxRedemptions === null ? `${voucher.redemptions} paid, no limit` : `${voucher.redemptions} of ${voucher.maxRedemptions} paid`;
  const underWay = voucher.inUse - voucher.redemptions;
  return (
    <>
      {paid}
      {underWay > 0 && <div>{underWay} in checkout</div>}
    </>
  );
}

export function VoucherStatus({ disabled }: { disabled: boolean }) {
  return <span className={`voucher-status voucher-status--${disabled ? 'disabled' : 'active'}`}>{disabled ? 'Disabled' : 'Active'}</span>;
}

/** Disable or enable one voucher from the list. */
export function VoucherToggle({ voucher, onDone }: { voucher: VoucherRow; onDone?: (message: string) => void }) {
  const update = useUpdateVoucher(voucher.id);
  const label = voucher.disabled ? 'Enable' : 'Disable';
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={`${label} ${voucher.code}`}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { disabled: !voucher.disabled },
          {
            onSuccess: (saved) => onDone?.(`${saved.code} is ${saved.disabled ? 'disabled: the cart refuses it' : 'active again'}.`),
            onError: (error) => onDone?.(error.message),
          },
        )
      }
    >
      {update.isPending ? 'Saving...' : label}
    </button>
  );
}

function VoucherTable({ rows, onMessage }: { rows: VoucherRow[]; onMessage: (message: string) => void }) {
  return (
    <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Vouchers">
      <table className="operator-table">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Gives</th>
            <th scope="col">Item</th>
            <th scope="col">Valid</th>
            <th scope="col">Used</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((voucher) => (
            <tr key={voucher.id}>
              <th scope="row">
                <Link to={operatorPaths.voucher(voucher.id)}>{voucher.code}</Link>
              </th>
              <td>{voucher.summary}</td>
              <td>{voucher.item ? voucher.item.title : 'All items'}</td>
              <td>{voucherWindow(voucher)}</td>
              <td>
                <VoucherUse voucher={voucher} />
              </td>
              <td>
                <VoucherStatus disabled={voucher.disabled} />
              </td>
              <td>{formatDate(voucher.createdAt)}</td>
              <td>
                <VoucherToggle voucher={voucher} onDone={onMessage} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The vouchers: search, list with pager, and the New voucher form. */
export function VouchersList() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState('');
  const vouchers = useVouchers(q, page);
  const create = useCreateVoucher();

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  }

  return (
    <>
      <div className="operator-toolbar">
        <form role="search" className="operator-toolbar" onSubmit={submitSearch} style={{ margin: 0 }}>
          <div className="form-field" style={{ marginBottom: 0 }}>
            <label htmlFor="voucher-search" className="form-field__label">
              Search vouchers
            </label>
            <input
              id="voucher-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Code, description or item"
            />
          </div>
          <button type="submit" className="button button--ghost">
            Search
          </button>
        </form>
        <button
          type="button"
          className="button"
          aria-expanded={creating}
          aria-controls="new-voucher"
          onClick={() => setCreating((open) => !open)}
        >
          New voucher
        </button>
      </div>
      <p role="status">{message}</p>
      {creating && (
        <section id="new-voucher" aria-labelledby="new-voucher-title">
          <h2 id="new-voucher-title">New voucher</h2>
          <VoucherForm
            submitLabel="Create voucher"
            pending={create.isPending}
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              const created = await create.mutateAsync(input);
              setCreating(false);
              setMessage(`Voucher ${created.code} created: ${created.summary}.`);
              setQ('');
              setSearch('');
              setPage(1);
            }}
          />
        </section>
      )}
      <QueryStatus isLoading={vouchers.isLoading} error={vouchers.error} onRetry={() => void vouchers.refetch()} what="vouchers" />
      {vouchers.data &&
        (vouchers.data.results.length === 0 ? (
          <p>{q ? `No voucher matches “${q}”.` : 'No vouchers yet.'}</p>
        ) : (
          <>
            <p>
              {vouchers.data.count} voucher{vouchers.data.count === 1 ? '' : 's'}
              {q ? ` matching “${q}”` : ''}.
            </p>
            <VoucherTable rows={vouchers.data.results} onMessage={setMessage} />
            <Pager page={page} pageSize={vouchers.data.pageSize} count={vouchers.data.count} onPage={setPage} label="vouchers" />
          </>
        ))}
    </>
  );
}
