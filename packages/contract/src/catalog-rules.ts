import { isIsoDate, TIME_24H } from './dates.ts';
import { wireFieldOf, type ItemFact } from './catalog-fields.ts';

/** Events and experiences share every rule; `kind` only changes some names and words. */
export const CATALOG_KINDS = ['event', 'experience'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** Stored statuses, and the one derived from the date (an item whose start has passed shows as Past). */
export const STORED_STATUSES = ['Draft', 'Active', 'Cancelled'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];
export const SHOWN_STATUSES = ['Draft', 'Active', 'Cancelled', 'Past'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

/** Minutes east of Greenwich for a short offset label: 'GMT' 0, 'GMT+01:00' 60, 'GMT-03:30' -210. */
export function offsetMinutes(timeZone: string): number | undefined {
  if (timeZone === 'GMT') return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(timeZone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a local date and 24-hour time in a short-offset time zone; undefined when any part is missing. */
export function instantOf(date: string | null | undefined, time: string | null | undefined, timeZone: string | null | undefined): number | undefined {
  if (!date || !isIsoDate(date) || !time || !TIME_24H.test(time) || !timeZone) return undefined;
  const offset = offsetMinutes(timeZone);
  if (offset === undefined) return undefined;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0) - offset * 60_000;
}

/** The facts the rules read, named as the server stores them. */
export interface CatalogFacts {
  title: string;
  online: boolean;
  status: StoredStatus;
  imageKey: string | null;
  currency: string | null;
  description: string | null;
  itemType: string | null;
  date: string | null;
  time: string | null;
  timeZone: string | null;
  hostEmail: string | null;
  hostPhone: string | null;
  hostPhoneCountryCode: string | null;
  maximumQuantity: number | null;
  priceMinor: number | null;
  quantity: number | null;
  ticketsPerOrder: number | null;
  locationAddress: string | null;
  locationCity: string | null;
  locationZipCode: string | null;
  locationCountry: string | null;
  lat: number | null;
  lng: number | null;
  salesStartDate: string | null;
  salesEndDate: string | null;
  salesStartTime: string | null;
  salesEndTime: string | null;
}

export const startOf = (item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone'>) => instantOf(item.date, item.time, item.timeZone);
export const salesStartOf = (item: Pick<CatalogFacts, 'salesStartDate' | 'salesStartTime' | 'timeZone'>) =>
  instantOf(item.salesStartDate, item.salesStartTime, item.timeZone);
export const salesEndOf = (item: Pick<CatalogFacts, 'salesEndDate' | 'salesEndTime' | 'timeZone'>) =>
  instantOf(item.salesEndDate, item.salesEndTime, item.timeZone);

/** The last moment of ticket sales as the host set it so far: without a sales end time, the end of its day. */
export const latestSalesEndOf = (item: Pick<CatalogFacts, 'salesEndDate' | 'salesEndTime' | 'timeZone'>) =>
  salesEndOf(item) ?? instantOf(item.salesEndDate, '23:59', item.timeZone);

/**
 * True when ticket sales would end after the item starts. While the item's time (or time zone) is not set yet
 * the dates decide, both being local to the item: sales may end on the item's day, not after it.
 */
export function salesEndAfterStart(item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone' | 'salesEndDate' | 'salesEndTime'>): boolean {
  const start = startOf(item);
  const salesEnd = latestSalesEndOf(item);
  if (start !== undefined && salesEnd !== undefined) return salesEnd > start;
  const { date, salesEndDate } = item;
  return !!date && !!salesEndDate && isIsoDate(date) && isIsoDate(salesEndDate) && salesEndDate > date;
}

/** True once the item's start (or, without a time, its whole day) has passed. */
export function hasStarted(item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone'>, now: number): boolean {
  const start = instantOf(item.date, item.time ?? '23:59', item.timeZone ?? 'GMT');
  return start !== undefined && start <= now;
}

/** The status a person sees: Draft and Active items whose start has passed show as Past. */
export function shownStatus(item: Pick<CatalogFacts, 'status' | 'date' | 'time' | 'timeZone'>, now: number): ShownStatus {
  if (item.status === 'Cancelled') return 'Cancelled';
  return hasStarted(item, now) ? 'Past' : item.status;
}

export interface MissingField {
  /** The wire name of the field to fill in. */
  field: string;
  label: string;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** What is still needed before an item can be published; empty when it is ready to sell. */
export function missingForPublish(kind: CatalogKind, item: CatalogFacts, now: number): MissingField[] {
  const noun = kind === 'event' ? 'Event' : 'Experience';
  const missing: MissingField[] = [];
  const need = (condition: boolean, fact: ItemFact, label: string) => {
    if (condition) missing.push({ field: wireFieldOf(kind, fact), label });
  };
  need(blank(item.title), 'title', 'Title');
  need(blank(item.imageKey), 'imageKey', 'Image');
  need(blank(item.description), 'description', 'Description');
  need(blank(item.itemType), 'itemType', `${noun} type`);
  need(blank(item.date), 'date', 'Date');
  need(blank(item.time), 'time', 'Time');
  need(blank(item.timeZone), 'timeZone', 'Time zone');
  need(!blank(item.date) && !blank(item.time) && hasStarted(item, now), 'date', 'A date and time still to come');
  need(blank(item.currency), 'currency', 'Payment currency');
  need(item.priceMinor === null, 'priceMinor', 'Price');
  need(item.quantity === null, 'quantity', 'Quantity');
  need(item.maximumQuantity === null, 'maximumQuantity', 'Maximum quantity');
  need(item.ticketsPerOrder === null, 'ticketsPerOrder', 'Tickets per order');
  need(blank(item.hostEmail), 'hostEmail', 'Host email');
  need(blank(item.hostPhone) || blank(item.hostPhoneCountryCode), 'hostPhone', 'Host phone (country and number)');
  need(blank(item.salesStartDate) || blank(item.salesEndDate), 'salesStartDate', 'Sales date range');
  need(blank(item.salesStartTime), 'salesStartTime', 'Sales start time');
  need(blank(item.salesEndTime), 'salesEndTime', 'Sales end time');
  if (!item.online) {
    need(blank(item.locationAddress), 'locationAddress', 'Address');
    need(blank(item.locationCity), 'locationCity', 'City');
    need(blank(item.locationZipCode), 'locationZipCode', 'Postcode');
    need(blank(item.locationCountry), 'locationCountry', 'Country');
    need(item.lat === null || item.lng === null, 'lat', 'Map position');
  }
  return missing;
}

export const SALES_STATES = ['open', 'not-started', 'closed', 'sold-out'] as const;
export type SalesState = (typeof SALES_STATES)[number];

/** Whether tickets can be bought now: only Active items, inside their sales window, before the start, with stock. */
export function salesState(item: CatalogFacts, ticketsSold: number, now: number): SalesState {
  if (item.status !== 'Active' || hasStarted(item, now)) return 'closed';
  const opens = salesStartOf(item);
  const closes = salesEndOf(item);
  if (opens !== undefined && now < opens) return 'not-started';
  if (closes !== undefined && now > closes) return 'closed';
  if (item.quantity !== null && ticketsSold >= item.quantity) return 'sold-out';
  return 'open';
}
