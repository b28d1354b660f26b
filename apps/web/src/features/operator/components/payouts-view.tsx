import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { HostBalanceRow, PayoutBatch } from '@trg/contract/operator-payouts';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { downloadFile } from '../api/download.ts';
import { payoutFilePath, postPayoutRun, useDisputes, usePayouts } from '../api/payouts-api.ts';
import { operatorKeys } from '../api/query-keys.ts';
import './operator.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const payableInEuros = (row: HostBalanceRow) => row.currency === 'EUR' && Number(row.payable) > 0 && row.bankReady;
/** With Stripe transfers on, a host with a connected account is paid in any currency: staff may choose any payable row. */
const choosable = (row: HostBalanceRow, stripeTransfers: boolean) => payableInEuros(row) || (stripeTransfers && Number(row.payable) > 0);

function DownloadFile({ batch }: { batch: PayoutBatch }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadFile(payoutFilePath(batch.id), `${batch.messageId}.xml`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The download failed. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void download()}
        disabled={busy}
        aria-label={`Download pain.001, the SEPA file of ${batch.messageId}`}
      >
        Download pain.001
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function Balances({ rows, holdDays, stripeTransfers }: { rows: HostBalanceRow[]; holdDays: number; stripeTransfers: boolean }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const run = useMutation({
    mutationFn: () => postPayoutRun(chosen),
    onSuccess: () => {
      setChosen([]);
      void client.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
  const toggle = (hostId: number, on: boolean) =>
    setChosen((now) => (on ? [...new Set([...now, hostId])] : now.filter((id) => id !== hostId)));
  const total = rows
    .filter((row) => chosen.includes(row.hostId) && row.currency === 'EUR')
    .reduce((sum, row) => sum + Math.round(Number(row.payable) * 100), 0);
  return (
    <section aria-labelledby="payouts-balances-title">
      <h2 id="payouts-balances-title">Balances</h2>
      <p>
        What the platform owes each host, from the ledger. A sale is payable {holdDays} days after its item ends.{' '}
        {stripeTransfers
          ? 'Hosts with a connected Stripe account are paid by Stripe transfer, in each currency they are owed; the others by SEPA credit transfer, in euros only. Choose the hosts to pay and run the batch, then give its file to the bank.'
          : 'Payouts go by SEPA credit transfer, in euros only; choose the hosts to pay, run the batch, then give its file to the bank.'}
      </p>
      {rows.length === 0 ? (
        <p>No host has a balance yet.</p>
      ) : (
        <div className="operator-table-wrap" tabIndex={0} role="region" aria-labelledby="payouts-balances-caption">
          <table className="operator-table">
            <caption id="payouts-balances-caption">Balances per host and currency</caption>
            <thead>
              <tr>
                <th scope="col">Pay</th>
                <th scope="col">Host</th>
                <th scope="col">Balance</th>
                <th scope="col">Payable now</th>
                <th scope="col">Bank account</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.hostId}-${row.currency}`}>
                  <td>
                    {choosable(row, stripeTransfers) ? (
                      <input
                        type="checkbox"
                        aria-label={`Pay ${row.name}`}
                        checked={chosen.includes(row.hostId)}
                        onChange={(event) => toggle(row.hostId, event.target.checked)}
                      />
                    ) : (
                      '–'
                    )}
                  </td>
                  <th scope="row">
                    <Link to={operatorPaths.host(row.hostId)}>{row.name}</Link>
                  </th>
                  <td>{formatDecimalMoney(row.balance, row.currency)}</td>
                  <td>{formatDecimalMoney(row.payable, row.currency)}</td>
                  <td>{row.bankReady ? row.iban : 'None given'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen.length === 0 ? (
        <p>Tick the hosts to pay to run a payout batch.</p>
      ) : (
        <ConfirmAction
          label="Run payout batch"
          accessibleLabel="Run a payout batch for the chosen hosts"
          question={`Pay ${chosen.length} host(s) ${formatDecimalMoney((total / 100).toFixed(2), 'EUR')} and write the SEPA file?`}
          confirmLabel="Confirm payouts"
          pendingLabel="Running..."
          pending={run.isPending}
          error={run.error}
          onConfirm={() => run.mutate()}
          onReset={() => run.reset()}
        />
      )}
      <p role="status">{run.data?.message ?? ''}</p>
    </section>
  );
}

function Batches({ batches }: { batches: PayoutBatch[] }) {
  return (
    <section aria-labelledby="payouts-batches-title">
      <h2 id="payouts-batches-title">Payout batches</h2>
      {batches.length === 0 ? (
        <p>No payout batch has been run yet.</p>
      ) : (
        <div className="operator-table-wrap" tabIndex={0} role="region" aria-labelledby="payouts-batches-caption">
          <table className="operator-table">
            <caption id="payouts-batches-caption">Batches, newest first (times in UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Message id</th>
                <th scope="col">Run</th>
                <th scope="col">Hosts</th>
                <th scope="col">Total</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((batch) => (
                <tr key={batch.id}>
                  <th scope="row">
                    <code>{batch.messageId}</code>
                  </th>
                  <td>
                    <time dateTime={batch.createdAt}>{when.format(new Date(batch.createdAt))}</time>
                  </td>
                  <td>
                    {batch.payouts.map((payout) => `${payout.name} (${formatDecimalMoney(payout.amount, batch.currency)})`).join(', ')}
                  </td>
                  <td>{formatDecimalMoney(batch.total, batch.currency)}</td>
                  <td>
                    <DownloadFile batch={batch} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Disputes() {
  const disputes = useDisputes();
  return (
    <section aria-labelledby="payouts-disputes-title">
      <h2 id="payouts-disputes-title">Disputes</h2>
      <QueryStatus isLoading={disputes.isLoading} error={disputes.error} onRetry={() => void disputes.refetch()} what="the disputes" />
      {disputes.data &&
        (disputes.data.disputes.length === 0 ? (
          <p>No payment has been disputed.</p>
        ) : (
          <div className="operator-table-wrap" tabIndex={0} role="region" aria-labelledby="payouts-disputes-caption">
            <table className="operator-table">
              <caption id="payouts-disputes-caption">Disputes, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Status</th>
                  <th scope="col">Opened</th>
                </tr>
              </thead>
              <tbody>
                {disputes.data.disputes.map((dispute) => (
                  <tr key={dispute.id}>
                    <th scope="row">
                      <Link to={operatorPaths.order(dispute.orderId)}>Order {dispute.orderId}</Link>
                    </th>
                    <td>{formatDecimalMoney(dispute.amount, dispute.currency)}</td>
                    <td>{dispute.reason ?? '–'}</td>
                    <td>{dispute.status}</td>
                    <td>
                      <time dateTime={dispute.openedAt}>{when.format(new Date(dispute.openedAt))}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

/** The console's payouts: balances to pay, the batches run with their files, and disputes. */
export function PayoutsView() {
  const payouts = usePayouts();
  return (
    <>
      <QueryStatus isLoading={payouts.isLoading} error={payouts.error} onRetry={() => void payouts.refetch()} what="the balances" />
      {payouts.data && (
        <Balances rows={payouts.data.balances} holdDays={payouts.data.holdDays} stripeTransfers={payouts.data.stripeTransfers ?? false} />
      )}
      {payouts.data && <Batches batches={payouts.data.batches} />}
      <Disputes />
    </>
  );
}
