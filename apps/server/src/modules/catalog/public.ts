import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Listing, ListingQuerySchema, PublicItem } from '@trg/contract/catalog';
import { CATALOG_KINDS, hasStarted, type CatalogKind } from '@trg/contract/catalog-rules';
import { COUNTRIES } from '@trg/contract/lists/countries';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import { notFound } from '../../plugins/http-error.ts';
import { hostBusinessSql } from '../profiles/index.ts';
import { publishedWineListsSql } from '../wine-lists/index.ts';
import { catalogItems, catalogItemWineLists } from './schema.ts';
import type { CatalogPorts } from './ports.ts';
import { toCard, toPublicItem, type CatalogRow } from './wire.ts';
import { filteredListing, isFilteredListing } from './search.ts';

// The start as an instant: the contract's startsAt in SQL, so that the listing's index can serve it. The local date
// and time (without a time, the midnight ending the day: the whole day counts) in the item's IANA zone, the tz
// database's (PostgreSQL's own; the same one as the runtime's, up to their versions). A time the clocks go back over
// takes its first instant, as local-time.ts does: PostgreSQL would take the second, so the time an hour earlier is
// read and the hour added back (the least of the two is the first). A leftover offset label ('GMT+01:00') is a fixed
// offset. public-routes.test.ts holds the two to the same answers, summer and winter.
const localStart = sql`(${catalogItems.date}::timestamp + coalesce(${catalogItems.time}, '24:00')::time)`;
export const startsAtUtc = sql`(case when ${catalogItems.timeZone} ~ '^GMT([+-][0-9]{2}:[0-9]{2})?$' then (${localStart} - (case when ${catalogItems.timeZone} = 'GMT' then interval '0' else substr(${catalogItems.timeZone}, 4)::interval end)) at time zone 'UTC' else least(${localStart} at time zone ${catalogItems.timeZone}, (${localStart} - interval '1 hour') at time zone ${catalogItems.timeZone} + interval '1 hour') end)`;
// Only items within a day of today need their exact start worked out (no zone is more than a day from UTC);
// the date alone decides the rest, which keeps the listing's count cheap and lets its index skip the past.
const today = sql`(now() at time zone 'utc')::date`;
const stillToCome = sql`${catalogItems.date} >= ${today} - 1 and (${catalogItems.date} > ${today} + 1 or ${startsAtUtc} > now())`;

const NOUN = { event: 'event', experience: 'experience' } as const satisfies Record<CatalogKind, string>;

/**
 * How long a listing's total and its countries may be reused on this instance. Counting every upcoming item is the
 * one part of a listing that grows with the catalogue (a page does not), so the total (and the list of the listed
 * items' countries) is worked out again at most this often per filter, and at once after a host's change on this
 * instance.
 */
export const LISTING_TOTAL_MS = 5_000;

type ListingQuery = z.output<typeof ListingQuerySchema>;

/** A figure kept for LISTING_TOTAL_MS: null until its first reading lands; `reading` while one is under way. */
interface Kept<T> {
  value: T | null;
  until: number;
  reading: Promise<T> | null;
}

/** What the public listings show: Active (published, not cancelled) items still to come, of these kinds, whose host is not suspended. */
const listedItems = (kinds: SQL): SQL[] => [
  kinds,
  eq(catalogItems.status, 'Active'),
  eq(catalogItems.hostSuspended, false),
  isNull(catalogItems.parentId),
  stillToCome,
];

/** The listing's conditions; a filter left out of the query is left out of the statement. */
function listingWhere(kind: CatalogKind, filters: { online: boolean; country: boolean }): SQL | undefined {
  const conditions: SQL[] = listedItems(eq(catalogItems.kind, kind));
  if (filters.online) conditions.push(eq(catalogItems.online, sql.placeholder('online')));
  if (filters.country) conditions.push(eq(catalogItems.locationCountry, sql.placeholder('country')));
  return and(...conditions);
}

/** The public detail's one statement: the item with its host's business, wine lists, tickets taken and reviews. */
function detailStatement(db: Db, ports: CatalogPorts, name: string, where: SQL | undefined) {
  const id = qualified(catalogItems.id);
  const listIds = sql`select ${qualified(catalogItemWineLists.wineListId)} from ${catalogItemWineLists} where ${qualified(catalogItemWineLists.itemId)} = ${id}`;
  return db
    .select({
      item: catalogItems,
      business: hostBusinessSql(qualified(catalogItems.hostId)),
      wineLists: publishedWineListsSql(listIds),
      taken: ports.ticketsTakenSql(id),
      reviews: ports.reviewSummarySql(id),
    })
    .from(catalogItems)
    .where(where)
    .prepare(name);
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailStatement>['execute']>>[number];

function toDetail(found: DetailRow, ports: CatalogPorts): PublicItem {
  const { item, business, wineLists, taken, reviews } = found;
  const context = {
    now: Date.now(),
    ticketPricing: ports.ticketPricing,
    sales: new Map(),
    wineLists: new Map([[item.id, wineLists]]),
    businesses: new Map([[item.hostId, business]]),
  };
  return toPublicItem(item, context, taken, reviews);
}

/**
 * The public reads as statements built and prepared once per app: a listing page is one statement (its
 * total is counted at most every LISTING_TOTAL_MS), a detail is one.
 */
export function publicCatalogQueries(db: Db, ports: CatalogPorts) {
  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const counts = new Map<string, ReturnType<typeof countStatement>>();
  const countryStatements = new Map<string, ReturnType<typeof countriesStatement>>();
  const totals = new Map<string, Kept<number>>();
  const countries = new Map<string, Kept<Set<string>>>();
  const soonestFirst = [asc(catalogItems.date), asc(catalogItems.time), asc(catalogItems.id)];

  // The page's ids first, from the listing's index alone (it covers the conditions), then only their rows:
  // a deep page skips thousands of index entries instead of thousands of table rows.
  function pageStatement(kind: CatalogKind, filters: { online: boolean; country: boolean }, name: string) {
    const ids = db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(listingWhere(kind, filters))
      .orderBy(...soonestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select()
      .from(catalogItems)
      .where(inArray(catalogItems.id, ids))
      .orderBy(...soonestFirst)
      .prepare(name);
  }
  function countStatement(kind: CatalogKind, filters: { online: boolean; country: boolean }, name: string) {
    return db.select({ n: count() }).from(catalogItems).where(listingWhere(kind, filters)).prepare(name);
  }
  // The countries the listed items are in, with the online filter but not the country filter: what the country
  // filter offers. Read from the listing index alone, like the total.
  function countriesStatement(kind: CatalogKind, online: boolean, name: string) {
    return db
      .selectDistinct({ code: catalogItems.locationCountry })
      .from(catalogItems)
      .where(listingWhere(kind, { online, country: false }))
      .prepare(name);
  }

  const byId = Object.fromEntries(
    CATALOG_KINDS.map((kind) => [
      kind,
      detailStatement(
        db,
        ports,
        `catalog_${kind}_detail`,
        and(
          eq(catalogItems.id, sql.placeholder('id')),
          eq(catalogItems.kind, kind),
          eq(catalogItems.status, 'Active'),
          eq(catalogItems.hostSuspended, false),
          isNull(catalogItems.parentId),
        ),
      ),
    ]),
  ) as Record<CatalogKind, ReturnType<typeof detailStatement>>;
  const anyStatus = detailStatement(db, ports, 'catalog_item_presented', eq(catalogItems.id, sql.placeholder('id')));

  /**
   * A figure of the listings kept under `key` (a total, the countries), worked out by `read`. Only the first reader
   * of a key waits; once the figure is older than LISTING_TOTAL_MS, the next reader starts one new reading in the
   * background and every reader gets the last figure until it lands.
   */
  function kept<T>(cache: Map<string, Kept<T>>, key: string, read: () => Promise<T>): T | Promise<T> {
    const now = Date.now();
    const last = cache.get(key);
    if (last && (last.until > now || last.reading)) return last.value ?? (last.reading as Promise<T>);
    const entry: Kept<T> = { value: last?.value ?? null, until: now + LISTING_TOTAL_MS, reading: null };
    entry.reading = read().then(
      (value) => {
        entry.value = value;
        entry.reading = null;
        return value;
      },
      (error: unknown) => {
        // Nothing kept: the next reader reads again (and the first one hears why this reading failed).
        if (cache.get(key) === entry) cache.delete(key);
        throw error;
      },
    );
    cache.set(key, entry);
    if (entry.value !== null) {
      entry.reading.catch(() => undefined);
      return entry.value;
    }
    return entry.reading;
  }

  /** The listing's total for these filters (`shape` names which are set, `key` adds their values). */
  function total(
    kind: CatalogKind,
    shape: string,
    key: string,
    filters: { online: boolean; country: boolean },
    params: Record<string, unknown>,
  ) {
    return kept(totals, key, async () => {
      let statement = counts.get(shape);
      if (!statement) counts.set(shape, (statement = countStatement(kind, filters, `catalog_count_${shape}`)));
      const [row] = await statement.execute(params);
      return row?.n ?? 0;
    });
  }

  /** The codes of the countries of the listed items of this kind, online, in person or both. */
  function countryCodes(kind: CatalogKind, online: 'true' | 'false' | undefined) {
    const shape = `${kind}_${online === undefined ? '' : 'o'}`;
    return kept(countries, `${shape}_${online ?? ''}`, async () => {
      let statement = countryStatements.get(shape);
      if (!statement)
        countryStatements.set(shape, (statement = countriesStatement(kind, online !== undefined, `catalog_countries_${shape}`)));
      const rows = await statement.execute({ online: online === 'true' });
      return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
    });
  }

  return {
    /** Active items still to come, soonest first, one page at a time, optionally only online or live, or in one country. */
    async listing(kind: CatalogKind, query: ListingQuery): Promise<Listing> {
      if (isFilteredListing(query)) {
        const [found, codes] = await Promise.all([
          filteredListing(db, listedItems(eq(catalogItems.kind, kind)), query, ports.ticketPricing),
          countryCodes(kind, query.online),
        ]);
        return {
          results: found.results,
          count: found.count,
          page: query.page,
          pageSize: query.pageSize,
          countries: COUNTRIES.filter(({ code }) => codes.has(code) || code === query.country),
          ...(found.near ? { near: { name: found.near.name, country: found.near.country, lat: found.near.lat, lng: found.near.lng } } : {}),
        };
      }
      const filters = { online: query.online !== undefined, country: query.country !== undefined };
      const shape = `${kind}_${filters.online ? 'o' : ''}${filters.country ? 'c' : ''}`;
      let statement = pages.get(shape);
      if (!statement) pages.set(shape, (statement = pageStatement(kind, filters, `catalog_page_${shape}`)));
      const params = { online: query.online === 'true', country: query.country };
      const [rows, n, codes] = await Promise.all([
        statement.execute({ ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        total(kind, shape, `${shape}_${query.online ?? ''}_${query.country ?? ''}`, filters, params),
        countryCodes(kind, query.online),
      ]);
      return {
        results: rows.map((row) => toCard(row, ports.ticketPricing)),
        count: n,
        page: query.page,
        pageSize: query.pageSize,
        // By name; the country asked for stays among them, so that the filter can show it when nothing is there.
        countries: COUNTRIES.filter(({ code }) => codes.has(code) || code === query.country),
      };
    },

    /** One published item's public detail, or 404. */
    async detail(kind: CatalogKind, id: number): Promise<PublicItem> {
      const [found] = await byId[kind].execute({ id });
      if (!found) throw notFound(`No ${NOUN[kind]} has the id ${id}.`);
      return toDetail(found, ports);
    },

    /** The public answer for one item, whatever its status (callers decide who may see it). */
    async present(row: CatalogRow): Promise<PublicItem> {
      const [found] = await anyStatus.execute({ id: row.id });
      if (!found) throw notFound(`No ${NOUN[row.kind]} has the id ${row.id}.`);
      return toDetail(found, ports);
    },

    /** A host changed the catalogue on this instance: totals and countries are read again on the next read. */
    forgetTotals() {
      totals.clear();
      countries.clear();
    },
  };
}

export type PublicCatalogQueries = ReturnType<typeof publicCatalogQueries>;

/** An item the public listings show, as a sitemap names it: its detail page's slug is made of title and id. */
export interface ListedItemLink {
  kind: CatalogKind;
  id: number;
  title: string;
  updatedAt: Date;
}

/**
 * Every item the public listings show, of every kind (the listings' own conditions), for the sitemap: events,
 * then experiences, each soonest first, a slice at a time, and how many there are. Both read the listing's index
 * (an IN on its first column keeps its order); a slice takes its ids from the index alone, then only their rows.
 */
export function listedItemLinks(db: Db) {
  const where = and(...listedItems(inArray(catalogItems.kind, [...CATALOG_KINDS])));
  const inListingOrder = [asc(catalogItems.kind), asc(catalogItems.date), asc(catalogItems.time), asc(catalogItems.id)];
  const ids = db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(where)
    .orderBy(...inListingOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const slice = db
    .select({ kind: catalogItems.kind, id: catalogItems.id, title: catalogItems.title, updatedAt: catalogItems.updatedAt })
    .from(catalogItems)
    .where(inArray(catalogItems.id, ids))
    .orderBy(...inListingOrder)
    .prepare('catalog_links_slice');
  const counted = db.select({ n: count() }).from(catalogItems).where(where).prepare('catalog_links_count');
  return {
    /** `limit` items from the `offset`-th on. */
    slice: (offset: number, limit: number): Promise<ListedItemLink[]> => slice.execute({ offset, limit }),
    async count(): Promise<number> {
      const [row] = await counted.execute();
      return row?.n ?? 0;
    },
  };
}

/** The kind of an item that was ever published (Active, Cancelled or past), or null for a draft or an unknown id. */
export async function publishedItemKind(db: Db, id: number): Promise<CatalogKind | null> {
  const [row] = await db.select({ kind: catalogItems.kind, status: catalogItems.status }).from(catalogItems).where(eq(catalogItems.id, id));
  return row && row.status !== 'Draft' ? row.kind : null;
}

/** True once the item has started (startsAt: its whole day, without a time): reviews open then. */
export async function hasItemStarted(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ date: catalogItems.date, time: catalogItems.time, timeZone: catalogItems.timeZone, slotted: catalogItems.slotted })
    .from(catalogItems)
    .where(eq(catalogItems.id, id));
  if (row === undefined) return false;
  if (!row.slotted) return hasStarted(row, Date.now());
  // An experience sold by the slot reads as its next slot: it has started once its first slot has.
  const [first] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.parentId, id), ne(catalogItems.status, 'Cancelled'), sql`${startsAtUtc} <= now()`))
    .limit(1);
  return first !== undefined;
}

/**
 * The items the public listings show that pour the wine list, soonest first: where a visitor may book to taste its
 * wines (the wine teaser). The listing's own conditions, so a draft, a past or a suspended host's item is left out.
 */
export async function listedItemsPouring(
  db: Db,
  wineListId: number,
): Promise<{ kind: CatalogKind; id: number; title: string; date: string | null }[]> {
  return db
    .select({ kind: catalogItems.kind, id: catalogItems.id, title: catalogItems.title, date: catalogItems.date })
    .from(catalogItems)
    .innerJoin(catalogItemWineLists, eq(catalogItemWineLists.itemId, catalogItems.id))
    .where(and(eq(catalogItemWineLists.wineListId, wineListId), ...listedItems(inArray(catalogItems.kind, [...CATALOG_KINDS]))))
    .orderBy(asc(catalogItems.date), asc(catalogItems.time), asc(catalogItems.id));
}
