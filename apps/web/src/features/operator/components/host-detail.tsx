import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { HostDetail } from '@trg/contract/operator-hosts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { getHost } from '../api/get-host.ts';
import { postHostSuspension } from '../api/post-host-suspension.ts';
import { operatorKeys } from '../api/query-keys.ts';
import { PerCurrency } from './hosts-list.tsx';
import './operator.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '');

function Suspension({ host }: { host: HostDetail }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const suspend = !host.suspended;
  const change = useMutation({
    mutationFn: () => postHostSuspension(host.id, suspend, reason.trim()),
    onSuccess: (next) => {
      setReason('');
      client.setQueryData([...operatorKeys.area('hosts'), host.id], next);
      void client.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
  const name = host.businessName ?? host.name;
  const fieldError = change.error instanceof ApiRequestError ? change.error.fields.reason : undefined;
  return (
    <section className="operator-refund" aria-labelledby="operator-suspension-title">
      <h2 id="operator-suspension-title">{suspend ? 'Suspend this host' : 'Reinstate this host'}</h2>
      <p>
        {suspend
          ? 'Their items leave the listings, their pages and the sitemap, and cannot be added to a cart or paid. Paid bookings stay valid. They can still sign in and see their dashboard. They are emailed with your reason.'
          : 'Their items return to the listings and can be booked again. They are emailed with your note.'}
      </p>
      <TextAreaField
        label={suspend ? 'Reason (the host reads it)' : 'Note to the host'}
        name="reason"
        value={reason}
        required
        error={fieldError}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
      />
      <ConfirmAction
        key={String(suspend)}
        label={suspend ? 'Suspend' : 'Reinstate'}
        accessibleLabel={`${suspend ? 'Suspend' : 'Reinstate'} ${name}`}
        question={suspend ? `Suspend ${name} and take their items off sale?` : `Reinstate ${name}?`}
        confirmLabel={suspend ? 'Confirm suspension' : 'Confirm reinstatement'}
        pendingLabel="Saving..."
        danger={suspend}
        pending={change.isPending}
        error={change.error}
        onConfirm={() => change.mutate()}
        onReset={() => change.reset()}
      />
    </section>
  );
}

/** One host in the console: who they are, their items with sales, and their suspension. */
export function HostDetailView({ id }: { id: number }) {
  const query = useQuery({ queryKey: [...operatorKeys.area('hosts'), id], queryFn: () => getHost(id) });
  const host = query.data;
  if (!host) return <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="the host" />;
  return (
    <>
      <p>
        <Link to={operatorPaths.hosts}>All hosts</Link>
      </p>
      <h2 className="operator-subtitle">
        {host.businessName ?? host.name} {host.suspended && <span className="operator-badge">Suspended</span>}
      </h2>
      <dl className="operator-facts">
        <div>
          <dt>Account</dt>
          <dd>
            {host.name} ({host.username}), {host.email}
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{when(host.createdAt)}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{when(host.lastLoginAt) || 'Never'}</dd>
        </div>
        <div>
          <dt>Takings</dt>
          <dd>
            <PerCurrency money={host.money} pick="takings" />
          </dd>
        </div>
        <div>
          <dt>Payout due</dt>
          <dd>
            <PerCurrency money={host.money} pick="payoutDue" />
          </dd>
        </div>
        {host.suspended && (
          <div>
            <dt>Suspended</dt>
            <dd>
              {when(host.suspendedAt)}: {host.suspendedReason}
            </dd>
          </div>
        )}
      </dl>
      <h2>Items</h2>
      <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="The host's items">
        <table className="operator-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col" className="number">
                Sold
              </th>
              <th scope="col" className="number">
                Takings
              </th>
            </tr>
          </thead>
          <tbody>
            {host.hostItems.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.title} <small>({item.kind})</small>
                </td>
                <td>{item.status}</td>
                <td>{item.date ?? ''}</td>
                <td className="number">{item.ticketsSold}</td>
                <td className="number">{formatDecimalMoney(item.takings, item.currency)}</td>
              </tr>
            ))}
            {host.hostItems.length === 0 && (
              <tr>
                <td colSpan={5}>No items yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Suspension host={host} />
    </>
  );
}
