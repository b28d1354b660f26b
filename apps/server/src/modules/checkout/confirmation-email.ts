import QRCode from 'qrcode';
import { BRAND } from '@trg/contract/brand';
import { formatDate, formatTime } from '@trg/contract/dates';
import { DEFAULT_CURRENCY, formatMoney } from '@trg/contract/money';
import { countryName } from '@trg/contract/lists/countries';
import { timeZoneLabel } from '@trg/contract/display';
import type { QueuedEmail } from '../email/index.ts';
import type { Order, OrderLine } from '../cart/index.ts';
import type { Ticket } from '../bookings/index.ts';
import { escapeHtml } from '@trg/contract/html';
import { calendarFile } from '@trg/contract/ics';
import { itemSlug } from '@trg/contract/slugs';
import { paths } from '@trg/contract/paths';

/**
 * The site's address for the confirmation's 'Manage booking' links: the configured PUBLIC_URL, set once when the shop
 * is registered (the same on every instance), so the settlement that queues the email needs no new argument.
 */
let manageBookingSite = 'http://localhost:3000';

export function setManageBookingSite(publicUrl: string): void {
  manageBookingSite = publicUrl.replace(/\/$/, '');
}

/**
 * The member's booking page of a line's item: its tickets, and cancelling it (decision 0028). A plain link that needs
 * the buyer to sign in (a private page sends them to /login and back); the server lets only the order's buyer in.
 */
function manageBookingLink(item: OrderLine['item']): string {
  const slug = itemSlug(item.title, item.id);
  return `${manageBookingSite}${item.kind === 'event' ? paths.myEvent(slug) : paths.myExperience(slug)}`;
}

function when(line: OrderLine): string {
  const { item } = line;
  if (!item.date) return 'Date to be confirmed';
  const time = item.time
    ? ` at ${formatTime(item.time)} (${timeZoneLabel(item.timeZone, { date: item.date }).replace(/\u00a0/g, ' ')})`
    : '';
  return `${formatDate(item.date)}${time}`;
}

function venue(line: OrderLine): string {
  const { item } = line;
  if (item.online) return item.streamingLink ? 'Online' : 'Online: the host sends the streaming details before it starts';
  const country = item.locationCountry ? (countryName(item.locationCountry) ?? item.locationCountry) : null;
  return [item.locationAddress, item.locationCity, item.locationZipCode, country].filter(Boolean).join(', ') || 'Venue to be confirmed';
}

/** An online item's private joining details, for this buyer's eyes: link and instructions, when the host gave them. */
function streaming(line: OrderLine): string[] {
  const { item } = line;
  if (!item.online) return [];
  return [
    ...(item.streamingLink ? [`Streaming link: ${item.streamingLink}`] : []),
    ...(item.streamingInstructions ? [`How to join: ${item.streamingInstructions}`] : []),
  ];
}

function firstName(order: Order): string {
  const attendee = order.attendee;
  if (attendee && typeof attendee === 'object' && 'firstName' in attendee && typeof attendee.firstName === 'string') {
    return attendee.firstName;
  }
  return '';
}

function streamingHtml(line: OrderLine): string {
  const { item } = line;
  if (!item.online || (!item.streamingLink && !item.streamingInstructions)) return '';
  const link = item.streamingLink
    ? `Streaming link: <a href="${escapeHtml(item.streamingLink)}">${escapeHtml(item.streamingLink)}</a><br>`
    : '';
  const instructions = item.streamingInstructions ? `How to join: ${escapeHtml(item.streamingInstructions)}` : '';
  return `<p style="margin:0 0 4px">${link}${instructions}</p>`;
}

/** The confirmation sent on payment: reference, items, totals, date and venue, and a QR code per ticket. */
export async function confirmationEmail(
  order: Order,
  lines: readonly OrderLine[],
  issued: readonly Ticket[],
  to: string,
): Promise<QueuedEmail> {
  const currency = order.currency ?? DEFAULT_CURRENCY;
  const money = (minor: number | null) => formatMoney(minor ?? 0, currency);
  const reference = order.bookingReference ?? '';
  const attachments: QueuedEmail['attachments'] = [];
  const textParts: string[] = [];
  const htmlParts: string[] = [];

  for (const line of lines) {
    const lineTickets = issued.filter((ticket) => ticket.orderItemId === line.id);
    textParts.push(
      [
        `${line.item.title} (${line.item.kind === 'event' ? 'Event' : 'Experience'}${line.item.itemType ? `, ${line.item.itemType}` : ''})`,
        `  When: ${when(line)}`,
        `  Where: ${venue(line)}`,
        ...streaming(line).map((text) => `  ${text}`),
        `  ${line.quantity} x ${money(line.unitPriceMinor)} + booking fee ${money(line.unitFeeMinor)} each`,
        ...lineTickets.map((ticket) => `  Ticket ${ticket.code}, admits ${ticket.admits}`),
        `  Manage booking (tickets, cancel): ${manageBookingLink(line.item)}`,
      ].join('\n'),
    );
    // The calendar entry, the same as the booking page's download (its uid too), so a calendar keeps one of it.
    if (line.item.date) {
      const ics = calendarFile({
        uid: `${reference || 'booking'}-${line.item.id}@therealgrape`,
        title: line.item.title,
        date: line.item.date,
        time: line.item.time,
        timeZone: line.item.timeZone,
        location: line.item.online ? 'Online' : venue(line),
        description: reference ? `Booking reference ${reference}` : null,
      });
      attachments.push({
        filename: `${itemSlug(line.item.title, line.item.parentId ?? line.item.id)}.ics`,
        cid: '',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics).toString('base64'),
      });
    }
    const ticketHtml: string[] = [];
    for (const ticket of lineTickets) {
      const cid = `ticket-${ticket.code}@therealgrape`;
      const png = await QRCode.toBuffer(`TRG-TICKET:${ticket.code}`, { type: 'png', width: 220, margin: 1, errorCorrectionLevel: 'M' });
      attachments.push({ filename: `ticket-${ticket.code}.png`, cid, contentType: 'image/png', content: png.toString('base64') });
      ticketHtml.push(
        `<td style="padding:8px;text-align:center;font-family:Georgia,serif"><img src="cid:${cid}" width="160" height="160" alt="QR code of ticket ${escapeHtml(ticket.code)}"><br>${escapeHtml(ticket.code)}<br><small>Admits ${ticket.admits}</small></td>`,
      );
    }
    htmlParts.push(
      `<h2 style="font-family:Georgia,serif;color:#6b1d2a;margin:24px 0 4px">${escapeHtml(line.item.title)}</h2>` +
        `<p style="margin:0 0 4px">${escapeHtml(when(line))}<br>${escapeHtml(venue(line))}</p>` +
        streamingHtml(line) +
        `<p style="margin:0 0 8px">${line.quantity} &times; ${escapeHtml(money(line.unitPriceMinor))} + booking fee ${escapeHtml(money(line.unitFeeMinor))} each</p>` +
        `<table role="presentation"><tr>${ticketHtml.join('')}</tr></table>` +
        `<p style="margin:4px 0 8px"><a href="${escapeHtml(manageBookingLink(line.item))}">Manage booking</a> (your tickets, or cancel under the refund policy)</p>`,
    );
  }

  const totals: Array<[string, string]> = [
    ['Subtotal', money(order.subtotalMinor)],
    ...(order.discountMinor ? ([['Discount', `-${money(order.discountMinor)}`]] as Array<[string, string]>) : []),
    ['Booking Fee', money(order.feesMinor)],
    ['VAT', money(order.vatMinor)],
    ['Total paid', money(order.totalMinor)],
  ];
  const name = firstName(order);
  const greeting = name ? `Dear ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Thank you for booking with ${BRAND.name}. Your booking is confirmed.`,
    `Booking reference: ${reference}`,
    '',
    ...textParts,
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Show the QR code of each ticket (in the HTML version of this email) at the door.',
    `${BRAND.company}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b1d1a;background:#faf6ef;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for booking with ${escapeHtml(BRAND.name)}. Your booking is confirmed.</p>
<p style="font-size:18px">Booking reference: <strong>${escapeHtml(reference)}</strong></p>
${htmlParts.join('\n')}
<table role="presentation" style="margin-top:24px;border-collapse:collapse">${totals
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p>Show the QR code of each ticket at the door.</p>
<p>${escapeHtml(BRAND.company)}</p>
</body></html>`;
  return { kind: 'booking_confirmation', to, subject: `Your booking ${reference} is confirmed`, text, html, attachments };
}

/** Tells the buyer that (part of) their payment is being refunded, and why. */
export function refundEmail(order: Order, to: string, amountMinor: number, reason: string): QueuedEmail {
  const amount = formatMoney(amountMinor, order.currency ?? DEFAULT_CURRENCY);
  const reference = order.bookingReference ?? '';
  const name = firstName(order);
  const lines = [
    name ? `Dear ${name},` : 'Hello,',
    '',
    reason,
    `We are refunding ${amount} to the card you paid with (booking reference ${reference}). It can take 5 to 10 working days to show on your statement.`,
    '',
    `${BRAND.company}`,
  ];
  return {
    kind: 'refund_notice',
    to,
    subject: `Refund of ${amount} for booking ${reference}`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
    attachments: [],
  };
}

/** A delayed payment (a direct debit) failed after the booking was made: its places went back. */
export function paymentFailedEmail(order: Order, to: string, reason: string): QueuedEmail {
  const amount = formatMoney(order.totalMinor ?? 0, order.currency ?? DEFAULT_CURRENCY);
  const reference = order.bookingReference ?? '';
  const name = firstName(order);
  const lines = [
    name ? `Dear ${name},` : 'Hello,',
    '',
    `Your payment of ${amount} for booking ${reference} did not go through: ${reason}`,
    'Nothing has been taken from your account, and the places we were holding for you have been released. If you still want to come, please book again.',
    '',
    `${BRAND.company}`,
  ];
  return {
    kind: 'payment_failed_notice',
    to,
    subject: `Your payment for booking ${reference} did not go through`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
    attachments: [],
  };
}
