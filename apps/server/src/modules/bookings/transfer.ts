import { eq, max } from 'drizzle-orm';
import QRCode from 'qrcode';
import { BRAND } from '@trg/contract/brand';
import { hasStarted } from '@trg/contract/catalog-rules';
import { formatDate, formatTime } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';
import { escapeHtml } from '@trg/contract/html';
import type { TicketTransferInput, TicketTransferResult } from '@trg/contract/waiting-list';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import { accountDirectory } from '../accounts/index.ts';
import { memberBookedLines, type CatalogItem } from '../cart/index.ts';
import { enqueueEmail, type QueuedEmail } from '../email/index.ts';
import { newTicketCode } from './booking-codes.ts';
import { tickets } from './schema.ts';

type Ticket = typeof tickets.$inferSelect;

function when(item: CatalogItem): string {
  if (!item.date) return 'Date to be confirmed';
  const time = item.time
    ? ` at ${formatTime(item.time)} (${timeZoneLabel(item.timeZone, { date: item.date }).replace(/\u00a0/g, ' ')})`
    : '';
  return `${formatDate(item.date)}${time}`;
}

function where(item: CatalogItem): string {
  if (item.online) return 'Online: the host sends the joining details before it starts';
  return [item.locationAddress, item.locationCity, item.locationZipCode].filter(Boolean).join(', ') || 'Venue to be confirmed';
}

const page = (lines: readonly string[], extra = '') =>
  `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${extra}</body></html>`;

/** The new holder's ticket: what, when, where, from whom, and its QR code (attached, shown inline). */
async function recipientEmail(ticket: Ticket, item: CatalogItem, to: string, name: string, from: string): Promise<QueuedEmail> {
  const png = await QRCode.toBuffer(`TRG-TICKET:${ticket.code}`, { type: 'png', width: 220, margin: 1, errorCorrectionLevel: 'M' });
  const cid = `ticket-${ticket.code}@therealgrape`;
  const lines = [
    `Dear ${name},`,
    '',
    `${from} has passed a ticket for ${item.title} on to you.`,
    `When: ${when(item)}`,
    `Where: ${where(item)}`,
    `Your ticket: ${ticket.code} (admits ${ticket.admits}). Show its QR code (in the HTML version of this email) at the door.`,
    '',
    BRAND.company,
  ];
  const qr = `<p><img src="cid:${cid}" width="160" height="160" alt="QR code of ticket ${escapeHtml(ticket.code)}"><br>${escapeHtml(ticket.code)}</p>`;
  return {
    kind: 'ticket_transfer',
    to,
    subject: `Your ticket for ${item.title}`,
    text: lines.join('\n'),
    html: page(lines, qr),
    attachments: [{ filename: `ticket-${ticket.code}.png`, cid, contentType: 'image/png', content: png.toString('base64') }],
  };
}

function buyerEmail(old: Ticket, item: CatalogItem, to: string, name: string, email: string): QueuedEmail {
  const lines = [
    'Hello,',
    '',
    `You have passed your ticket ${old.code} for ${item.title} (${when(item)}) on to ${name} (${email}).`,
    `We have sent them a new ticket with its own QR code. The ticket ${old.code} no longer admits anyone.`,
    '',
    BRAND.company,
  ];
  return {
    kind: 'ticket_transfer_sent',
    to,
    subject: `Your ticket for ${item.title} is passed on to ${name}`,
    text: lines.join('\n'),
    html: page(lines),
    attachments: [],
  };
}

/**
 * The buyer passes one of their tickets on: in one transaction the ticket is voided ('transferred'), a new one with a
 * new code is issued on the same order line for the named holder, and both are emailed. Only the buyer may (the
 * order stays theirs), only a valid ticket they hold (not one passed on to them) of an item that has not started.
 */
export async function transferTicket(
  db: Db,
  userId: number,
  code: string,
  input: TicketTransferInput,
  now = new Date(),
): Promise<TicketTransferResult> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.code, code)).for('update');
    const lines = ticket ? await memberBookedLines(tx, userId, ticket.itemId) : [];
    const booked = lines.find((candidate) => candidate.line.id === ticket?.orderItemId);
    if (!ticket || !booked) throw notFound('We could not find that ticket among your bookings.');
    const { item, order } = booked;
    if (ticket.holderName !== null) throw conflict('This ticket was passed on to you: only its buyer can pass it on.');
    if (ticket.status === 'void' || booked.orderStatus !== 'paid') {
      throw conflict(
        ticket.voidReason === 'transferred'
          ? 'You have already passed this ticket on.'
          : 'This ticket was refunded: it can no longer be passed on.',
      );
    }
    if (item.status === 'Cancelled') throw conflict(`${item.title} has been cancelled: its tickets can no longer be passed on.`);
    if (hasStarted(item, now.getTime())) throw conflict(`${item.title} has started: its tickets can no longer be passed on.`);

    await tx.update(tickets).set({ status: 'void', voidReason: 'transferred', voidedAt: now }).where(eq(tickets.id, ticket.id));
    const [last] = await tx
      .select({ seq: max(tickets.seq) })
      .from(tickets)
      .where(eq(tickets.orderItemId, ticket.orderItemId));
    const [issued] = await tx
      .insert(tickets)
      .values({
        code: newTicketCode(),
        orderId: ticket.orderId,
        orderItemId: ticket.orderItemId,
        itemId: ticket.itemId,
        seq: (last?.seq ?? 0) + 1,
        admits: ticket.admits,
        holderName: input.name,
        holderEmail: input.email,
        replacesTicketId: ticket.id,
      })
      .returning();
    if (!issued) throw new Error('the new ticket was not issued');

    const [buyer] = await tx
      .select({ email: accountDirectory.email, firstName: accountDirectory.firstName, lastName: accountDirectory.lastName })
      .from(accountDirectory)
      .where(eq(accountDirectory.id, userId))
      .limit(1);
    const from = [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || 'A guest';
    await enqueueEmail(tx, await recipientEmail(issued, item, input.email, input.name, from));
    const buyerAddress = order.buyerEmail ?? buyer?.email;
    if (buyerAddress) await enqueueEmail(tx, buyerEmail(ticket, item, buyerAddress, input.name, input.email));
    return { message: `Your ticket is passed on to ${input.name}. We have emailed them their new ticket.`, passedOnTo: input.name };
  });
}
