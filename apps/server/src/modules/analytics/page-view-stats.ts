import { and, asc, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { paths } from '@trg/contract/paths';
import type { Db } from '../../db/client.ts';
import { pageViews } from './schema.ts';

const LISTING_PATHS = [paths.events, paths.experiences];
// An item page: one segment under a listing (/Events/{slug}); none deeper.
const ITEM_PATH = sql`(${pageViews.path} ~ '^/(Events|Experiences)/[^/]+$')`;

const bigNumber = (expression: SQL) => sql`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export interface PageViewStats {
  /** The most viewed paths, most first (then by path). */
  topPaths: { path: string; views: number }[];
  /** Views of the listings, and of item pages. */
  listingViews: number;
  itemViews: number;
}

/** The page views from `start` up to `end` (excluded), read by the index on viewed_at. */
export async function pageViewStats(db: Db, range: { start: Date; end: Date; topPaths: number }): Promise<PageViewStats> {
  const viewedInRange = and(gte(pageViews.viewedAt, range.start), lt(pageViews.viewedAt, range.end));
  const [topPaths, [views]] = await Promise.all([
    db
      .select({ path: pageViews.path, views: bigNumber(sql`count(*)`) })
      .from(pageViews)
      .where(viewedInRange)
      .groupBy(pageViews.path)
      .orderBy(desc(sql`count(*)`), asc(pageViews.path))
      .limit(range.topPaths),
    db
      .select({
        listing: bigNumber(sql`count(*) filter (where ${inArray(pageViews.path, LISTING_PATHS)})`),
        item: bigNumber(sql`count(*) filter (where ${ITEM_PATH})`),
      })
      .from(pageViews)
      .where(viewedInRange),
  ]);
  return { topPaths, listingViews: views?.listing ?? 0, itemViews: views?.item ?? 0 };
}
