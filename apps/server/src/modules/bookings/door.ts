import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ticketCodeOf,
  voidTicketMessage,
  type CheckInEntry,
  type CheckInResult,
  type CheckInResults,
  type DoorCounts,
  type Guest,
  type GuestList,
} from '@trg/contract/guest-list';
import { timeZoneLabel } from '@trg/contract/display';
import { localDateTimeOf } from '@trg/contract/local-time-labels';
import { DEFAULT_CURRENCY, minorToDecimal } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/http-error.ts';
import { messagedItem } from '../catalog/index.ts';
import { itemBookedLines, type ItemBookedLine } from '../cart/index.ts';
import { lineAmountPaidMinor } from './bookings.ts';
import { checkIns, tickets } from './schema.ts';

// The host's day: who is coming to an item (or one slot of an experience), and letting them in at the door.

type DoorItem = GuestList['item'] & { ids: number[]; slots: Map<number, { date: string | null; time: string | null }> };

/**
 * The host's item or slot and the ids whose tickets count for it (an experience's own and its slots'). Another
 * host's item is a 403, as the door's brief asks; an id nobody has, a 404.
 */
async function hostDoorItem(db: Db, hostId: number, id: number): Promise<DoorItem> {
  const item = await messagedItem(db, id);
  if (!item) throw notFound(`There is no event or experience with the id ${id}.`);
  if (item.hostId !== hostId) throw forbidden('Only the host of this event or experience may see its guests and check them in.');
  const { kind, title, date, time, timeZone, parentId } = item;
  return { id, kind, title, date, time, timeZone, parentId, ids: item.bookedIds, slots: item.schedule };
}

const nameOf = (attendee: unknown): string => {
  if (!attendee || typeof attendee !== 'object') return '';
  const part = (key: 'firstName' | 'lastName') => {
    const value: unknown = Reflect.get(attendee, key);
    return typeof value === 'string' ? value : '';
  };
  return `${part('firstName')} ${part('lastName')}`.trim();
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The tickets of these lines with their check-ins, in the order they were issued. */
function lineTickets(db: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ticket: tickets, checkedInAt: checkIns.checkedInAt })
    .from(tickets)
    .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
    .where(inArray(tickets.orderItemId, [...lineIds]))
    .orderBy(asc(tickets.orderItemId), asc(tickets.seq));
}

/** People the item's valid tickets of standing bookings admit, and people let in so far. */
async function doorCounts(db: Db, ids: readonly number[], lines?: readonly ItemBookedLine[]): Promise<DoorCounts> {
  const standing = (lines ?? (await itemBookedLines(db, ids))).filter((line) => line.orderStatus === 'paid').map((line) => line.line.id);
  const [row] =
    standing.length === 0
      ? [{ expected: 0, arrived: 0 }]
      : await db
          .select({
            expected: sql<number>`coalesce(sum(${tickets.admits}) filter (where ${tickets.status} = 'valid'), 0)::int`.mapWith(Number),
            arrived: sql<number>`coalesce(sum(${tickets.admits}) filter (where ${checkIns.id} is not null), 0)::int`.mapWith(Number),
          })
          .from(tickets)
          .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
          .where(inArray(tickets.orderItemId, standing));
  return { expected: row?.expected ?? 0, arrived: row?.arrived ?? 0 };
}

/** The guest list of the host's item or slot: each booking, paid or refunded since, with its tickets. */
export async function guestList(db: Db, hostId: number, id: number): Promise<GuestList> {
  const item = await hostDoorItem(db, hostId, id);
  const lines = await itemBookedLines(db, item.ids);
  const issued = await lineTickets(
    db,
    lines.map((l) => l.line.id),
  );
  const guests: Guest[] = lines.map(({ line, order, orderStatus, linesInOrder }) => {
    const currency = order.currency ?? DEFAULT_CURRENCY;
    const slot = item.slots.get(line.itemId);
    return {
      bookingReference: order.bookingReference,
      name: nameOf(order.attendee) || 'Guest',
      email: order.buyerEmail,
      itemId: line.itemId,
      date: slot?.date ?? null,
      time: slot?.time ?? null,
      quantity: line.quantity,
      amountPaid: minorToDecimal(lineAmountPaidMinor(line, order, linesInOrder), currency),
      currency,
      status: orderStatus,
      paidAt: iso(order.paidAt),
      tickets: issued
        .filter(({ ticket }) => ticket.orderItemId === line.id)
        .map(({ ticket, checkedInAt }) => ({
          code: ticket.code,
          admits: ticket.admits,
          status: ticket.status,
          voidReason: ticket.status === 'void' ? (ticket.voidReason ?? 'refunded') : null,
          voidedAt: iso(ticket.voidedAt),
          checkedInAt: iso(checkedInAt),
        })),
    };
  });
  const { ids: _ids, slots: _slots, ...shown } = item;
  return { item: shown, guests, counts: await doorCounts(db, item.ids, lines) };
}

/** How far back a phone's clock is believed: a queue kept longer than a day is recorded as synced. */
const CLIENT_TIME_WINDOW_MS = 24 * 60 * 60 * 1000;

function admittedAt(clientTime: string | undefined, now: number): Date {
  const at = clientTime ? Date.parse(clientTime) : Number.NaN;
  return Number.isFinite(at) && at <= now && at >= now - CLIENT_TIME_WINDOW_MS ? new Date(at) : new Date(now);
}

/**
 * Lets in the holders of each ticket scanned or typed at the door, in one transaction: admitted the first time,
 * already (when, and whether from another phone) after that, refused with its reason when the ticket is void, its
 * booking refunded, or it is not for this item. The unique check-in per ticket decides, not a read before the write.
 */
export async function checkInTickets(
  db: Db,
  staff: { hostId: number; userId: number },
  id: number,
  entries: readonly CheckInEntry[],
): Promise<CheckInResults> {
  const item = await hostDoorItem(db, staff.hostId, id);
  return db.transaction(async (tx) => {
    const now = Date.now();
    const codes = [...new Set(entries.flatMap((entry) => ticketCodeOf(entry.code) ?? []))];
    const found =
      codes.length === 0
        ? []
        : await tx
            .select()
            .from(tickets)
            .where(and(inArray(tickets.code, codes), inArray(tickets.itemId, item.ids)));
    const lines = await itemBookedLines(tx, item.ids);
    const standing = new Set(lines.filter((l) => l.orderStatus === 'paid').map((l) => l.line.id));
    const names = new Map(lines.map((l) => [l.line.id, nameOf(l.order.attendee) || 'Guest']));
    const zone = timeZoneLabel(item.timeZone);
    const at = (date: Date) => `${localDateTimeOf(date.getTime(), item.timeZone).time} (${zone})`;

    const results: CheckInResult[] = [];
    for (const entry of entries) {
      const base = { code: entry.code, checkedInAt: null, otherDevice: false, name: null, admits: null };
      const code = ticketCodeOf(entry.code);
      const ticket = code ? found.find((candidate) => candidate.code === code) : undefined;
      if (!code) {
        results.push({
          ...base,
          outcome: 'refused',
          message: 'That is not a ticket code: it has 12 letters and digits, like K7QM-4XPD-2RTA.',
        });
        continue;
      }
      if (!ticket) {
        results.push({ ...base, outcome: 'refused', message: `No ticket for ${item.title} has the code ${code}.` });
        continue;
      }
      const holder = { name: names.get(ticket.orderItemId) ?? 'Guest', admits: ticket.admits };
      if (ticket.status === 'void') {
        results.push({ ...base, ...holder, outcome: 'refused', message: voidTicketMessage(ticket.voidReason, iso(ticket.voidedAt)) });
        continue;
      }
      if (!standing.has(ticket.orderItemId)) {
        results.push({ ...base, ...holder, outcome: 'refused', message: voidTicketMessage('refunded', null) });
        continue;
      }
      const [admitted] = await tx
        .insert(checkIns)
        .values({
          ticketId: ticket.id,
          itemId: ticket.itemId,
          checkedInAt: admittedAt(entry.clientTime, now),
          deviceId: entry.deviceId,
          staffUserId: staff.userId,
        })
        .onConflictDoNothing({ target: checkIns.ticketId })
        .returning();
      if (admitted) {
        const people = ticket.admits === 1 ? '1 person' : `${ticket.admits} people`;
        results.push({
          ...base,
          ...holder,
          outcome: 'admitted',
          checkedInAt: admitted.checkedInAt.toISOString(),
          message: `Welcome, ${holder.name}: this ticket admits ${people}.`,
        });
        continue;
      }
      const [first] = await tx.select().from(checkIns).where(eq(checkIns.ticketId, ticket.id)).limit(1);
      const when = first?.checkedInAt ?? new Date(now);
      const otherDevice = first !== undefined && first.deviceId !== entry.deviceId;
      results.push({
        ...base,
        ...holder,
        outcome: 'already',
        checkedInAt: when.toISOString(),
        otherDevice,
        message: `Already checked in at ${at(when)}${otherDevice ? ' on another phone' : ''}.`,
      });
    }
    return { results, counts: await doorCounts(tx, item.ids, lines) };
  });
}
