import { and, asc, between, eq, gt, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogItems } from '../catalog/schema.ts';
import { paidUnrefunded } from './paid-orders.ts';
import { orderItems, orders } from './schema.ts';
import type { CatalogItem } from './stock.ts';

/** A booking that stands (a paid line not refunded), with what a notice about it says: the buyer, the order, the item. */
export interface StandingBooking {
  /** The order line's id: a booking is one item in one paid order. */
  bookingId: number;
  bookingReference: string | null;
  quantity: number;
  buyerEmail: string | null;
  buyerFirstName: string | null;
  paidAt: Date;
  item: CatalogItem;
}

/**
 * Which bookings: these ids; those of these items (a host's message to their guests); those of items dated in a range of local dates (inclusive); or those paid in a window
 * (of one host's items, if given).
 */
export type StandingBookingFilter =
  | { bookingIds: readonly number[] }
  | { itemIds: readonly number[] }
  | { itemDates: { from: string; to: string } }
  | { paidAfter: Date; paidUntil: Date; hostId?: number };

function condition(filter: StandingBookingFilter): SQL | undefined {
  if ('bookingIds' in filter) return inArray(orderItems.id, [...filter.bookingIds]);
  if ('itemIds' in filter) return inArray(orderItems.itemId, [...filter.itemIds]);
  if ('itemDates' in filter) return between(catalogItems.date, filter.itemDates.from, filter.itemDates.to);
  return and(
    gt(orders.paidAt, filter.paidAfter),
    lte(orders.paidAt, filter.paidUntil),
    filter.hostId === undefined ? undefined : eq(catalogItems.hostId, filter.hostId),
  );
}

const firstNameOf = (attendee: unknown): string | null =>
  attendee && typeof attendee === 'object' && 'firstName' in attendee && typeof attendee.firstName === 'string' ? attendee.firstName : null;

/**
 * Bookings that stand, with their items, for the notices (reminders, review invitations, hosts' digests): one
 * statement, the cart's rule of a booking that stands (paidUnrefunded) applied here.
 */
export async function standingBookings(db: Db, filter: StandingBookingFilter): Promise<StandingBooking[]> {
  if ('bookingIds' in filter && filter.bookingIds.length === 0) return [];
  if ('itemIds' in filter && filter.itemIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: orderItems.id,
      bookingReference: orders.bookingReference,
      quantity: orderItems.quantity,
      buyerEmail: orders.buyerEmail,
      attendee: orders.attendee,
      paidAt: orders.paidAt,
      item: catalogItems,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(and(condition(filter), paidUnrefunded(), isNotNull(orders.paidAt)))
    .orderBy(asc(orderItems.id));
  return rows.map(({ attendee, paidAt, ...row }) => ({ ...row, buyerFirstName: firstNameOf(attendee), paidAt: paidAt ?? new Date(0) }));
}
