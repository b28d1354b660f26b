import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { ShownReview } from '@trg/contract/reviews';
import type { Db } from '../../db/client.ts';

/**
 * The cart's rule for one ticket: its booking fee, the VAT on that fee and the all-in price, in minor
 * units of the ticket's currency.
 */
export type TicketPricing = (priceMinor: number, currency: string) => { feeMinor: number; vatMinor: number; allInMinor: number };

export interface SalesFigures {
  ticketsSold: number;
  grossMinor: number;
}

export interface ReviewSummary {
  average: number | null;
  count: number;
  /** The first page of the reviews people read, newest first (the item page renders it with the page). */
  latest?: ShownReview[];
}

/** Called inside the cancelling transaction, so paid orders are refunded atomically with it (the cart's refunds). */
export type ItemCancelledHook = (tx: Db, itemId: number) => Promise<unknown>;

/**
 * What the catalog asks of the modules above it (the orders side and reviews), handed in by app.ts, so
 * the catalog never imports them: its answers show the cart's prices, sales and holds and the reviews'
 * summary without knowing their tables.
 */
export interface CatalogPorts {
  /** The fee and all-in price shown beside a price: what the cart will charge. */
  ticketPricing: TicketPricing;
  /** Tickets sold and gross takings per item, from paid order lines not refunded. */
  salesByItem(db: Db, itemIds: readonly number[]): Promise<Map<number, SalesFigures>>;
  /**
   * Tickets sold plus tickets held by checkouts in progress for the item with this id, as a subquery: what
   * a buyer can no longer have. A subquery, so that the public detail is read in one statement.
   */
  ticketsTakenSql(itemId: SQLWrapper): SQL<number>;
  /** The reviews' average, count and first page for the item with this id, as a subquery. */
  reviewSummarySql(itemId: SQLWrapper): SQL<ReviewSummary>;
  /** A host's cancellation refunds its paid orders, in the same transaction. */
  onItemCancelled: ItemCancelledHook;
  /**
   * After a host's change is committed: the places of these items may have grown (or their sale reopened), so their
   * waiting lists may be offered some. Never throws.
   */
  onPlacesChanged(itemIds: readonly number[]): Promise<void>;
  /** Of these items, those that any order line names (a cart's, a checkout's, a booking's): a slot that must stay. */
  itemsWithLines(db: Db, itemIds: readonly number[]): Promise<Set<number>>;
  /** The paid, unrefunded bookings of each slot: reference, the attendee's name and places. */
  slotBookings(
    db: Db,
    itemIds: readonly number[],
  ): Promise<Map<number, { bookingReference: string | null; name: string; quantity: number }[]>>;
}
