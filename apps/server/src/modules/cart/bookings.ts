import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BoughtEvent, BoughtExperience, MyBooking, MyEventsAndExperiences, PublicItem } from '@trg/contract/catalog';
import { shownStatus } from '@trg/contract/catalog-rules';
import { minorToDecimal } from '@trg/contract/money';
import { itemSlug } from '@trg/contract/slugs';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-error.ts';
import { imageUrl } from '../media/images.ts';
import { catalogItems } from '../catalog/schema.ts';
import type { TicketPricing } from '../catalog/ports.ts';
import { orderItems, orders } from './schema.ts';

/** The public answer for an item a member booked, whatever its status now: the catalog's, handed in by app.ts. */
export type PresentBookedItem = (db: Db, item: typeof catalogItems.$inferSelect) => Promise<PublicItem>;

const BOOKED_STATUSES = ['paid', 'refunded'] as const;
type BookedStatus = (typeof BOOKED_STATUSES)[number];
const isBooked = (status: string): status is BookedStatus => status === 'paid' || status === 'refunded';

/** The member's order lines for events and experiences, paid or refunded, newest first. */
async function bookedLines(db: Db, userId: number, itemId?: number) {
  const conditions = [eq(orders.userId, userId), inArray(orders.status, [...BOOKED_STATUSES])];
  if (itemId !== undefined) conditions.push(eq(orderItems.itemId, itemId));
  const rows = await db
    .select({ line: orderItems, order: orders, item: catalogItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(and(...conditions))
    .orderBy(desc(orders.paidAt), desc(orders.id), desc(orderItems.id));
  return rows.flatMap((row) => (isBooked(row.order.status) ? [{ ...row, orderStatus: row.order.status }] : []));
}

const orderDate = (order: { paidAt: Date | null; createdAt: Date }) => (order.paidAt ?? order.createdAt).toISOString();

/** GET auth/member-profile/my-events-and-experiences, with the prices and fees frozen when the member paid. */
export async function memberBookings(db: Db, userId: number, ticketPricing: TicketPricing): Promise<MyEventsAndExperiences> {
  const now = Date.now();
  const boughtEvents: BoughtEvent[] = [];
  const boughtExperiences: BoughtExperience[] = [];
  for (const { line, order, item, orderStatus } of await bookedLines(db, userId)) {
    const priceMinor = line.unitPriceMinor ?? item.priceMinor ?? 0;
    const common = {
      order__orderDate: orderDate(order),
      price: minorToDecimal(priceMinor, item.currency),
      currency: item.currency,
      clientTransactionFee: minorToDecimal(line.unitFeeMinor ?? ticketPricing(priceMinor, item.currency).feeMinor, item.currency),
      quantity: line.quantity,
      mainExperienceImage: imageUrl(item.imageKey),
      bookingReference: order.bookingReference,
      slug: itemSlug(item.title, item.id),
      date: item.date,
      time: item.time,
      timeZone: item.timeZone,
      orderStatus,
      itemStatus: shownStatus(item, now),
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
export async function memberBooking(db: Db, userId: number, itemId: number, presentItem: PresentBookedItem): Promise<MyBooking> {
  const lines = await bookedLines(db, userId, itemId);
  const first = lines[0];
  if (!first) throw notFound(`You have no booking for the id ${itemId}.`);
  return {
    item: await presentItem(db, first.item),
    bookings: lines.map(({ line, order, orderStatus }) => ({
      bookingReference: order.bookingReference,
      quantity: line.quantity,
      orderDate: orderDate(order),
      orderStatus,
    })),
    quantityBought: lines.filter((l) => l.orderStatus === 'paid').reduce((sum, l) => sum + l.line.quantity, 0),
    ticketsPerOrder: first.item.ticketsPerOrder,
  };
}
