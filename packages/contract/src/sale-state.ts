import { hasStarted, latestSalesEndOf, salesOpenAt, type CatalogFacts } from './catalog-rules.ts';
import { formatDate, formatTime } from './dates.ts';
import { timeZoneLabel } from './display.ts';

/** Whether tickets can be bought, as the public item page shows it (`salesState`). */
export const SALES_STATES = ['open', 'not-started', 'closed', 'sold-out'] as const;
export type SalesState = (typeof SALES_STATES)[number];

/** The facts the sale state reads, named as the server stores them. */
export type SaleFacts = Pick<
  CatalogFacts,
  | 'title'
  | 'status'
  | 'priceMinor'
  | 'quantity'
  | 'date'
  | 'time'
  | 'timeZone'
  | 'salesStartDate'
  | 'salesStartTime'
  | 'salesEndDate'
  | 'salesEndTime'
> & { hostSuspended: boolean };

/** Why an item is not on sale. A draft is not for sale at all, so the cart answers as if there were no such item. */
export type NotOnSale = 'draft' | 'cancelled' | 'host-suspended' | 'not-priced' | 'not-started' | 'closed';

export type SaleState = { onSale: true } | { onSale: false; reason: NotOnSale; message: string };

const MINUTE_MS = 60_000;

/**
 * How long a place freed on a sold-out item's waiting list is held for the first in line before it passes to the
 * next (here, not with the waiting list's schemas: the item page says it without loading them).
 */
export const WAITING_LIST_HOLD_MINUTES = 30;

/** When ticket sales close: after the last minute the host set (inclusive: '23:59' sells until midnight). */
function salesCloseAt(item: SaleFacts): number | undefined {
  const lastMinute = latestSalesEndOf(item);
  return lastMinute === undefined ? undefined : lastMinute + MINUTE_MS;
}

/**
 * Whether tickets of an item can be sold at `now`, and if not, why, in words the buyer reads: Active, its host not
 * suspended, priced with tickets issued, before the item starts (hasStarted) and inside its sales window (from
 * the sales start, the start of its day without a time; through the whole last minute of the sales end, the end of
 * its day without a time). Stock is not looked at: the cart counts it under a lock, the item page with salesState.
 * The cart, the checkout and the item page all ask this one function.
 */
export function saleState(item: SaleFacts, now: number): SaleState {
  const { title } = item;
  if (item.status === 'Draft') return { onSale: false, reason: 'draft', message: 'We could not find that event or experience.' };
  if (item.status === 'Cancelled') return { onSale: false, reason: 'cancelled', message: `${title} has been cancelled.` };
  if (item.hostSuspended) {
    return {
      onSale: false,
      reason: 'host-suspended',
      message: `${title} is not on sale at the moment: bookings with its host are paused.`,
    };
  }
  if (item.priceMinor === null || item.quantity === null)
    return { onSale: false, reason: 'not-priced', message: `Tickets for ${title} are not on sale.` };
  const closed = { onSale: false, reason: 'closed', message: `Ticket sales for ${title} have closed.` } as const;
  if (hasStarted(item, now)) return closed;
  const opens = salesOpenAt(item);
  if (opens !== undefined && now < opens) {
    const when = `${formatDate(item.salesStartDate ?? '')} at ${formatTime(item.salesStartTime ?? '') || '00:00'} (${timeZoneLabel(item.timeZone ?? 'Etc/UTC', { date: item.salesStartDate })})`;
    return { onSale: false, reason: 'not-started', message: `Tickets for ${title} go on sale on ${when}.` };
  }
  const closes = salesCloseAt(item);
  if (closes !== undefined && now >= closes) return closed;
  return { onSale: true };
}

/** The sale state as the item page shows it, with `ticketsTaken` (sold plus held by checkouts under way) against the stock. */
export function salesState(item: SaleFacts, ticketsTaken: number, now: number): SalesState {
  const state = saleState(item, now);
  if (!state.onSale) return state.reason === 'not-started' ? 'not-started' : 'closed';
  return item.quantity !== null && ticketsTaken >= item.quantity ? 'sold-out' : 'open';
}
