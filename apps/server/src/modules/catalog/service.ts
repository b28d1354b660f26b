import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ItemUpdate } from '@trg/contract/catalog';
import { CATALOG_LIMITS, ItemUpdateSchema, PRICE_MESSAGE } from '@trg/contract/catalog';
import { isCountryCode } from '@trg/contract/lists/countries';
import { countryDefaults, zoneOfOffsetLabel } from '@trg/contract/lists/european-countries';
import { offsetMinutes, zoneOffsetAt } from '@trg/contract/local-time';
import {
  latestSalesEndOf,
  missingForPublish,
  salesEndAfterStart,
  salesOpenAt,
  skippedLocalTimes,
  shownStatus,
  type CatalogKind,
} from '@trg/contract/catalog-rules';
import { decimalToMinor, minorToDecimal } from '@trg/contract/money';
import { ALL_ITEM_FIELDS, ITEM_FIELDS, wireFieldOf } from '@trg/contract/catalog-fields';
import { minorUnits } from '@trg/contract/lists/currencies';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-error.ts';
import { accountSuspendedSql } from '../accounts/index.ts';
import { catalogItems } from './schema.ts';
import type { CatalogRow } from './wire.ts';
import { openSlotIds, slotsFollow } from './slots.ts';
import { refundTermsColumns } from './refund-terms.ts';
import type { CatalogPorts, ItemCancelledHook } from './ports.ts';
import type { HostProfileDefaults } from '../profiles/index.ts';

const NOUN = { event: 'event', experience: 'experience' } as const satisfies Record<CatalogKind, string>;

/** The host's own item of this kind, or 404 (another host's item is indistinguishable from a missing one). */
export async function ownedItem(db: Db, hostId: number, kind: CatalogKind, id: number, forUpdate = false): Promise<CatalogRow> {
  const query = db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.id, id), eq(catalogItems.hostId, hostId), eq(catalogItems.kind, kind), isNull(catalogItems.parentId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(`No ${NOUN[kind]} of yours has the id ${id}.`);
  return row;
}

/** The host's items of one kind: soonest first, undated drafts last. */
export async function hostItemRows(db: Db, hostId: number, kind: CatalogKind): Promise<CatalogRow[]> {
  return db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.hostId, hostId), eq(catalogItems.kind, kind), isNull(catalogItems.parentId)))
    .orderBy(sql`${catalogItems.date} asc nulls last`, asc(catalogItems.time), desc(catalogItems.id));
}

/**
 * A new draft starts from the host's business profile: their business name as host, their email and phone
 * for guests, their country's currency and time zone, and (for an item at a venue) their town and country,
 * so the map opens there. What the profile lacks stays empty, or takes the site's defaults.
 */
export async function createItem(
  db: Db,
  hostId: number,
  kind: CatalogKind,
  input: { title: string; online: boolean },
  profile: HostProfileDefaults | undefined,
): Promise<CatalogRow> {
  const [row] = await db
    .insert(catalogItems)
    .values({
      kind,
      hostId,
      title: input.title,
      online: input.online,
      ...profileDefaults(profile, input.online),
      // A suspended host's new items are held back too.
      hostSuspended: accountSuspendedSql(hostId),
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** A profile value as the editor would store it, or null when the editor would refuse it (or it is empty). */
export function accepted<
  Field extends 'host' | 'hostEmail' | 'hostPhone' | 'hostPhoneCountryCode' | 'locationcity' | 'locationAddress' | 'locationZip_code',
>(field: Field, value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = ItemUpdateSchema.safeParse({ [field]: value });
  const stored: unknown = parsed.success ? parsed.data[field] : null;
  return typeof stored === 'string' ? stored : null;
}

/** Only values the editor itself accepts are copied, so a default never blocks a later save. */
export function profileDefaults(profile: HostProfileDefaults | undefined, online: boolean): Patch {
  const country = profile?.country && isCountryCode(profile.country) ? profile.country : null;
  const phone = accepted('hostPhone', profile?.phone);
  return {
    ...countryDefaults(country),
    host: accepted('host', profile?.businessName),
    hostEmail: accepted('hostEmail', profile?.email),
    hostPhone: phone,
    hostPhoneCountryCode: phone ? accepted('hostPhoneCountryCode', profile?.phoneCountryCode) : null,
    locationCity: online ? null : accepted('locationcity', profile?.city),
    locationCountry: online ? null : country,
  };
}

export type Patch = Partial<typeof catalogItems.$inferInsert>;

/** Maps the wire's changed fields to columns through the one field table; the price is read in the (possibly new) currency. */
export function patchFrom(kind: CatalogKind, row: CatalogRow, update: ItemUpdate): Patch {
  const patch: Record<string, unknown> = {};
  for (const field of ALL_ITEM_FIELDS) {
    if (update[field] !== undefined) patch[ITEM_FIELDS[field]] = update[field];
  }
  // An experience also accepts the event names (the spec's experiences carry eventTitle too).
  const title = kind === 'event' ? update.eventTitle : (update.experienceTitle ?? update.eventTitle);
  const itemType = kind === 'event' ? update.eventType : (update.experienceType ?? update.eventType);
  if (title !== undefined) patch.title = title;
  if (itemType !== undefined) patch.itemType = itemType;
  // The private streaming details are not in the public field table, so they never reach a public answer.
  if (update.streamingLink !== undefined) patch.streamingLink = update.streamingLink;
  if (update.streamingInstructions !== undefined) patch.streamingInstructions = update.streamingInstructions;
  if (update.refundTerms !== undefined) Object.assign(patch, refundTermsColumns(update.refundTerms));
  if (update.timeZone !== undefined) patch.timeZone = zoneOf(update.timeZone, row, update.locationCountry);
  return { ...(patch as Patch), ...pricePatch(row, update) };
}

const WINTER_AND_SUMMER = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)];

/**
 * The zone an item keeps for the time zone a host sent: an IANA name as it is; the spec's offset label ('GMT+01:00',
 * what a client of the spec's API sends) as the item's current zone when that zone keeps this offset in winter or
 * summer (a label read back from an answer changes nothing), else the zone of the item's country that does, else
 * the fixed offset it says.
 */
function zoneOf(sent: string, row: CatalogRow, country: string | null | undefined): string {
  const minutes = offsetMinutes(sent);
  if (minutes === undefined) return sent;
  if (WINTER_AND_SUMMER.some((at) => zoneOffsetAt(row.timeZone, at) === minutes)) return row.timeZone;
  return zoneOfOffsetLabel(sent, country === undefined ? row.locationCountry : country) ?? sent;
}

/** The price in minor units of the item's currency after the change, when the price or the currency changes. */
function pricePatch(row: CatalogRow, update: ItemUpdate): Patch {
  const patch: Patch = {};
  const currency = update.currency ?? row.currency;
  if (update.price !== undefined) {
    patch.priceMinor = update.price === null ? null : priceInMinor(update.price, currency);
  } else if (update.currency !== undefined && update.currency !== row.currency && row.priceMinor !== null) {
    // Keep the amount the host typed when only the currency changes.
    const kept = decimalToMinor(minorToDecimal(row.priceMinor, row.currency), currency);
    if (kept === undefined) {
      throw badRequest(`Please set the price again in ${currency}.`, { price: `Please set the price again in ${currency}.` });
    }
    patch.priceMinor = kept;
  }
  return patch;
}

function priceInMinor(price: string, currency: string): number {
  const minor = decimalToMinor(price, currency);
  const digits = minorUnits(currency);
  if (minor === undefined || minor < 0) {
    const message = digits === 0 ? `${currency} prices have no decimals: enter a whole amount.` : PRICE_MESSAGE;
    throw badRequest(message, { price: message });
  }
  if (minor > CATALOG_LIMITS.priceWhole * 10 ** digits) {
    const message = `Price can be at most ${CATALOG_LIMITS.priceWhole}.`;
    throw badRequest(message, { price: message });
  }
  return minor;
}

/** Rules across fields, checked on the item as it would be after the change; errors name the changed field. */
export function checkConsistency(
  kind: CatalogKind,
  before: CatalogRow,
  next: CatalogRow,
  touched: ReadonlySet<string>,
  ticketsSold: number,
  now: number,
) {
  const fields: Record<string, string> = {};
  const pick = (...candidates: string[]) => candidates.find((name) => touched.has(name)) ?? candidates[0] ?? 'body';

  if (next.maximumQuantity !== null && next.quantity !== null && next.maximumQuantity > next.quantity) {
    fields[pick('maximumQuantity', 'quantity')] = `Maximum quantity cannot be more than the ${next.quantity} tickets issued.`;
  }
  if (next.quantity !== null && next.quantity < ticketsSold) {
    fields.quantity = `Quantity cannot be less than the ${ticketsSold} tickets already sold.`;
  }
  const salesStart = salesOpenAt(next);
  const salesEnd = latestSalesEndOf(next);
  if (salesStart !== undefined && salesEnd !== undefined && salesEnd < salesStart) {
    fields[pick('salesEndDate', 'salesEndTime', 'salesStartDate', 'salesStartTime')] = 'The sales end must come after the sales start.';
  }
  for (const skipped of skippedLocalTimes(next)) {
    const [dateFact, timeFact] = skipped.facts;
    const moved = touched.has('timeZone') || [dateFact, timeFact].some((fact) => touched.has(wireFieldOf(kind, fact)));
    if (moved) fields[wireFieldOf(kind, timeFact)] ??= skipped.message;
  }
  // An experience sold by the slot reads as its next slot; its sales run to its last (each slot has its own end).
  if (!next.slotted && salesEndAfterStart(next)) {
    fields[pick('salesEndDate', 'salesEndTime', 'date', 'time', 'timeZone')] = `Sales must end by the start of the ${NOUN[kind]}.`;
  }
  // A change cannot make an item on sale unsellable: nothing it needs can be cleared, nor its date moved into the past.
  if (next.status === 'Active') {
    const missingBefore = new Set(missingForPublish(kind, before, now).map((m) => m.label));
    for (const missing of missingForPublish(kind, next, now)) {
      if (!missingBefore.has(missing.label)) fields[missing.field] ??= `${missing.label} is needed while the ${NOUN[kind]} is on sale.`;
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * Applies the changed fields (one transaction, the row locked), then publishes when asked: only a Draft
 * that is ready to sell becomes Active. Cancelling goes through cancelItem.
 */
export async function updateItem(
  db: Db,
  hostId: number,
  kind: CatalogKind,
  id: number,
  update: ItemUpdate,
  ports: Pick<CatalogPorts, 'salesByItem' | 'onItemCancelled'>,
): Promise<CatalogRow> {
  const { publishEvent, cancelEvent, ...changes } = update;
  const changed = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (cancelEvent === true) {
    if (changed.length > 0 || publishEvent === true) {
      throw badRequest('Send cancelEvent on its own, without other changes.', {
        cancelEvent: 'Send cancelEvent on its own, without other changes.',
      });
    }
    return cancelItem(db, { hostId, kind, itemId: id }, ports.onItemCancelled);
  }
  return db.transaction(async (tx) => {
    const row = await ownedItem(tx, hostId, kind, id, true);
    const now = Date.now();
    if (row.status === 'Cancelled') throw conflict(`This ${NOUN[kind]} is cancelled and can no longer be changed.`);
    const patch = patchFrom(kind, row, changes);
    const next: CatalogRow = { ...row, ...patch };
    if (changed.length > 0) {
      const ticketsSold = (await ports.salesByItem(tx, [id])).get(id)?.ticketsSold ?? 0;
      checkConsistency(kind, row, next, new Set(changed.map(([name]) => name)), ticketsSold, now);
    }
    if (publishEvent === true) {
      const shown = shownStatus(next, now);
      if (shown !== 'Draft') throw conflict(`Only a draft can be published; this ${NOUN[kind]} is ${shown}.`);
      const missing = missingForPublish(kind, next, now);
      if (missing.length > 0) {
        throw conflict(
          `This ${NOUN[kind]} is not ready to publish. Still needed: ${missing.map((m) => m.label).join(', ')}.`,
          Object.fromEntries(missing.map((m) => [m.field, `${m.label} is needed before publishing.`])),
        );
      }
      patch.status = 'Active';
      patch.publishedAt = new Date(now);
    }
    if (Object.keys(patch).length === 0) return row;
    const [saved] = await tx
      .update(catalogItems)
      .set({ ...patch, updatedAt: new Date(now) })
      .where(eq(catalogItems.id, id))
      .returning();
    if (!saved) throw notFound();
    await slotsFollow(tx, saved);
    return saved;
  });
}

/**
 * Cancels an Active item whose start is still to come: sales stop at once (only Active items are sold), and
 * `onItemCancelled` runs in the same transaction so paid orders can be refunded with it.
 */
export async function cancelItem(
  db: Db,
  target: { hostId: number; kind: CatalogKind; itemId: number },
  onItemCancelled: ItemCancelledHook,
): Promise<CatalogRow> {
  return db.transaction(async (tx) => {
    const row = await ownedItem(tx, target.hostId, target.kind, target.itemId, true);
    const shown = shownStatus(row, Date.now());
    if (shown !== 'Active') throw conflict(`Only an ${NOUN[target.kind]} on sale (Active) can be cancelled; this one is ${shown}.`);
    const [saved] = await tx
      .update(catalogItems)
      .set({ status: 'Cancelled', cancelledAt: new Date(), updatedAt: new Date() })
      .where(eq(catalogItems.id, row.id))
      .returning();
    if (!saved) throw notFound();
    await onItemCancelled(tx, row.id);
    // Cancelling an experience sold by the slot closes each open slot, whose buyers are refunded and told.
    for (const slotId of await openSlotIds(tx, row.id)) {
      await tx
        .update(catalogItems)
        .set({ status: 'Cancelled', cancelledAt: new Date(), updatedAt: new Date() })
        .where(eq(catalogItems.id, slotId));
      await onItemCancelled(tx, slotId);
    }
    return saved;
  });
}

/** Records a newly stored image on the host's item; answers the key it replaced (to delete) and the row. */
export async function setItemImage(
  db: Db,
  hostId: number,
  kind: CatalogKind,
  id: number,
  image: { key: string; width: number; height: number },
): Promise<{ row: CatalogRow; replacedKey: string | null }> {
  return db.transaction(async (tx) => {
    const row = await ownedItem(tx, hostId, kind, id, true);
    if (row.status === 'Cancelled') throw conflict(`This ${NOUN[kind]} is cancelled and can no longer be changed.`);
    const [saved] = await tx
      .update(catalogItems)
      .set({ imageKey: image.key, imageWidth: image.width, imageHeight: image.height, updatedAt: new Date() })
      .where(eq(catalogItems.id, id))
      .returning();
    if (!saved) throw notFound();
    return { row: saved, replacedKey: row.imageKey };
  });
}
