import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListedCard, ListingQuerySchema } from '@trg/contract/catalog';
import { listingDateRange, NEAR_DEFAULT_KM, SEARCH_LIMITS } from '@trg/contract/listing-filters';
import type { Place } from '@trg/contract/places';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { queryRows, runNamed } from '../../db/client.ts';
import { badRequest } from '../../plugins/http-error.ts';
import { shippedGazetteer } from '../places/index.ts';
import { catalogItems, catalogItemSearch, searchWords } from './schema.ts';
import type { TicketPricing } from './ports.ts';
import { toCard } from './wire.ts';

type ListingQuery = z.output<typeof ListingQuerySchema>;

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
/** A word this close to one of the searched words (pg_trgm's similarity, 0 to 1) is searched for too: a typo. */
const TYPO_SIMILARITY = 0.35;
const TYPO_ALTERNATIVES = 3;
/**
 * A search ranks at most this many of its matches (found in the search index's order): a word every item has
 * ('tasting') would otherwise rank and count the whole catalogue on each request. More matches than this is a search
 * to narrow; the listing says so ('1,000 or more').
 */
export const SEARCH_MOST_RANKED = 1_000;
/** The labels a result shows it matched, at most. */
const MATCHES_SHOWN = 4;

/** True when the query asks for more than the plain listing (its online and country filters): the search's path. */
export function isFilteredListing(query: ListingQuery): boolean {
  return (
    query.q !== undefined ||
    query.when !== undefined ||
    query.from !== undefined ||
    query.to !== undefined ||
    query.region !== undefined ||
    query.near !== undefined ||
    query.km !== undefined ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.grape !== undefined ||
    query.appellation !== undefined ||
    query.colour !== undefined ||
    (query.sort !== undefined && query.sort !== 'date')
  );
}

/** The words of a search as the documents hold them: accents and case dropped, split at anything not a letter or digit. */
export function searchWordsOf(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, SEARCH_LIMITS.words);
}

/**
 * Each searched word with the words of the documents it may be a typo of: none when some document's word starts
 * with it (it is spelt as something there is), else the most similar by trigrams ('chablsi': 'chablis').
 */
async function typoAlternatives(db: Db, words: string[]): Promise<Map<string, string[]>> {
  // One select per word, each with its word as a value (not a column of an unnest): the planner then reads
  // search_words through its trigram index for both the prefix and the similarity, never whole.
  const perWord = words.map(
    (word) =>
      sql`select ${word}::text as word,
            exists (select 1 from ${searchWords} w where w.word like ${`${word}%`}) as known,
            array(select w.word from ${searchWords} w where w.word % ${word} and similarity(w.word, ${word}) >= ${TYPO_SIMILARITY}
                  order by similarity(w.word, ${word}) desc, w.word limit ${TYPO_ALTERNATIVES}) as similar`,
  );
  const rows = await queryRows<{ word: string; known: boolean; similar: string[] | null }>(db, sql.join(perWord, sql` union all `));
  return new Map(rows.map((row) => [row.word, row.known ? [] : (row.similar ?? [])]));
}

/** The tsquery text: every word (as a prefix, or one of its alternatives) must be found. */
function tsqueryOf(words: string[], alternatives: Map<string, string[]>): string {
  return words
    .map((word) => {
      const terms = [`${word}:*`, ...(alternatives.get(word) ?? [])];
      return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
    })
    .join(' & ');
}

/** The town a `near` filter names, from the gazetteer (the most populous of that name), or a 400. */
function townOf(name: string, country: string | undefined): Place {
  const [town] = shippedGazetteer().search(name, { country, limit: 1 });
  if (!town) throw badRequest(`No town called '${name}' is known. Try the name of a nearby town or city.`);
  return town;
}

/** The labels (wines, grapes, appellations, places) whose words one of the searched terms starts. */
function matchesOf(labels: string[], keys: string[], terms: string[]): string[] {
  const found: string[] = [];
  labels.forEach((label, index) => {
    const words = (keys[index] ?? '').split(/[^\p{L}\p{N}]+/u);
    if (terms.some((term) => words.some((word) => word.startsWith(term)))) found.push(label);
  });
  return found.slice(0, MATCHES_SHOWN);
}

/**
 * A listing page with the search and filters of issue 31: one named statement for the page and its total (a window
 * count). A search whose words find nothing looks them up as typos and, when some word has alternatives, searches
 * again with them: a search that finds sends one statement, one with a typo three. The listing's own conditions
 * come as `listed`.
 */
export async function filteredListing(
  db: Db,
  listed: SQL[],
  query: ListingQuery,
  ticketPricing: TicketPricing,
): Promise<{ results: ListedCard[]; count: number; near?: Place }> {
  const words = query.q === undefined ? [] : searchWordsOf(query.q);
  const town = query.near === undefined ? undefined : townOf(query.near, query.country);
  let alternatives = new Map<string, string[]>();
  let page = await listingPage(db, listed, query, words, alternatives, town);
  if (page.total === 0 && words.length > 0) {
    alternatives = await typoAlternatives(db, words);
    if ([...alternatives.values()].some((similar) => similar.length > 0))
      page = await listingPage(db, listed, query, words, alternatives, town);
  }
  const terms = [...words, ...[...alternatives.values()].flat()];
  return {
    results: page.rows.map((row) => ({
      ...toCard(row.item, ticketPricing),
      ...(terms.length > 0 ? { matches: matchesOf(row.labels, row.keys, terms) } : {}),
      ...(row.distance === null ? {} : { distanceKm: Math.round(Number(row.distance) * 10) / 10 }),
    })),
    count: page.total,
    ...(town ? { near: town } : {}),
  };
}

/** One page of the filtered listing with its total, the words searched as prefixes or as one of their alternatives. */
async function listingPage(
  db: Db,
  listed: SQL[],
  query: ListingQuery,
  words: string[],
  alternatives: Map<string, string[]>,
  town: Place | undefined,
) {
  const conditions: SQL[] = [...listed];
  const tsquery = words.length > 0 ? sql`to_tsquery('simple', ${tsqueryOf(words, alternatives)})` : undefined;
  if (query.q !== undefined && words.length === 0) conditions.push(sql`false`);
  if (tsquery) conditions.push(sql`${catalogItemSearch.document} @@ ${tsquery}`);
  if (query.online !== undefined) conditions.push(eq(catalogItems.online, query.online === 'true'));
  if (query.country !== undefined) conditions.push(eq(catalogItems.locationCountry, query.country));
  const dates = listingDateRange(query);
  if (dates.from) conditions.push(gte(catalogItems.date, dates.from));
  if (dates.to) conditions.push(lte(catalogItems.date, dates.to));
  if (query.priceMin !== undefined) conditions.push(gte(catalogItems.priceMinor, query.priceMin * 100));
  if (query.priceMax !== undefined) conditions.push(lte(catalogItems.priceMinor, query.priceMax * 100));
  const wineFilter = (column: SQLWrapper, value: string | undefined) => {
    if (value !== undefined) conditions.push(sql`${column} @> array[lower(unaccent(${value}))]`);
  };
  wineFilter(catalogItemSearch.grapes, query.grape);
  wineFilter(catalogItemSearch.appellations, query.appellation);
  wineFilter(catalogItemSearch.regions, query.region);
  wineFilter(catalogItemSearch.colours, query.colour);

  let distance: SQL<number> | undefined;
  if (town) {
    const km = query.km ?? NEAR_DEFAULT_KM;
    const dLat = km / KM_PER_DEGREE;
    const dLng = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((town.lat * Math.PI) / 180)));
    // The box (served by catalog_items_point_date_idx, whose predicate these repeat), then the exact distance.
    conditions.push(
      sql`${catalogItems.parentId} is null and ${catalogItems.lat} is not null and ${catalogItems.lng} is not null`,
      sql`point(${catalogItems.lng}, ${catalogItems.lat}) <@ box(point(${town.lng - dLng}, ${town.lat - dLat}), point(${town.lng + dLng}, ${town.lat + dLat}))`,
    );
    distance = sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(${catalogItems.lat} - ${town.lat}) / 2), 2) + cos(radians(${town.lat})) * cos(radians(${catalogItems.lat})) * power(sin(radians(${catalogItems.lng} - ${town.lng}) / 2), 2))))`;
    conditions.push(sql`${distance} <= ${km}`);
  }

  if (tsquery) {
    // The matches to rank, bounded: the conditions so far (the search and the listing's own) in one subquery.
    const candidates = db
      .select({ id: catalogItemSearch.itemId })
      .from(catalogItemSearch)
      .innerJoin(catalogItems, eq(catalogItems.id, catalogItemSearch.itemId))
      .where(and(...conditions))
      .limit(SEARCH_MOST_RANKED);
    conditions.push(inArray(catalogItems.id, candidates));
  }

  const rank = tsquery ? sql<number>`ts_rank(${catalogItemSearch.document}, ${tsquery})` : sql<number>`0`;
  const soonest = [asc(catalogItems.date), asc(catalogItems.time), asc(catalogItems.id)];
  const order =
    query.sort === 'price'
      ? [sql`${catalogItems.priceMinor} asc nulls first`, ...soonest]
      : query.sort === 'distance' && distance
        ? [asc(distance), ...soonest]
        : query.sort === undefined && tsquery
          ? [desc(rank), ...soonest]
          : soonest;

  // The search table is joined only when the words or a wine filter read it: a filter by place, date or price
  // reads the items alone.
  const readsSearch =
    tsquery !== undefined || [query.grape, query.appellation, query.region, query.colour].some((value) => value !== undefined);
  const fields = {
    item: catalogItems,
    labels: readsSearch ? catalogItemSearch.labels : sql<string[]>`'{}'::text[]`,
    keys: readsSearch ? catalogItemSearch.labelKeys : sql<string[]>`'{}'::text[]`,
    distance: distance ?? sql<null>`null`,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  };
  const from = readsSearch
    ? db.select(fields).from(catalogItems).innerJoin(catalogItemSearch, eq(catalogItemSearch.itemId, catalogItems.id))
    : db.select(fields).from(catalogItems);
  const rows = await runNamed(
    'listing',
    from
      .where(and(...conditions))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  );

  // A page past the last has no row to carry the total: counted on its own then.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const counting = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(catalogItems);
    const [counted] = await runNamed(
      'listing_count',
      (readsSearch ? counting.innerJoin(catalogItemSearch, eq(catalogItemSearch.itemId, catalogItems.id)) : counting).where(
        and(...conditions),
      ),
    );
    total = counted?.n ?? 0;
  }
  return { rows, total };
}
