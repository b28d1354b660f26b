import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { HostMoney } from '@trg/contract/operator-hosts';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { getHosts } from '../api/get-hosts.ts';
import { operatorKeys } from '../api/query-keys.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import './operator.css';

/** Amounts per currency, one a line. */
export function PerCurrency({ money, pick }: { money: HostMoney[]; pick: 'takings' | 'payoutDue' }) {
  if (money.length === 0) return <>None</>;
  return (
    <>
      {money.map((m, index) => (
        <span key={m.currency}>
          {index > 0 && <br />}
          {formatDecimalMoney(m[pick], m.currency)}
        </span>
      ))}
    </>
  );
}

/** The console's hosts: business, items, sales, takings and payouts due per currency, suspended or not. */
export function HostsList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(q);
  const query = useQuery({
    queryKey: [...operatorKeys.area('hosts'), { q, page }],
    queryFn: () => getHosts({ q, page }),
    placeholderData: (previous) => previous,
  });
  const go = (nq: string, np: number) => {
    const next = new URLSearchParams();
    if (nq) next.set('q', nq);
    if (np > 1) next.set('page', String(np));
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft.trim(), 1);
  };
  const data = query.data;
  return (
    <>
      <p>
        Takings are what the host's tickets sold for (paid, not refunded, less partial refunds). The booking fee and its VAT are the
        buyer's, on top, so the payout due is the takings.
      </p>
      <form className="operator-toolbar" role="search" aria-label="Hosts" onSubmit={submit}>
        <TextField
          label="Search"
          hint="Business, name, username or email"
          name="q"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="the hosts" />
      {data && (
        <>
          <p aria-live="polite">
            {data.count} host{data.count === 1 ? '' : 's'}
          </p>
          <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Hosts found">
            <table className="operator-table">
              <thead>
                <tr>
                  <th scope="col">Host</th>
                  <th scope="col">Email</th>
                  <th scope="col" className="number">
                    Items
                  </th>
                  <th scope="col" className="number">
                    Tickets sold
                  </th>
                  <th scope="col" className="number">
                    Takings
                  </th>
                  <th scope="col" className="number">
                    Payout due
                  </th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((host) => (
                  <tr key={host.id}>
                    <td>
                      <Link to={operatorPaths.host(host.id)}>{host.businessName ?? host.name}</Link>
                      <br />
                      <small>{host.username}</small>
                    </td>
                    <td>{host.email}</td>
                    <td className="number">{host.items}</td>
                    <td className="number">{host.ticketsSold}</td>
                    <td className="number">
                      <PerCurrency money={host.money} pick="takings" />
                    </td>
                    <td className="number">
                      <PerCurrency money={host.money} pick="payoutDue" />
                    </td>
                    <td>{host.suspended ? <span className="operator-badge">Suspended</span> : 'Active'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} pageSize={data.pageSize} count={data.count} onPage={(next) => go(q, next)} label="hosts" />
        </>
      )}
    </>
  );
}
