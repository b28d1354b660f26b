import type { CatalogKind, ShownStatus } from '@trg/contract/catalog-rules';
import type { Db } from '../../db/client.ts';

/** An item as the dashboards show it; the catalog answers these. */
export interface DashboardItem {
  id: number;
  kind: CatalogKind;
  title: string;
  slug: string;
  date: string | null;
  time: string | null;
  timeZone: string | null;
  currency: string;
  capacity: number | null;
  /** Draft, Active, Cancelled, or Past once it has started. */
  shownStatus: ShownStatus;
  /** When it starts (epoch ms), by the catalog's one rule (without a time, when its day ends); null without a date. */
  startsAt: number | null;
  /** What it still needs before it can be published (labels); empty when ready. */
  missingForPublish: string[];
  /** For one slot of an experience sold by the slot: the experience's id (its reviews and figures are the experience's). */
  slotOf: number | null;
}

/** One paid line of an order that was not refunded (the cart's). */
export interface PaidLine {
  itemId: number;
  quantity: number;
  /** The ticket price frozen at payment times the quantity, fees excluded. */
  amountMinor: number;
  currency: string;
  paidAt: Date;
  bookingReference: string | null;
}

/**
 * What the dashboard asks of the modules that own the data, handed in by app.ts: it imports none of them,
 * so the cart's sales reach the host's home page without another module reading the cart's tables.
 */
export interface DashboardPorts {
  /** The items with these ids (the catalog). */
  itemsById(db: Db, ids: readonly number[], now: number): Promise<DashboardItem[]>;
  /** Every event and experience of the host (the catalog). */
  hostItems(db: Db, hostId: number, now: number): Promise<DashboardItem[]>;
  /** The member's paid, unrefunded lines (the cart). */
  memberPaidLines(db: Db, userId: number): Promise<PaidLine[]>;
  /** Paid, unrefunded lines of these items (the cart). */
  itemPaidLines(db: Db, itemIds: readonly number[]): Promise<PaidLine[]>;
  /** The ids of the items the member has reviewed (the reviews). */
  reviewedItemIds(db: Db, userId: number): Promise<Set<number>>;
  /** The wines poured at these items that the member has not reviewed, each with the first item (the wine profiles). */
  winesToReview(db: Db, userId: number, itemIds: readonly number[]): Promise<WineToReview[]>;
}

/** A wine waiting for the member's review, and the item that poured it. */
export interface WineToReview {
  wineId: number;
  wineListId: number;
  wine: string;
  producer: string | null;
  vintage: string | null;
  itemId: number;
}
