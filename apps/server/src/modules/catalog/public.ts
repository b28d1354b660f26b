import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Listing, ListingQuerySchema, PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-error.ts';
import { catalogItems } from './schema.ts';
import type { CatalogPorts, TicketPricing } from './ports.ts';
import { loadItemContext, toCard, toPublicItem, type CatalogRow } from './wire.ts';

// The start as a UTC timestamp, read from the local date, time (a missing time counts as the end of the day)
// and the short offset label; the same rule as hasStarted in the contract.
const startsAtUtc = sql`(${catalogItems.date}::timestamp + coalesce(${catalogItems.time}, '23:59')::time - (case when ${catalogItems.timeZone} ~ '^GMT[+-][0-9]{2}:[0-9]{2}$' then substr(${catalogItems.timeZone}, 4)::interval else interval '0' end))`;
// Only items within a day of today need their exact start worked out (no zone is more than a day from UTC);
// the date alone decides the rest, which keeps the listing's count cheap and lets its index skip the past.
const today = sql`(now() at time zone 'utc')::date`;
const stillToCome = sql`${catalogItems.date} >= ${today} - 1 and (${catalogItems.date} > ${today} + 1 or ${startsAtUtc} > (now() at time zone 'utc'))`;

const NOUN = { event: 'event', experience: 'experience' } as const satisfies Record<CatalogKind, string>;

/** Active items still to come, soonest first, one page at a time, optionally only online or live, or in one country. */
export async function publicListing(
  db: Db,
  kind: CatalogKind,
  query: z.output<typeof ListingQuerySchema>,
  ticketPricing: TicketPricing,
): Promise<Listing> {
  const conditions: SQL[] = [eq(catalogItems.kind, kind), eq(catalogItems.status, 'Active'), stillToCome];
  if (query.online !== undefined) conditions.push(eq(catalogItems.online, query.online === 'true'));
  if (query.country !== undefined) conditions.push(eq(catalogItems.locationCountry, query.country));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(catalogItems).where(where);
  const rows = await db
    .select()
    .from(catalogItems)
    .where(where)
    .orderBy(asc(catalogItems.date), asc(catalogItems.time), asc(catalogItems.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { results: rows.map((row) => toCard(row, ticketPricing)), count: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function publicItemRow(db: Db, kind: CatalogKind, id: number): Promise<CatalogRow> {
  const [row] = await db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.id, id), eq(catalogItems.kind, kind), eq(catalogItems.status, 'Active')));
  if (!row) throw notFound(`No ${NOUN[kind]} has the id ${id}.`);
  return row;
}

/** The public answer for one item, whatever its status (callers decide who may see it). */
export async function presentPublicItem(db: Db, row: CatalogRow, ports: CatalogPorts): Promise<PublicItem> {
  const [context, reviews] = await Promise.all([
    loadItemContext(db, [row], ports, { includeDraftWineLists: false }),
    ports.reviewSummary(db, row.id),
  ]);
  return toPublicItem(row, context, reviews);
}

/** The kind of an item that was ever published (Active, Cancelled or past), or null for a draft or an unknown id. */
export async function publishedItemKind(db: Db, id: number): Promise<CatalogKind | null> {
  const [row] = await db.select({ kind: catalogItems.kind, status: catalogItems.status }).from(catalogItems).where(eq(catalogItems.id, id));
  return row && row.status !== 'Draft' ? row.kind : null;
}
