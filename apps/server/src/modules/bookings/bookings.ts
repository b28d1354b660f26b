import { asc, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { BookingCancellation } from '@trg/contract/booking-cancel';
import type { BoughtEvent, BoughtExperience, MyBooking, MyEventsAndExperiences, PublicItem } from '@trg/contract/catalog';
import { shownStatus } from '@trg/contract/catalog-rules';
import { minorToDecimal } from '@trg/contract/money';
import { itemSlug } from '@trg/contract/slugs';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-error.ts';
import { imageUrl } from '../media/index.ts';
import type { TicketPricing } from '../catalog/index.ts';
import { memberBookedLines, type BookedLine, type CatalogItem } from '../cart/index.ts';
import { tickets } from './schema.ts';
import { zoneOnTheWire } from '@trg/contract/local-time-labels';

/** The public answer for an item a member booked, whatever its status now: the catalog's, handed in by app.ts. */
export type PresentBookedItem = (db: Db, item: CatalogItem) => Promise<PublicItem>;

/** Whether and for what refund each line can be cancelled (or what its cancellation refunded): the checkout's, handed in. */
export type CancellationQuotes = (db: Db, lines: readonly BookedLine[]) => Promise<Map<number, BookingCancellation>>;

type Line = BookedLine['line'];
type Order = BookedLine['order'];

/**
 * What one line of an order cost the member: its tickets with their fee and VAT, less its share of the
 * order's discount (by subtotal); an order of one line paid exactly its total.
 */
export function lineAmountPaidMinor(line: Line, order: Order, linesInOrder: number): number {
  if (linesInOrder === 1 && order.totalMinor !== null) return order.totalMinor;
  const subtotal = (line.unitPriceMinor ?? 0) * line.quantity;
  const charges = subtotal + ((line.unitFeeMinor ?? 0) + (line.unitVatMinor ?? 0)) * line.quantity;
  const discount = order.discountMinor && order.subtotalMinor ? Math.round((order.discountMinor * subtotal) / order.subtotalMinor) : 0;
  return Math.max(0, charges - discount);
}

/** The SVG QR code of a ticket, the same content as the confirmation email's PNG. */
export const ticketQrSvg = (code: string) => QRCode.toString(`TRG-TICKET:${code}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

const orderDate = (order: { paidAt: Date | null; createdAt: Date }) => (order.paidAt ?? order.createdAt).toISOString();

/** GET auth/member-profile/my-events-and-experiences, with the prices and fees frozen when the member paid. */
export async function memberBookings(db: Db, userId: number, ticketPricing: TicketPricing): Promise<MyEventsAndExperiences> {
  const now = Date.now();
  const boughtEvents: BoughtEvent[] = [];
  const boughtExperiences: BoughtExperience[] = [];
  const lines = await memberBookedLines(db, userId);
  for (const { line, order, item, orderStatus, linesInOrder } of lines) {
    const priceMinor = line.unitPriceMinor ?? item.priceMinor ?? 0;
    const common = {
      order__orderDate: orderDate(order),
      price: minorToDecimal(priceMinor, item.currency),
      currency: item.currency,
      clientTransactionFee: minorToDecimal(line.unitFeeMinor ?? ticketPricing(priceMinor, item.currency).feeMinor, item.currency),
      quantity: line.quantity,
      mainExperienceImage: imageUrl(item.imageKey),
      bookingReference: order.bookingReference,
      slug: itemSlug(item.title, item.parentId ?? item.id),
      date: item.date,
      time: item.time,
      ...zoneOnTheWire(item.timeZone, item.date, item.time),
      ...(item.parentId !== null ? { slot: { id: item.id, experienceId: item.parentId } } : {}),
      orderStatus,
      itemStatus: shownStatus(item, now),
      amountPaid: minorToDecimal(lineAmountPaidMinor(line, order, linesInOrder), order.currency ?? item.currency),
    };
    if (item.kind === 'event') {
      boughtEvents.push({ event__id: item.id, event__eventTitle: item.title, event__eventType: item.itemType, ...common });
    } else {
      boughtExperiences.push({
        experiences__id: item.id,
        experiences__experienceTitle: item.title,
        experiences__experienceType: item.itemType,
        ...common,
      });
    }
  }
  return { boughtEvents, boughtExperiences };
}

/** One item the member bought: the item (even if since cancelled) and each of their bookings for it. */
export async function memberBooking(
  db: Db,
  userId: number,
  itemId: number,
  presentItem: PresentBookedItem,
  cancellationQuotes?: CancellationQuotes,
): Promise<MyBooking> {
  const lines = await memberBookedLines(db, userId, itemId);
  const first = lines[0];
  if (!first) throw notFound(`You have no booking for the id ${itemId}.`);
  const issued = await db
    .select({
      id: tickets.id,
      orderItemId: tickets.orderItemId,
      code: tickets.code,
      admits: tickets.admits,
      status: tickets.status,
      voidReason: tickets.voidReason,
      holderName: tickets.holderName,
      replacesTicketId: tickets.replacesTicketId,
    })
    .from(tickets)
    .where(
      inArray(
        tickets.orderItemId,
        lines.map((l) => l.line.id),
      ),
    )
    .orderBy(asc(tickets.orderItemId), asc(tickets.seq));
  // The buyer sees the tickets they hold; one they passed on shows whom to, and the new holder's ticket is theirs alone.
  const passedOnTo = new Map(
    issued.flatMap((t) => (t.replacesTicketId !== null && t.holderName !== null ? [[t.replacesTicketId, t.holderName]] : [])),
  );
  const ticketsOf = async (lineId: number) =>
    Promise.all(
      issued
        .filter((ticket) => ticket.orderItemId === lineId && ticket.holderName === null)
        .map(async ({ id, code, admits, status, voidReason }) => ({
          code,
          admits,
          status,
          qrSvg: await ticketQrSvg(code),
          voidReason: status === 'void' ? (voidReason ?? 'refunded') : null,
          passedOnTo: passedOnTo.get(id) ?? null,
        })),
    );
  const holdsPaid = lines.some((l) => l.orderStatus === 'paid');
  const quotes = cancellationQuotes ? await cancellationQuotes(db, lines) : new Map<number, BookingCancellation>();
  return {
    item: await presentItem(db, first.item),
    bookings: await Promise.all(
      lines.map(async ({ line, order, orderStatus, item, linesInOrder }) => ({
        bookingReference: order.bookingReference,
        quantity: line.quantity,
        orderDate: orderDate(order),
        orderStatus,
        amountPaid: minorToDecimal(lineAmountPaidMinor(line, order, linesInOrder), order.currency ?? item.currency),
        currency: order.currency ?? item.currency,
        tickets: await ticketsOf(line.id),
        cancellation: quotes.get(line.id) ?? null,
      })),
    ),
    quantityBought: lines.filter((l) => l.orderStatus === 'paid').reduce((sum, l) => sum + l.line.quantity, 0),
    ticketsPerOrder: first.item.ticketsPerOrder,
    // The private joining details, only while the member holds a paid, unrefunded booking of an online item.
    streaming:
      first.item.online && holdsPaid
        ? { streamingLink: first.item.streamingLink, streamingInstructions: first.item.streamingInstructions }
        : null,
  };
}
