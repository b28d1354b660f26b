import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { HostItem, ItemCard, PublicItem, WineListDataSchema } from '@trg/contract/catalog';
import { missingForPublish, shownStatus } from '@trg/contract/catalog-rules';
import { salesState } from '@trg/contract/sale-state';
import { minorToDecimal } from '@trg/contract/money';
import { itemSlug } from '@trg/contract/slugs';
import { ALL_ITEM_FIELDS, CARD_FIELDS, wireValues } from '@trg/contract/catalog-fields';
import type { Db } from '../../db/client.ts';
import { IMAGE_WIDTHS, imageUrl } from '../media/index.ts';
import { wineListSummaries } from '../wine-lists/index.ts';
import { hostBusinesses, type HostBusiness } from '../profiles/index.ts';
import { catalogItemWineLists, catalogItems } from './schema.ts';
import type { CatalogPorts, ReviewSummary, SalesFigures, TicketPricing } from './ports.ts';
import { zoneOnTheWire } from '@trg/contract/local-time-labels';
import { refundTermsOf } from './refund-terms.ts';

export type CatalogRow = typeof catalogItems.$inferSelect;
type WineListData = z.infer<typeof WineListDataSchema>;

/** Everything besides the row that an answer about an item needs, loaded in a few queries for many items. */
export interface ItemContext {
  now: number;
  ticketPricing: TicketPricing;
  sales: Map<number, SalesFigures>;
  wineLists: Map<number, WineListData>;
  businesses: Map<number, HostBusiness>;
}

/** Wine lists poured at each item, in list order; only published lists unless `includeDrafts` (the host's own view). */
async function wineListsByItem(db: Db, itemIds: readonly number[], includeDrafts: boolean): Promise<Map<number, WineListData>> {
  const result = new Map<number, WineListData>();
  if (itemIds.length === 0) return result;
  const links = await db
    .select()
    .from(catalogItemWineLists)
    .where(inArray(catalogItemWineLists.itemId, [...itemIds]))
    .orderBy(asc(catalogItemWineLists.wineListId));
  const summaries = await wineListSummaries(
    db,
    links.map((link) => link.wineListId),
    includeDrafts,
  );
  for (const link of links) {
    const list = summaries.get(link.wineListId);
    if (list) result.set(link.itemId, [...(result.get(link.itemId) ?? []), list]);
  }
  return result;
}

/**
 * Tickets sold and takings per item; an experience sold by the slot counts its slots' (its own row is never sold).
 * One more statement only when some of the rows are sold by the slot.
 */
async function salesWithSlots(db: Db, rows: readonly CatalogRow[], ports: CatalogPorts): Promise<Map<number, SalesFigures>> {
  const slotted = rows.filter((row) => row.slotted).map((row) => row.id);
  const slots =
    slotted.length === 0
      ? []
      : await db
          .select({ id: catalogItems.id, parentId: catalogItems.parentId })
          .from(catalogItems)
          .where(inArray(catalogItems.parentId, slotted));
  const sales = await ports.salesByItem(db, [...rows.map((row) => row.id), ...slots.map((slot) => slot.id)]);
  for (const slot of slots) {
    const figures = sales.get(slot.id);
    if (!figures || slot.parentId === null) continue;
    const total = sales.get(slot.parentId) ?? { ticketsSold: 0, grossMinor: 0 };
    sales.set(slot.parentId, { ticketsSold: total.ticketsSold + figures.ticketsSold, grossMinor: total.grossMinor + figures.grossMinor });
  }
  return sales;
}

export async function loadItemContext(
  db: Db,
  rows: readonly CatalogRow[],
  ports: CatalogPorts,
  options: { includeDraftWineLists: boolean },
): Promise<ItemContext> {
  const ids = rows.map((row) => row.id);
  const [sales, lists, businesses] = await Promise.all([
    salesWithSlots(db, rows, ports),
    wineListsByItem(db, ids, options.includeDraftWineLists),
    hostBusinesses(
      db,
      rows.map((row) => row.hostId),
    ),
  ]);
  return { now: Date.now(), ticketPricing: ports.ticketPricing, sales, wineLists: lists, businesses };
}

function imageSrcSet(key: string | null): string | null {
  // Artwork shipped with the site is one vector file; uploads exist in every width.
  if (!key || key.startsWith('/')) return null;
  return IMAGE_WIDTHS.map((width) => `${imageUrl(key, width)} ${width}w`).join(', ');
}

const money = (amountMinor: number | null, currency: string) => (amountMinor === null ? null : minorToDecimal(amountMinor, currency));

function titleFields(row: CatalogRow) {
  return row.kind === 'event'
    ? { eventTitle: row.title, eventType: row.itemType }
    : { eventTitle: row.title, experienceTitle: row.title, experienceType: row.itemType };
}

/** The card of the public listings, with the all-in price of a ticket beside its price (no drip pricing). */
export function toCard(row: CatalogRow, ticketPricing: TicketPricing): ItemCard {
  return {
    allInPrice: money(row.priceMinor === null ? null : ticketPricing(row.priceMinor, row.currency).allInMinor, row.currency),
    id: row.id,
    slug: itemSlug(row.title, row.id),
    ...titleFields(row),
    mainExperienceImage: imageUrl(row.imageKey),
    mainExperienceImageSrcSet: imageSrcSet(row.imageKey),
    price: money(row.priceMinor, row.currency),
    ...wireValues(row, CARD_FIELDS),
    ...zoneOnTheWire(row.timeZone, row.date, row.time),
  };
}

function toCore(row: CatalogRow, context: ItemContext) {
  const business = context.businesses.get(row.hostId);
  return {
    ...toCard(row, context.ticketPricing),
    ...wireValues(row, ALL_ITEM_FIELDS),
    ...zoneOnTheWire(row.timeZone, row.date, row.time),
    clientTransactionFee: money(
      row.priceMinor === null ? null : context.ticketPricing(row.priceMinor, row.currency).feeMinor,
      row.currency,
    ),
    status: shownStatus(row, context.now),
    refundTerms: refundTermsOf(row),
    ...(row.slotted ? { slotted: true } : {}),
    ...(row.parentId !== null ? { slotOf: row.parentId } : {}),
    businessName: business?.businessName ?? (row.host?.trim() || business?.contactName || ''),
    businessBio: business?.businessBio ?? '',
    WineListData: context.wineLists.get(row.id) ?? [],
  };
}

/** The host's view: everything, with readiness and sales. */
export function toHostItem(row: CatalogRow, context: ItemContext): HostItem {
  const sales = context.sales.get(row.id) ?? { ticketsSold: 0, grossMinor: 0 };
  const missing = missingForPublish(row.kind, row, context.now);
  return {
    ...toCore(row, context),
    streamingLink: row.streamingLink,
    streamingInstructions: row.streamingInstructions,
    readyToPublish: missing.length === 0,
    missingToPublish: missing,
    ticketsSold: sales.ticketsSold,
    grossSales: minorToDecimal(sales.grossMinor, row.currency),
    potentialSales: minorToDecimal((row.quantity ?? 0) * (row.priceMinor ?? 0), row.currency),
    publishEvent: row.status !== 'Draft',
  };
}

/**
 * The public detail: no sales figures, but whether tickets can be bought now (from the tickets sold or held
 * by checkouts in progress) and the reviews' summary.
 */
export function toPublicItem(row: CatalogRow, context: ItemContext, taken: number, reviews: ReviewSummary): PublicItem {
  return {
    ...toCore(row, context),
    salesState: salesState(row, taken, context.now),
    ticketsAvailable: Math.max(0, (row.quantity ?? 0) - taken),
    reviewAverage: reviews.average,
    reviewCount: reviews.count,
    ...(reviews.latest ? { latestReviews: reviews.latest } : {}),
  };
}
