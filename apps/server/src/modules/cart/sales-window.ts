import { formatDate, formatTime } from '@trg/contract/dates';
import type { catalogItems } from '../catalog/schema.ts';

type Item = Pick<
  typeof catalogItems.$inferSelect,
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
  | 'hostSuspended'
>;

/** Minutes east of GMT of a stored short offset label ('GMT', 'GMT+01:00', 'GMT-03:30'); GMT when unreadable. */
export function offsetMinutes(label: string): number {
  const match = /^(?:GMT|UTC)(?:([+-])(\d{1,2}):?(\d{2}))?$/.exec(label.trim());
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a local date and 24-hour time in the item's offset; null without a date. */
export function localInstant(date: string | null, time: string | null, zone: string, fallbackTime: string): Date | null {
  if (!date) return null;
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!dateMatch) return null;
  const timeMatch = /^(\d{2}):(\d{2})/.exec(time ?? '') ?? /^(\d{2}):(\d{2})/.exec(fallbackTime);
  const utc = Date.UTC(
    Number(dateMatch[1]),
    Number(dateMatch[2]) - 1,
    Number(dateMatch[3]),
    Number(timeMatch?.[1] ?? 0),
    Number(timeMatch?.[2] ?? 0),
  );
  return new Date(utc - offsetMinutes(zone) * 60_000);
}

export type SaleState = { onSale: true } | { onSale: false; reason: 'not_found' | 'not_on_sale'; message: string };

/**
 * Whether tickets can be sold now: Active, priced, with tickets issued, inside the sales window
 * (start and end date and time in the item's offset; the end defaults to the start of the event).
 */
export function saleState(item: Item, now: Date): SaleState {
  const title = item.title;
  if (item.status === 'Draft') return { onSale: false, reason: 'not_found', message: 'We could not find that event or experience.' };
  if (item.status === 'Cancelled') return { onSale: false, reason: 'not_on_sale', message: `${title} has been cancelled.` };
  if (item.hostSuspended) {
    return { onSale: false, reason: 'not_on_sale', message: `${title} is not on sale at the moment: bookings with its host are paused.` };
  }
  if (item.priceMinor === null || item.quantity === null) {
    return { onSale: false, reason: 'not_on_sale', message: `Tickets for ${title} are not on sale.` };
  }
  const start = localInstant(item.salesStartDate, item.salesStartTime, item.timeZone, '00:00');
  if (start && now < start) {
    const when = `${formatDate(item.salesStartDate ?? '')} at ${formatTime(item.salesStartTime ?? '00:00') || '00:00'} (${item.timeZone})`;
    return { onSale: false, reason: 'not_on_sale', message: `Tickets for ${title} go on sale on ${when}.` };
  }
  // The end is inclusive of its minute: 23:59 sells until midnight.
  const end = localInstant(item.salesEndDate, item.salesEndTime, item.timeZone, '23:59');
  const endOfSales = end ? new Date(end.getTime() + 60_000) : null;
  const eventStart = localInstant(item.date, item.time, item.timeZone, '00:00');
  if ((endOfSales && now >= endOfSales) || (eventStart && now >= eventStart)) {
    return { onSale: false, reason: 'not_on_sale', message: `Ticket sales for ${title} have closed.` };
  }
  return { onSale: true };
}
