import { and, eq, inArray } from 'drizzle-orm';
import { missingForPublish, shownStatus, startsAt } from '@trg/contract/catalog-rules';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import { itemSlug } from '@trg/contract/slugs';
import type { Db } from '../../db/client.ts';
import { catalogItems } from './schema.ts';
import type { CatalogRow } from './wire.ts';

/** An item as the dashboards' home pages show it (their port's shape, DashboardItem). */
function dashboardItem(row: CatalogRow, now: number) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: itemSlug(row.title, row.id),
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    currency: row.currency ?? DEFAULT_CURRENCY,
    capacity: row.quantity,
    shownStatus: shownStatus(row, now),
    startsAt: startsAt(row) ?? null,
    missingForPublish: missingForPublish(row.kind, row, now).map((missing) => missing.label),
    slotOf: row.parentId,
  };
}

export async function dashboardItemsById(db: Db, ids: readonly number[], now: number) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(catalogItems)
    .where(inArray(catalogItems.id, [...ids]));
  return rows.map((row) => dashboardItem(row, now));
}

export async function dashboardHostItems(db: Db, hostId: number, now: number) {
  const rows = await db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.hostId, hostId)));
  return rows.map((row) => dashboardItem(row, now));
}
