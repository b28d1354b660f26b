import { eq } from 'drizzle-orm';
import { BRAND } from '@trg/contract/brand';
import { formatDate, formatTime } from '@trg/contract/dates';
import { escapeHtml } from '@trg/contract/html';
import { formatMoney } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import { accountDirectory } from '../accounts/index.ts';
import type { BookedLine } from '../cart/index.ts';
import type { QueuedEmail } from '../email/index.ts';

// The emails of a buyer's cancellation (decision 0028): the buyer's, with what is refunded, and the host's.

function itemName(booked: BookedLine): string {
  const { item } = booked;
  if (!item.date) return item.title;
  return `${item.title} on ${formatDate(item.date)}${item.time ? ` at ${formatTime(item.time)}` : ''}`;
}

const page = (lines: readonly string[]) =>
  `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;

const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

function firstName(order: BookedLine['order']): string | null {
  const attendee = order.attendee;
  if (attendee && typeof attendee === 'object' && 'firstName' in attendee && typeof attendee.firstName === 'string')
    return attendee.firstName;
  return null;
}

/** To the buyer: the booking is cancelled, its tickets no longer admit anyone, and what is refunded (or that nothing is). */
export function buyerCancellationEmail(booked: BookedLine, to: string, refundMinor: number, currency: string): QueuedEmail {
  const reference = booked.order.bookingReference ?? '';
  const amount = formatMoney(refundMinor, currency);
  const name = firstName(booked.order);
  const lines = [
    name ? `Dear ${name},` : 'Hello,',
    '',
    `You have cancelled your booking ${reference} of ${tickets(booked.line.quantity)} for ${itemName(booked)}. Its tickets no longer admit anyone.`,
    refundMinor > 0
      ? `Refund: ${amount}, to the card you paid with. It can take 5 to 10 working days to show on your statement.`
      : 'Refund: none. You cancelled after the refund period of the policy had passed, so your place is freed for someone else without a refund.',
    '',
    BRAND.company,
  ];
  return {
    kind: 'booking_cancelled',
    to,
    subject: refundMinor > 0 ? `Booking ${reference} cancelled: ${amount} refunded` : `Booking ${reference} cancelled`,
    text: lines.join('\n'),
    html: page(lines),
    attachments: [],
  };
}

/** To the host's account: a guest cancelled, and their places are back on sale (the waiting list first). */
export async function hostCancellationEmail(tx: Db, booked: BookedLine): Promise<QueuedEmail | null> {
  const [host] = await tx
    .select({ email: accountDirectory.email, firstName: accountDirectory.firstName })
    .from(accountDirectory)
    .where(eq(accountDirectory.id, booked.item.hostId))
    .limit(1);
  if (!host?.email) return null;
  const reference = booked.order.bookingReference ?? '';
  const lines = [
    host.firstName ? `Dear ${host.firstName},` : 'Hello,',
    '',
    `A guest has cancelled booking ${reference}: ${tickets(booked.line.quantity)} for ${itemName(booked)}.`,
    'Those places are back on sale, offered first to anyone on the waiting list. The guest list shows the tickets as cancelled.',
    '',
    BRAND.company,
  ];
  return {
    kind: 'booking_cancelled_host',
    to: host.email,
    subject: `A booking for ${booked.item.title} was cancelled`,
    text: lines.join('\n'),
    html: page(lines),
    attachments: [],
  };
}
