import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@trg/contract/money';
import { paths } from '@trg/contract/paths';
import type { Statement } from '@trg/contract/bank';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { downloadStatementCsv, statementPath, useBankDetails, useStatement } from '../api/payouts.ts';
import { BankDetailsForm } from './bank-details-form.tsx';
import { StripeConnectSection } from './stripe-connect.tsx';
import './payouts.css';

/** The currencies a host can be paid in; the statement is one currency at a time. */
const STATEMENT_CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'ZAR'] as const;

/** 'YYYY-MM' of today (UTC, as the statement's months are). */
const currentMonth = () => new Date().toISOString().slice(0, 7);

const printablePath = (month: string, currency: string) => `${paths.hostStatement}?${new URLSearchParams({ month, currency }).toString()}`;

/** The host's Payouts page: bank details, then the monthly statement to download or print. */
export function HostPayouts({ userId }: { userId: number }) {
  const bank = useBankDetails(userId);
  const [month, setMonth] = useState(currentMonth);
  const [currency, setCurrency] = useState<string>('EUR');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

  return (
    <section className="dashboard-page payouts" aria-labelledby="payouts-title">
      <h1 id="payouts-title">Payouts</h1>
      <p>Your sales become payable a few days after each event or experience ends. We pay euros by bank transfer to the account below.</p>
      {bank.isPending && <p role="status">Loading your bank details…</p>}
      {bank.isError && <p className="form-message form-message--error">Your bank details could not be loaded. Please reload the page.</p>}
      {bank.data && <BankDetailsForm userId={userId} saved={bank.data} />}

      <StripeConnectSection userId={userId} />

      <section className="payouts__statement" aria-labelledby="statement-title">
        <h2 id="statement-title">Monthly statement</h2>
        <p className="payouts__hint">
          Sales, the booking fees buyers paid with their fee invoice numbers, refunds, disputes and payouts, with the balance.
        </p>
        <div className="payouts__pickers">
          <TextField
            label="Month"
            name="month"
            type="month"
            required
            value={month}
            error={validMonth ? undefined : 'Choose a month, like 2026-11.'}
            onChange={(event) => setMonth(event.target.value)}
          />
          <SelectField
            label="Currency"
            name="currency"
            value={currency}
            options={STATEMENT_CURRENCIES.map((code) => ({ value: code, label: code }))}
            onChange={(event) => setCurrency(event.target.value)}
          />
        </div>
        {validMonth && (
          <p className="payouts__links">
            <a
              className="button button--ghost"
              href={statementPath(month, currency)}
              onClick={(event) => {
                event.preventDefault();
                setDownloadError(null);
                downloadStatementCsv(month, currency).catch((caught: unknown) =>
                  setDownloadError(caught instanceof Error ? caught.message : 'The statement could not be downloaded. Try again.'),
                );
              }}
            >
              Download CSV
            </a>
            <Link className="button button--ghost" to={printablePath(month, currency)}>
              Printable statement
            </Link>
          </p>
        )}
        {downloadError && (
          <p className="form-message form-message--error" role="alert">
            {downloadError}
          </p>
        )}
      </section>
    </section>
  );
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The printable monthly statement (`?month=YYYY-MM&currency=EUR`): the CSV's figures as a table. */
export function PrintableStatement({ userId, month, currency }: { userId: number; month: string; currency: string }) {
  const statement = useStatement(userId, month, currency);
  return (
    <section className="dashboard-page statement" aria-labelledby="statement-title">
      <p className="statement__back">
        <Link to={paths.hostPayouts}>Back to Payouts</Link>
      </p>
      {statement.isPending && <p role="status">Loading the statement…</p>}
      {statement.isError && (
        <p className="form-message form-message--error" role="alert">
          {statement.error.message}
        </p>
      )}
      {statement.data && <StatementSheet statement={statement.data} />}
    </section>
  );
}

function StatementSheet({ statement }: { statement: Statement }) {
  const money = (minor: number) => formatMoney(minor, statement.currency, 'en-GB');
  return (
    <>
      <h1 id="statement-title">
        Statement for {monthName(statement.month)} ({statement.currency})
      </h1>
      <p className="statement__host">{statement.hostName}</p>
      <p className="statement__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </p>
      <table className="statement__table">
        <caption className="visually-hidden">
          Movements of your balance in {monthName(statement.month)}, in {statement.currency}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Reference</th>
            <th scope="col">Fee invoice</th>
            <th scope="col" className="statement__amount">
              Booking fee and VAT (paid by the buyer)
            </th>
            <th scope="col" className="statement__amount">
              Amount
            </th>
            <th scope="col" className="statement__amount">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="statement__nowrap">{statement.month}-01</td>
            <th scope="row" colSpan={5}>
              Opening balance
            </th>
            <td className="statement__amount">{money(statement.openingMinor)}</td>
          </tr>
          {statement.lines.map((line) => (
            <tr key={`${line.kind}-${line.reference}`}>
              <td className="statement__nowrap">{line.date}</td>
              <td>{line.label}</td>
              <td>{line.reference}</td>
              <td className="statement__nowrap">{line.feeInvoice ?? ''}</td>
              <td className="statement__amount">{line.feeMinor ? money(line.feeMinor) : ''}</td>
              <td className="statement__amount">{money(line.amountMinor)}</td>
              <td className="statement__amount">{money(line.balanceMinor)}</td>
            </tr>
          ))}
          {statement.lines.length === 0 && (
            <tr>
              <td colSpan={7}>No sales, refunds or payouts this month.</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row" colSpan={5}>
              Closing balance
            </th>
            <td className="statement__amount">{money(statement.closingMinor)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}
