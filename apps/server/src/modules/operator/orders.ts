import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CURRENCY, decimalToMinor, minorToDecimal } from '@trg/contract/money';
import { minorUnits } from '@trg/contract/lists/currencies';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import type { OrderDetail, OrderHistoryEntry, OrdersPage, OrdersQuery, RefundInput } from '@trg/contract/operator-orders';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/http-error.ts';
import { accountDirectory as account, accountMatchesSql } from '../accounts/index.ts';
import { queuedEmails } from '../email/index.ts';
import type { Order } from '../cart/index.ts';
import { orderTickets } from '../bookings/index.ts';
import { consoleOrder, placedOrders, queueConfirmationAgain, recordStaffRefund, type Refund } from '../checkout/index.ts';
import { auditLog } from './schema.ts';
import type { Audit } from './audit.ts';
import { likePattern } from './routes.ts';
import {
  amountCapMinor,
  lineRefundableMinor,
  orderRemainingMinor,
  planAmountRefund,
  planLineRefunds,
  type PlanLine,
  type PlanOrder,
} from './refund-plan.ts';

/** The console's orders: search, one order in full, refunds and the confirmation sent again. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function attendeeName(attendee: unknown): string {
  if (!attendee || typeof attendee !== 'object') return '';
  const { firstName, lastName } = attendee as { firstName?: unknown; lastName?: unknown };
  return [firstName, lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}

/** Orders that were ever placed (a payment started): carts in progress are not orders yet, unless asked for. */
export async function searchOrders(db: Db, query: OrdersQuery): Promise<OrdersPage> {
  const q = query.q;
  const { rows, count } = await placedOrders(db, {
    status: query.status,
    text: q
      ? {
          words: q,
          pattern: likePattern(q),
          accountMatches: (userId) => accountMatchesSql(userId, likePattern(q)),
        }
      : undefined,
    limit: OPERATOR_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_PAGE_SIZE,
  });
  const buyerIds = [...new Set(rows.flatMap(({ order }) => (order.userId === null ? [] : [order.userId])))];
  const buyers = new Map(
    buyerIds.length === 0
      ? []
      : (
          await db
            .select({ id: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email })
            .from(account)
            .where(inArray(account.id, buyerIds))
        ).map((user) => [user.id, user]),
  );
  return {
    results: rows.map(({ order, titles }) => {
      const currency = order.currency ?? DEFAULT_CURRENCY;
      const buyer = order.userId === null ? undefined : buyers.get(order.userId);
      return {
        id: order.id,
        bookingReference: order.bookingReference,
        status: order.status,
        buyerEmail: order.buyerEmail ?? buyer?.email ?? null,
        buyerName: attendeeName(order.attendee) || [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' '),
        items: titles,
        currency: order.currency,
        total: order.totalMinor === null ? null : minorToDecimal(order.totalMinor, currency),
        refunded: minorToDecimal(order.refundedMinor, currency),
        createdAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
      };
    }),
    count,
    page: query.page,
    pageSize: OPERATOR_PAGE_SIZE,
  };
}

interface LoadedOrder {
  order: Order;
  planOrder: PlanOrder;
  lines: (PlanLine & {
    title: string;
    kind: 'event' | 'experience';
    hostId: number;
    refundedAt: Date | null;
    unitPriceMinorRaw: number | null;
    unitFeeMinorRaw: number | null;
    unitVatMinorRaw: number | null;
  })[];
  refundRows: Refund[];
  voucher: { code: string; kind: 'percent' | 'fixed'; itemId: number | null } | null;
  /** Refunds paid or pending. */
  alreadyRefundedMinor: number;
}

async function loadOrder(db: Db, id: number, lock = false): Promise<LoadedOrder> {
  const { order, lines: lineRows, refunds: refundRows, voucher } = await consoleOrder(db, id, lock);
  const live = refundRows.filter((refund) => refund.status !== 'failed');
  const planOrder: PlanOrder = {
    totalMinor: order.totalMinor ?? 0,
    subtotalMinor: order.subtotalMinor ?? 0,
    discountMinor: order.discountMinor ?? 0,
    // A voucher deleted since is shared over every line, as the host's cancellation does.
    voucherItemId: order.voucherId === null && !order.discountMinor ? undefined : (voucher?.itemId ?? null),
  };
  const lines = lineRows.map(({ line, title, kind, hostId }) => ({
    id: line.id,
    itemId: line.itemId,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor ?? 0,
    unitFeeMinor: line.unitFeeMinor ?? 0,
    unitVatMinor: line.unitVatMinor ?? 0,
    unitPriceMinorRaw: line.unitPriceMinor,
    unitFeeMinorRaw: line.unitFeeMinor,
    unitVatMinorRaw: line.unitVatMinor,
    refunded: line.refundedAt !== null,
    refundedAt: line.refundedAt,
    partialMinor: line.refundedAt
      ? 0
      : live.filter((r) => r.orderItemId === line.id && r.reason === 'operator').reduce((sum, r) => sum + r.amountMinor, 0),
    title,
    kind,
    hostId,
  }));
  return { order, planOrder, lines, refundRows, voucher, alreadyRefundedMinor: live.reduce((sum, r) => sum + r.amountMinor, 0) };
}

const confirmationSubject = (reference: string) => `Your booking ${reference} is confirmed`;

export async function orderDetail(db: Db, id: number): Promise<OrderDetail> {
  const { order, planOrder, lines, refundRows, voucher, alreadyRefundedMinor } = await loadOrder(db, id);
  const currency = order.currency ?? DEFAULT_CURRENCY;
  const money = (minor: number) => minorToDecimal(minor, currency);
  const maybe = (minor: number | null) => (minor === null ? null : money(minor));
  const [buyerRows, ticketRows, mails, audits] = await Promise.all([
    order.userId === null
      ? Promise.resolve([])
      : db
          .select({ username: account.username, email: account.email, firstName: account.firstName, lastName: account.lastName })
          .from(account)
          .where(eq(account.id, order.userId))
          .limit(1),
    orderTickets(db, id),
    order.bookingReference && order.buyerEmail
      ? queuedEmails(db, { kind: 'booking_confirmation', to: order.buyerEmail, subject: confirmationSubject(order.bookingReference) })
      : Promise.resolve([]),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(id))))
      .orderBy(asc(auditLog.id)),
  ]);
  const buyer = buyerRows[0];
  const titleOf = (lineId: number | null) => lines.find((line) => line.id === lineId)?.title;
  const history: OrderHistoryEntry[] = [
    { at: order.createdAt.toISOString(), kind: 'created' as const, summary: 'Order started', by: null },
    ...(order.paidAt
      ? [
          {
            at: order.paidAt.toISOString(),
            kind: 'paid' as const,
            summary: `Paid ${maybe(order.totalMinor) ?? ''} ${currency}`.trim(),
            by: null,
          },
        ]
      : []),
    ...mails.map((mail, index) => ({
      at: mail.at.toISOString(),
      kind: 'confirmation' as const,
      summary: `${index === 0 ? 'Confirmation email' : 'Confirmation email sent again'} (${mail.status})`,
      by: null,
    })),
    ...refundRows.map((refund) => ({
      at: refund.createdAt.toISOString(),
      kind: 'refund' as const,
      summary: `Refund of ${money(refund.amountMinor)} ${currency}${titleOf(refund.orderItemId) ? ` (${titleOf(refund.orderItemId)})` : ''}, ${refund.reason.replace('_', ' ')}: ${refund.status}`,
      by: null,
    })),
    ...audits.map((entry) => ({ at: entry.at.toISOString(), kind: 'audit' as const, summary: entry.summary, by: entry.staffUsername })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const succeeded = refundRows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountMinor, 0);
  const pending = refundRows.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountMinor, 0);
  const paymentStatus =
    order.status === 'refunded'
      ? 'refunded'
      : order.status === 'paid'
        ? alreadyRefundedMinor > 0
          ? 'partially refunded'
          : 'paid'
        : order.status.replace('_', ' ');
  return {
    id: order.id,
    bookingReference: order.bookingReference,
    status: order.status,
    currency,
    buyer: {
      userId: order.userId,
      username: buyer?.username ?? null,
      email: order.buyerEmail ?? buyer?.email ?? null,
      name: attendeeName(order.attendee) || [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' '),
    },
    attendee: order.attendee && typeof order.attendee === 'object' ? (order.attendee as Record<string, unknown>) : null,
    voucher,
    subtotal: maybe(order.subtotalMinor),
    discount: maybe(order.discountMinor),
    fees: maybe(order.feesMinor),
    vat: maybe(order.vatMinor),
    total: maybe(order.totalMinor),
    payment: { provider: order.paymentProvider, intentId: order.paymentIntentId, status: paymentStatus },
    refunded: money(succeeded),
    refundPending: money(pending),
    refundable: money(order.status === 'paid' ? orderRemainingMinor(planOrder, alreadyRefundedMinor) : 0),
    lines: lines.map((line) => ({
      id: line.id,
      itemId: line.itemId,
      title: line.title,
      kind: line.kind,
      hostId: line.hostId,
      quantity: line.quantity,
      unitPrice: maybe(line.unitPriceMinorRaw),
      unitFee: maybe(line.unitFeeMinorRaw),
      unitVat: maybe(line.unitVatMinorRaw),
      lineTotal: money((line.unitPriceMinor + line.unitFeeMinor + line.unitVatMinor) * line.quantity),
      refundable: money(
        order.status === 'paid' ? Math.min(lineRefundableMinor(planOrder, line), orderRemainingMinor(planOrder, alreadyRefundedMinor)) : 0,
      ),
      partiallyRefunded: money(line.partialMinor),
      refunded: line.refunded,
      refundedAt: iso(line.refundedAt),
    })),
    tickets: ticketRows.map((ticket) => ({ code: ticket.code, lineId: ticket.orderItemId, admits: ticket.admits, status: ticket.status })),
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      lineId: refund.orderItemId,
      amount: money(refund.amountMinor),
      reason: refund.reason,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      completedAt: iso(refund.completedAt),
      lastError: refund.lastError,
    })),
    history,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

/** The state of an order an audit entry records before and after a refund. */
const refundState = (loaded: LoadedOrder) => ({
  status: loaded.order.status,
  refundedOrPendingMinor: loaded.alreadyRefundedMinor,
  lines: loaded.lines.map((line) => ({ id: line.id, title: line.title, refunded: line.refunded, partialMinor: line.partialMinor })),
});

/**
 * POST /api/operator/orders/:id/refunds, inside the staff command's transaction: decides the refund, marks whole
 * lines refunded (their tickets void, the order refunded once none is left), queues one provider refund per
 * line with a key unique to this action, emails the buyer and writes the audit entry. The caller carries the
 * refunds out after the commit. Refusals change nothing (400).
 */
export async function refundOrder(
  tx: Db,
  audit: Audit,
  id: number,
  input: RefundInput,
  actionKey: string,
  now = new Date(),
): Promise<{ amountMinor: number; currency: string }> {
  const loaded = await loadOrder(tx, id, true);
  const { order, planOrder, lines } = loaded;
  const currency = order.currency ?? DEFAULT_CURRENCY;
  if (order.status !== 'paid')
    throw badRequest(order.status === 'refunded' ? 'This order is already refunded in full.' : 'Only a paid order can be refunded.');
  if (!order.paymentIntentId || !order.paymentProvider) throw badRequest('This order has no payment to refund.');
  const chosen = input.lines ? [...new Set(input.lines)] : undefined;
  for (const lineId of chosen ?? []) {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw badRequest(`Line ${lineId} is not part of this order.`, { lines: 'Choose lines of this order.' });
    if (line.refunded) throw badRequest(`${line.title} is already refunded.`, { lines: 'That line is already refunded.' });
  }
  if (chosen && chosen.length === 0)
    throw badRequest('Choose at least one line, or none to refund the whole order.', { lines: 'Choose at least one line.' });
  const open = lines.filter((line) => !line.refunded).map((line) => line.id);
  const targets = chosen ?? open;
  const remaining = orderRemainingMinor(planOrder, loaded.alreadyRefundedMinor);
  if (remaining <= 0 || targets.length === 0) throw badRequest('Nothing is left to refund on this order.');

  let planned;
  let wholeLines: number[] = [];
  if (input.amount !== undefined) {
    const amountMinor = decimalToMinor(input.amount, currency);
    const digits = minorUnits(currency);
    if (amountMinor === undefined) {
      throw badRequest(`Amounts in ${currency} have ${digits === 0 ? 'no decimals' : `at most ${digits} decimals`}.`, {
        amount: `Use at most ${digits} decimals for ${currency}.`,
      });
    }
    if (amountMinor <= 0) throw badRequest('The amount must be more than zero.', { amount: 'Enter an amount more than zero.' });
    const cap = amountCapMinor(planOrder, lines, targets, loaded.alreadyRefundedMinor);
    if (amountMinor > cap) {
      const most = minorToDecimal(cap, currency);
      throw badRequest(`At most ${most} ${currency} can be refunded${chosen ? ' on these lines' : ''}.`, { amount: `At most ${most}.` });
    }
    planned = planAmountRefund(planOrder, lines, targets, amountMinor);
  } else {
    wholeLines = targets;
    planned = planLineRefunds(planOrder, lines, targets, loaded.alreadyRefundedMinor);
  }
  const total = planned.reduce((sum, p) => sum + p.amountMinor, 0);
  if (total <= 0 && wholeLines.length === 0) throw badRequest('Nothing is left to refund on this order.');

  const closes = wholeLines.length > 0 && lines.every((line) => line.refunded || wholeLines.includes(line.id));
  const what = wholeLines.length
    ? `We have refunded ${lines
        .filter((l) => wholeLines.includes(l.id))
        .map((l) => l.title)
        .join(', ')} from your booking.`
    : 'We have refunded part of your booking.';
  await recordStaffRefund(
    tx,
    order,
    {
      wholeLineIds: wholeLines,
      closesOrder: closes,
      payments: planned,
      actionKey,
      notice: { amountMinor: total, text: `${what} ${input.reason}` },
    },
    now,
  );
  const after = await loadOrder(tx, id);
  const shown = minorToDecimal(total, currency);
  await audit({
    action: 'order.refund',
    subjectType: 'order',
    subjectId: order.id,
    summary: `Refunded ${shown} ${currency} on ${order.bookingReference ?? `order ${order.id}`}${wholeLines.length ? ` (${wholeLines.length === open.length ? 'all lines' : `${wholeLines.length} line${wholeLines.length > 1 ? 's' : ''}`})` : ' (an amount)'}: ${input.reason}`,
    before: refundState(loaded),
    after: { ...refundState(after), refunds: planned, reason: input.reason },
  });
  return { amountMinor: total, currency };
}

/** POST /api/operator/orders/:id/resend-confirmation: the same email as at payment, with the tickets as they are now. */
export async function resendConfirmation(tx: Db, audit: Audit, id: number): Promise<string> {
  const order = await queueConfirmationAgain(tx, id);
  await audit({
    action: 'order.resend_confirmation',
    subjectType: 'order',
    subjectId: order.id,
    summary: `Sent the confirmation of ${order.bookingReference ?? `order ${order.id}`} again to ${order.buyerEmail}`,
    after: { to: order.buyerEmail },
  });
  return order.buyerEmail;
}
