import { toCsv } from '@trg/contract/csv';
import { formatDate, formatTime } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';
import type { Guest, GuestList, GuestTicket } from '@trg/contract/guest-list';
import { localDateTimeOf } from '@trg/contract/local-time-labels';
import { moneyText } from '../../lib/money.ts';

/** '19:02': an instant as the 24-hour time at the item's place. */
export const doorTime = (iso: string, timeZone: string) => localDateTimeOf(Date.parse(iso), timeZone).time;

/** 'Times are Paris time, GMT+2.' */
export const zoneNote = (list: GuestList) => `Times are ${timeZoneLabel(list.item.timeZone, { date: list.item.date })}.`;

/** What became of a ticket: let in (when), waiting, or why it no longer admits anyone. */
export function ticketState(ticket: GuestTicket, timeZone: string): string {
  if (ticket.status === 'void') return ticket.voidReason === 'transferred' ? 'Passed on' : 'Refunded';
  return ticket.checkedInAt ? `Checked in at ${doorTime(ticket.checkedInAt, timeZone)}` : 'Not yet arrived';
}

/** '12 May 2031 at 11:00': a guest's slot or the item's date. */
export const guestWhen = (guest: Pick<Guest, 'date' | 'time'>) =>
  guest.date ? `${formatDate(guest.date)}${guest.time ? ` at ${formatTime(guest.time)}` : ''}` : '';

/** Does the guest match the words typed: name, email, booking reference or a ticket's code. */
export function guestMatches(guest: Guest, words: string): boolean {
  const wanted = words.trim().toLowerCase();
  if (!wanted) return true;
  const squashed = wanted.replace(/[\s-]/g, '');
  return (
    guest.name.toLowerCase().includes(wanted) ||
    (guest.email ?? '').toLowerCase().includes(wanted) ||
    (guest.bookingReference ?? '').toLowerCase().includes(wanted) ||
    guest.tickets.some((ticket) => ticket.code.toLowerCase().replaceAll('-', '').includes(squashed))
  );
}

/** The guest list as CSV, a row per ticket (a booking without tickets yet: one row). */
export function guestListCsv(list: GuestList): string {
  const zone = list.item.timeZone;
  const header = ['Name', 'Email', 'Booking reference', 'Date', 'Ticket', 'Admits', 'Amount paid', 'Currency', 'Status', 'Checked in'];
  const rows = list.guests.flatMap((guest) => {
    const common = [guest.name, guest.email ?? '', guest.bookingReference ?? '', guestWhen(guest)];
    const paid = [guest.amountPaid, guest.currency];
    if (guest.tickets.length === 0) return [[...common, '', guest.quantity, ...paid, guest.status === 'paid' ? 'Paid' : 'Refunded', '']];
    return guest.tickets.map((ticket) => [
      ...common,
      ticket.code,
      ticket.admits,
      ...paid,
      ticket.status === 'void' ? ticketState(ticket, zone) : guest.status === 'paid' ? 'Paid' : 'Refunded',
      ticket.checkedInAt
        ? `${formatDate(localDateTimeOf(Date.parse(ticket.checkedInAt), zone).date)} ${doorTime(ticket.checkedInAt, zone)}`
        : '',
    ]);
  });
  return toCsv([header, ...rows]);
}

/** '£94.00' */
export const amountText = (guest: Guest) => moneyText(guest.amountPaid, guest.currency);
