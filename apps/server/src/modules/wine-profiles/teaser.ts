import { and, eq, sql } from 'drizzle-orm';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import type { WineTeaser } from '@trg/contract/wine-teaser';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-error.ts';
import { listedItemsPouring } from '../catalog/index.ts';
import { findWine, isPublishedListSql } from '../wine-lists/index.ts';
import { wineProfiles } from './schema.ts';
import { WINE_PROFILE_MESSAGES } from './service.ts';

/**
 * The teaser of a wine on a published list poured at an item the listings show, for anyone; nothing else of the
 * profile. A wine no visitor could book to taste is a 404, as a missing one is: a draft list is the host's alone.
 */
export async function wineTeaser(db: Db, ref: WineProfileQuery): Promise<WineTeaser> {
  const wine = await findWine(db, ref);
  if (!wine) throw notFound(WINE_PROFILE_MESSAGES.missing(ref));
  const [published] = await queryRows<{ published: boolean }>(db, sql`select ${isPublishedListSql(sql`${wine.wineListId}`)} as published`);
  const pouredAt = published?.published ? await listedItemsPouring(db, wine.wineListId) : [];
  if (pouredAt.length === 0) throw notFound(WINE_PROFILE_MESSAGES.missing(ref));
  const [profile] = await db
    .select({ grapes: wineProfiles.grapeOrBlend, colour: wineProfiles.colour })
    .from(wineProfiles)
    .where(and(eq(wineProfiles.wineId, wine.id)));
  return {
    wineId: wine.id,
    wineListId: wine.wineListId,
    wine: wine.name,
    producer: wine.producer,
    vintage: wine.vintage,
    country: wine.country,
    region: wine.region,
    appellation: wine.subRegion,
    grapes: (profile?.grapes ?? '')
      .split('|')
      .map((grape) => grape.trim())
      .filter(Boolean),
    colour: profile?.colour ?? null,
    pouredAt,
  };
}
