import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDecimalMoney } from '@trg/contract/money-display';
import { operatorPaths } from '@trg/contract/operator-paths';
import type { OrderDetail } from '@trg/contract/operator-orders';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { getOrder } from '../api/get-order.ts';
import { postOrderRefund } from '../api/post-order-refund.ts';
import { postOrderResend } from '../api/post-order-resend.ts';
import { operatorKeys } from '../api/query-keys.ts';
import './operator.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '');
const label = (text: string) => text.replace(/_/g, ' ');

/** The checkout's attendee fields, in the form's order, with its labels. */
const ATTENDEE_FIELDS = [
  ['title', 'Title'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['companyName', 'Company'],
  ['countryCode', 'Calling code'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['postCode', 'Postcode'],
  ['country', 'Country'],
] as const;

function Attendee({ attendee }: { attendee: Record<string, unknown> | null }) {
  if (!attendee) return <p>No attendee details.</p>;
  const known = new Set<string>(ATTENDEE_FIELDS.map(([key]) => key));
  // Fields an older checkout stored under other names still show, after the known ones.
  const others = Object.keys(attendee)
    .filter((key) => !known.has(key))
    .map((key) => [key, label(key.replace(/([A-Z])/g, ' $1').toLowerCase())] as const);
  const shown = [...ATTENDEE_FIELDS, ...others].filter(([key]) => typeof attendee[key] === 'string' && attendee[key] !== '');
  return (
    <dl className="operator-facts">
      {shown.map(([key, name]) => (
        <div key={key}>
          <dt>{name}</dt>
          <dd>{String(attendee[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function RefundForm({ order }: { order: OrderDetail }) {
  const client = useQueryClient();
  const [lines, setLines] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  /** Bumped after each refund so that the two-step button starts again from its first step. */
  const [round, setRound] = useState(0);
  const refund = useMutation({
    mutationFn: () =>
      postOrderRefund(order.id, {
        ...(lines.length ? { lines } : {}),
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        reason: reason.trim(),
      }),
    onSuccess: (result) => {
      setDone(result.message);
      setRound((n) => n + 1);
      setLines([]);
      setAmount('');
      setReason('');
      client.setQueryData([...operatorKeys.area('orders'), order.id], result.order);
      void client.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
  const money = (amountText: string) => formatDecimalMoney(amountText, order.currency);
  const open = order.lines.filter((line) => !line.refunded);
  const what = amount.trim()
    ? `${money(amount.trim())}${lines.length ? ' of the chosen lines' : ''}`
    : lines.length
      ? `${lines.length} line${lines.length > 1 ? 's' : ''} (${money(
          order.lines
            .filter((line) => lines.includes(line.id))
            .reduce((sum, line) => sum + Number(line.refundable), 0)
            .toFixed(2),
        )})`
      : `everything left (${money(order.refundable)})`;
  const fieldErrors = refund.error instanceof ApiRequestError ? (refund.error.fields ?? {}) : {};
  if (order.status !== 'paid' || Number(order.refundable) <= 0) return <p>Nothing is left to refund on this order.</p>;
  return (
    <form className="operator-refund" onSubmit={(event) => event.preventDefault()} aria-labelledby="operator-refund-title">
      <h2 id="operator-refund-title">Refund</h2>
      <p>
        Choose lines to refund them whole, or give an amount (spread over the chosen lines, or over all of them). With neither, everything
        left is refunded.
      </p>
      <fieldset>
        <legend>Lines</legend>
        {open.map((line) => (
          <label key={line.id} className="operator-check">
            <input
              type="checkbox"
              checked={lines.includes(line.id)}
              onChange={(event) =>
                setLines((current) => (event.target.checked ? [...current, line.id] : current.filter((id) => id !== line.id)))
              }
            />{' '}
            Refund line: {line.title} ({money(line.refundable)})
          </label>
        ))}
      </fieldset>
      <TextField
        label={`Amount (${order.currency}, optional)`}
        hint={`At most ${money(order.refundable)}`}
        inputMode="decimal"
        name="amount"
        value={amount}
        error={fieldErrors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label="Reason (the buyer reads it)"
        name="reason"
        value={reason}
        required
        error={fieldErrors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ConfirmAction
        key={round}
        label="Refund"
        accessibleLabel={`Refund ${order.bookingReference ?? 'this order'}`}
        question={`Refund ${what} to the buyer's card? This cannot be undone.`}
        confirmLabel="Confirm refund"
        pendingLabel="Refunding..."
        danger
        pending={refund.isPending}
        error={refund.error}
        onConfirm={() => refund.mutate()}
        onReset={() => {
          refund.reset();
          setDone('');
        }}
      />
      <p role="status">{done}</p>
    </form>
  );
}

function Resend({ order }: { order: OrderDetail }) {
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => postOrderResend(order.id),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...operatorKeys.area('orders'), order.id] }),
  });
  return (
    <div>
      <ConfirmAction
        label="Resend confirmation"
        accessibleLabel={`Resend confirmation of ${order.bookingReference ?? 'this order'}`}
        question={`Send the confirmation email again to ${order.buyer.email ?? 'the buyer'}?`}
        confirmLabel="Send it"
        pendingLabel="Sending..."
        pending={resend.isPending}
        error={resend.error}
        onConfirm={() => resend.mutate()}
        onReset={() => resend.reset()}
      />
      <p role="status">{resend.data?.message ?? ''}</p>
    </div>
  );
}

/** One order in the console: lines, buyer, attendee, payment, tickets, refunds and history. */
export function OrderDetailView({ id }: { id: number }) {
  const query = useQuery({ queryKey: [...operatorKeys.area('orders'), id], queryFn: () => getOrder(id) });
  const order = query.data;
  if (!order) return <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="the order" />;
  const money = (amount: string | null) => (amount === null ? '' : formatDecimalMoney(amount, order.currency));
  return (
    <>
      <p>
        <Link to={operatorPaths.orders}>All orders</Link>
      </p>
      <h2 className="operator-subtitle">
        {order.bookingReference ?? `Order ${order.id}`}: {label(order.status)}
      </h2>
      <dl className="operator-facts">
        <div>
          <dt>Buyer</dt>
          <dd>
            {order.buyer.name} {order.buyer.email && `<${order.buyer.email}>`} {order.buyer.username && `(${order.buyer.username})`}
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{when(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{when(order.paidAt) || 'Not paid'}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment.status}, {order.payment.provider ?? 'no provider'}{' '}
            {order.payment.intentId && <code>{order.payment.intentId}</code>}
          </dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>
            {money(order.refunded)}
            {order.refundPending !== '0.00' && ` (${money(order.refundPending)} pending)`}; {money(order.refundable)} left
          </dd>
        </div>
        {order.voucher && (
          <div>
            <dt>Voucher</dt>
            <dd>
              {order.voucher.code} ({order.voucher.kind}
              {order.voucher.itemId ? ', one item' : ', all items'}), discount {money(order.discount)}
            </dd>
          </div>
        )}
      </dl>

      <h2>Lines</h2>
      <div className="operator-table-wrap" tabIndex={0} role="region" aria-label="Order lines">
        <table className="operator-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="number">
                Qty
              </th>
              <th scope="col" className="number">
                Price
              </th>
              <th scope="col" className="number">
                Fee
              </th>
              <th scope="col" className="number">
                VAT
              </th>
              <th scope="col" className="number">
                Line total
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.title} <small>({line.kind})</small>
                </td>
                <td className="number">{line.quantity}</td>
                <td className="number">{money(line.unitPrice)}</td>
                <td className="number">{money(line.unitFee)}</td>
                <td className="number">{money(line.unitVat)}</td>
                <td className="number">{money(line.lineTotal)}</td>
                <td>
                  {line.refunded
                    ? `Refunded ${when(line.refundedAt)}`
                    : line.partiallyRefunded !== '0.00'
                      ? `${money(line.partiallyRefunded)} refunded`
                      : 'Paid'}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Subtotal / discount / fees / VAT
              </th>
              <td className="number" colSpan={2}>
                {money(order.subtotal)} / {money(order.discount ?? '0.00')} / {money(order.fees)} / {money(order.vat)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={5}>
                Total
              </th>
              <td className="number" colSpan={2}>
                {money(order.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <RefundForm order={order} />

      <h2>Attendee</h2>
      <Attendee attendee={order.attendee} />

      <h2>Tickets</h2>
      {order.tickets.length === 0 ? (
        <p>No tickets issued.</p>
      ) : (
        <ul>
          {order.tickets.map((ticket) => (
            <li key={ticket.code}>
              <code>{ticket.code}</code>, admits {ticket.admits}: {ticket.status}
            </li>
          ))}
        </ul>
      )}
      {(order.status === 'paid' || order.status === 'refunded') && <Resend order={order} />}

      <h2>History</h2>
      <ol className="operator-history">
        {order.history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at}>{when(entry.at)}</time>: {entry.summary}
            {entry.by && ` (by ${entry.by})`}
          </li>
        ))}
      </ol>
    </>
  );
}
