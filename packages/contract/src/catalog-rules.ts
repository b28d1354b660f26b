import { formatDate, isIsoDate } from './dates.ts';
import { wireFieldOf, type ItemFact } from './catalog-fields.ts';
import { endOfDay, instantOf, resolveLocalTime } from './local-time.ts';

/** Events and experiences share every rule; `kind` only changes some names and words. */
export const CATALOG_KINDS = ['event', 'experience'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** Stored statuses, and the one derived from the date (an item whose start has passed shows as Past). */
export const STORED_STATUSES = ['Draft', 'Active', 'Cancelled'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];
export const SHOWN_STATUSES = ['Draft', 'Active', 'Cancelled', 'Past'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

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

/** The item's date and time in its zone, as the host set them; undefined until both are set. */
export const startOf = (item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone'>) => instantOf(item.date, item.time, item.timeZone);

/**
 * When ticket sales open: the sales start date and time in the item's zone; without a time, the start of that day.
 * The sale state and the host's checks of the sales window both read it.
 */
export const salesOpenAt = (item: Pick<CatalogFacts, 'salesStartDate' | 'salesStartTime' | 'timeZone'>) =>
  instantOf(item.salesStartDate, item.salesStartTime ?? '00:00', item.timeZone);

/** The last minute of ticket sales as the host set it so far: without a sales end time, the last minute of its day. */
export const latestSalesEndOf = (item: Pick<CatalogFacts, 'salesEndDate' | 'salesEndTime' | 'timeZone'>) =>
  instantOf(item.salesEndDate, item.salesEndTime ?? '23:59', item.timeZone);

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

/**
 * The instant an item starts, for every rule that asks (its Past status, the listings, its sales, reviews): its date
 * and time in its zone (GMT, the column's default, when none is set). Without a time the whole day counts (as a sales
 * end time counts its whole minute): such an item starts when its day ends, so that it is neither called past nor
 * taken off sale while it may still be on that day. Undefined without a date. The listings' SQL (catalog/public.ts)
 * says the same.
 */
export function startsAt(item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone'>): number | undefined {
  const zone = item.timeZone ?? 'GMT';
  return item.time ? instantOf(item.date, item.time, zone) : endOfDay(item.date, zone);
}

/** The local times of an item (a date and a time of day, in its zone), by the facts that hold them. */
const LOCAL_TIMES = [
  ['date', 'time'],
  ['salesStartDate', 'salesStartTime'],
  ['salesEndDate', 'salesEndTime'],
  ['date', 'endTime'],
] as const satisfies readonly (readonly [ItemFact, ItemFact])[];

/**
 * The local times the item's zone skips (the clocks go forward over 02:30 on the last Sunday of March in Paris),
 * each with the facts that hold it and what to tell the host. A time that happens twice (October) is not a problem:
 * the first is taken.
 */
export function skippedLocalTimes(
  item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone' | 'salesStartDate' | 'salesStartTime' | 'salesEndDate' | 'salesEndTime'> & {
    endTime?: string | null;
  },
): { facts: readonly [ItemFact, ItemFact]; message: string }[] {
  const zone = item.timeZone;
  if (!zone) return [];
  const place = zone.includes('/') && !zone.startsWith('Etc/') ? `${zone.split('/').at(-1)?.replace(/_/g, ' ')} time` : zone;
  return LOCAL_TIMES.flatMap((facts) => {
    const [dateFact, timeFact] = facts;
    const date = item[dateFact];
    const time = item[timeFact];
    if (resolveLocalTime(date, time, zone)?.fit !== 'skipped') return [];
    const message = `There is no ${time?.slice(0, 5)} on ${formatDate(date ?? '')} in ${place}: the clocks go forward that night. Choose another time.`;
    return [{ facts, message }];
  });
}

/** True from the instant the item starts (startsAt). */
export function hasStarted(item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone'>, now: number): boolean {
  const start = startsAt(item);
  return start !== undefined && now >= start;
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

/** A problem with an item's times that a new draft may not be saved with: the field to change and why. */
export interface TimingProblem {
  /** The wire name of the field to change. */
  field: string;
  message: string;
}

/**
 * The times a new item may not start with, checked in the browser as the host types and by the server when the
 * draft is saved: a start that has passed, a sales window that ends before it opens, sales that run past the start.
 */
export function timingProblems(
  kind: CatalogKind,
  item: Pick<CatalogFacts, 'date' | 'time' | 'timeZone' | 'salesStartDate' | 'salesStartTime' | 'salesEndDate' | 'salesEndTime'>,
  now: number,
): TimingProblem[] {
  const noun = kind === 'event' ? 'event' : 'experience';
  const problems: TimingProblem[] = [];
  if (item.date && isIsoDate(item.date) && hasStarted(item, now)) {
    problems.push({
      field: 'date',
      message: `${formatDate(item.date)}${item.time ? ` at ${item.time}` : ''} has passed: choose a date still to come.`,
    });
  }
  const opens = salesOpenAt(item);
  const closes = latestSalesEndOf(item);
  if (opens !== undefined && closes !== undefined && closes < opens) {
    problems.push({ field: 'salesEndDate', message: 'The sales end must come after the sales start.' });
  } else if (salesEndAfterStart(item)) {
    problems.push({ field: 'salesEndDate', message: `Sales must end by the start of the ${noun}.` });
  }
  return problems;
}
