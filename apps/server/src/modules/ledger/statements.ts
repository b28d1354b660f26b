import { sql } from 'drizzle-orm';
import { toCsv } from '@trg/contract/csv';
import { feeInvoiceNumber, type Statement as StatementJson } from '@trg/contract/bank';
import { minorToDecimal } from '@trg/contract/money';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * A host's monthly statement (decision 0030): every movement of their balance in one currency in the month, from the
 * ledger, with the opening and closing balance. Sales show the booking fee and VAT the buyers paid the platform on
 * them, with the platform's fee invoice number (numbered without gaps, allocated with the sale's booking).
 */

export interface StatementRow {
  date: string;
  kind: string;
  reference: string;
  salesMinor: number;
  feeMinor: number;
  feeInvoice: number | null;
  refundsMinor: number;
  disputesMinor: number;
  payoutsMinor: number;
  balanceMinor: number;
}

export interface Statement {
  hostId: number;
  currency: string;
  month: string;
  openingMinor: number;
  closingMinor: number;
  rows: StatementRow[];
}

/** `month` is 'YYYY-MM' (UTC). */
export async function hostStatement(db: Db, hostId: number, currency: string, month: string): Promise<Statement> {
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const [opening] = await queryRows<{ total: string | null }>(
    db,
    sql`select -sum(l.amount_minor)::bigint as total from ledger_lines l join ledger_transactions t on t.id = l.transaction_id
        where l.account = 'host_payable' and l.host_id = ${hostId} and l.currency = ${currency} and t.occurred_at < ${start}`,
  );
  const movements = await queryRows<{
    id: number;
    kind: string;
    reference: string;
    occurred_at: string | Date;
    host: string;
    fee: string;
    invoice: number | null;
  }>(
    db,
    sql`select t.id, t.kind, t.reference, t.occurred_at,
          -sum(l.amount_minor)::bigint as host,
          coalesce((select -sum(f.amount_minor) from ledger_lines f where f.transaction_id = t.id and f.account in ('platform_fees', 'vat_payable')
            and f.order_item_id in (select h.order_item_id from ledger_lines h where h.transaction_id = t.id and h.host_id = ${hostId})), 0)::bigint as fee,
          (select i.number from fee_invoices i where i.transaction_id = t.id) as invoice
        from ledger_lines l join ledger_transactions t on t.id = l.transaction_id
        where l.account = 'host_payable' and l.host_id = ${hostId} and l.currency = ${currency} and t.occurred_at >= ${start} and t.occurred_at < ${end}
        group by t.id order by t.occurred_at, t.id`,
  );
  let balance = Number(opening?.total ?? 0);
  const rows = movements.map((row): StatementRow => {
    const amount = Number(row.host);
    balance += amount;
    const sale = row.kind === 'sale';
    return {
      date: new Date(row.occurred_at).toISOString().slice(0, 10),
      kind: row.kind,
      reference: row.reference,
      salesMinor: sale ? amount : 0,
      feeMinor: sale ? Number(row.fee) : 0,
      feeInvoice: sale && row.invoice !== null ? Number(row.invoice) : null,
      refundsMinor: row.kind === 'refund' ? -amount : 0,
      disputesMinor: row.kind.startsWith('dispute') ? -amount : 0,
      payoutsMinor: row.kind === 'payout' ? -amount : 0,
      balanceMinor: balance,
    };
  });
  return { hostId, currency, month, openingMinor: Number(opening?.total ?? 0), closingMinor: balance, rows };
}

const KIND_LABELS: Record<string, string> = {
  sale: 'Sale',
  refund: 'Refund',
  dispute_lost: 'Dispute lost',
  payout: 'Payout',
};

/**
 * The statement as the host reads it (the printable page's JSON, and the rows of the CSV): one function, so the two
 * cannot disagree.
 */
export function statementView(statement: Statement, hostName: string): StatementJson {
  return {
    hostName,
    month: statement.month,
    currency: statement.currency,
    openingMinor: statement.openingMinor,
    closingMinor: statement.closingMinor,
    lines: statement.rows.map((row, index) => ({
      date: row.date,
      kind: row.kind,
      label: KIND_LABELS[row.kind] ?? row.kind,
      reference: row.reference,
      salesMinor: row.salesMinor,
      feeMinor: row.feeMinor,
      feeInvoice: row.feeInvoice === null ? null : feeInvoiceNumber(row.feeInvoice),
      refundsMinor: row.refundsMinor,
      disputesMinor: row.disputesMinor,
      payoutsMinor: row.payoutsMinor,
      amountMinor: row.balanceMinor - (index === 0 ? statement.openingMinor : (statement.rows[index - 1]?.balanceMinor ?? 0)),
      balanceMinor: row.balanceMinor,
    })),
  };
}

/** The statement as CSV: one row a movement, the opening balance first and the closing balance last. */
export function statementCsv(view: StatementJson): string {
  const money = (minor: number) => minorToDecimal(minor, view.currency);
  return toCsv([
    [
      'Date',
      'Type',
      'Reference',
      'Sales',
      'Booking fee and VAT (paid by the buyer)',
      'Fee invoice',
      'Refunds',
      'Disputes',
      'Payouts',
      'Balance',
      'Currency',
    ],
    [`${view.month}-01`, 'Opening balance', '', '', '', '', '', '', '', money(view.openingMinor), view.currency],
    ...view.lines.map((line) => [
      line.date,
      line.label,
      line.reference,
      money(line.salesMinor),
      money(line.feeMinor),
      line.feeInvoice ?? '',
      money(line.refundsMinor),
      money(line.disputesMinor),
      money(line.payoutsMinor),
      money(line.balanceMinor),
      view.currency,
    ]),
    ['', 'Closing balance', '', '', '', '', '', '', '', money(view.closingMinor), view.currency],
  ]);
}
