import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { formatDate, formatTime } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';
import { escapeHtml } from '@trg/contract/html';
import { experienceSlotPath, paths } from '@trg/contract/paths';
import { saleState, WAITING_LIST_HOLD_MINUTES } from '@trg/contract/sale-state';
import { itemSlug } from '@trg/contract/slugs';
import type { WaitingListStatus } from '@trg/contract/waiting-list';
import { BRAND } from '@trg/contract/brand';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import { accountDirectory } from '../accounts/index.ts';
import { enqueueEmail, type QueuedEmail } from '../email/index.ts';
import { lockItems, ticketsLeft, ticketsTaken, type CatalogItem } from './stock.ts';
import { waitingListEntries } from './schema.ts';
import { catalogItems } from '../catalog/schema.ts';

const MINUTE_MS = 60_000;
const HOLD_MS = WAITING_LIST_HOLD_MINUTES * MINUTE_MS;

/** The queue's names for the waiting list's jobs (docs/decisions/0013-job-queue.md). */
export const WAITING_LIST_QUEUES = {
  /** Offer the places an item has free to the next in line, after letting lapsed holds go. */
  offer: 'waiting-list-offer',
  /** Every minute: the same for each item with someone waiting or a hold that has lapsed. */
  scan: 'waiting-list-scan',
} as const;

type Entry = typeof waitingListEntries.$inferSelect;

/** An item as the waiting list names it: a slot by its experience's title with its date and time. */
function itemName(item: CatalogItem): string {
  if (item.parentId === null || !item.date) return item.title;
  return `${item.title} on ${formatDate(item.date)}${item.time ? ` at ${formatTime(item.time)}` : ''}`;
}

/** The public page an item is bought on: a slot's is its experience's, with the slot chosen. */
function itemPagePath(item: CatalogItem): string {
  const slug = itemSlug(item.title, item.parentId ?? item.id);
  if (item.parentId !== null) return experienceSlotPath(slug, item.id);
  return item.kind === 'event' ? paths.event(slug) : paths.experience(slug);
}

/** "14 July 2026 at 18:30 (UTC)": when a hold ends, in the item's own zone. */
function holdEndText(holdUntil: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(holdUntil);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatDate(date)} at ${part('hour')}:${part('minute')} (${timeZoneLabel(timeZone, { date }).replace(/\u00a0/g, ' ')})`;
}

const isLiveHold = (entry: Entry, now: Date) => entry.status === 'offered' && entry.holdUntil !== null && entry.holdUntil > now;

async function entryOf(db: Db, userId: number, itemId: number): Promise<Entry | undefined> {
  const [entry] = await db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.itemId, itemId), eq(waitingListEntries.userId, userId)))
    .limit(1);
  return entry;
}

/** Where a member stands: waiting (and how many are before them), holding a place until when, or not on the list. */
async function statusOf(db: Db, entry: Entry | undefined, item: CatalogItem, now: Date): Promise<WaitingListStatus> {
  const name = itemName(item);
  if (entry && isLiveHold(entry, now) && entry.holdUntil) {
    return {
      onList: true,
      position: null,
      holdUntil: entry.holdUntil.toISOString(),
      message: `A place at ${name} is held for you until ${holdEndText(entry.holdUntil, item.timeZone)}: book it before then.`,
    };
  }
  if (entry?.status === 'waiting') {
    const [ahead] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(waitingListEntries)
      .where(
        and(
          eq(waitingListEntries.itemId, item.id),
          eq(waitingListEntries.status, 'waiting'),
          sql`(${waitingListEntries.joinedAt}, ${waitingListEntries.id}) < (${entry.joinedAt.toISOString()}::timestamptz, ${entry.id}::int)`,
        ),
      );
    const position = (ahead?.n ?? 0) + 1;
    return {
      onList: true,
      position,
      holdUntil: null,
      message: `You are number ${position} on the waiting list for ${name}. We will email you when a place is free.`,
    };
  }
  return { onList: false, position: null, holdUntil: null, message: `You are not on the waiting list for ${name}.` };
}

const NO_SUCH_ITEM = 'We could not find that event, experience or slot.';

/** The item, locked as every checkout locks it; a draft is no item at all. */
async function lockedItem(tx: Db, itemId: number): Promise<CatalogItem> {
  const [item] = await lockItems(tx, [itemId]);
  if (!item || item.status === 'Draft') throw notFound(NO_SUCH_ITEM);
  return item;
}

/** GET: where the member stands on the item's waiting list. */
export async function waitingListStatus(db: Db, userId: number, itemId: number, now = new Date()): Promise<WaitingListStatus> {
  const [item] = await db.select().from(catalogItems).where(eq(catalogItems.id, itemId)).limit(1);
  if (!item || item.status === 'Draft') throw notFound(NO_SUCH_ITEM);
  return statusOf(db, await entryOf(db, userId, itemId), item, now);
}

/**
 * Joins the waiting list of an item that is on sale and sold out; once per member (a member who was offered a
 * place and let it lapse, or bought, joins again at the back).
 */
export async function joinWaitingList(db: Db, userId: number, itemId: number, now = new Date()): Promise<WaitingListStatus> {
  return db.transaction(async (tx) => {
    const item = await lockedItem(tx, itemId);
    const name = itemName(item);
    const existing = await entryOf(tx, userId, itemId);
    if (existing && (existing.status === 'waiting' || isLiveHold(existing, now))) {
      throw conflict(`You are already on the waiting list for ${name}.`);
    }
    const state = saleState(item, now.getTime());
    if (!state.onSale) throw conflict(`${state.message} Its waiting list is closed.`);
    const left = ticketsLeft(item, (await ticketsTaken(tx, [item.id], null, now)).get(item.id) ?? 0);
    if (left > 0) throw conflict(`${name} is not sold out: you can book it now.`);
    const values = { status: 'waiting' as const, joinedAt: now, offeredAt: null, holdUntil: null };
    if (existing) await tx.update(waitingListEntries).set(values).where(eq(waitingListEntries.id, existing.id));
    else await tx.insert(waitingListEntries).values({ itemId, userId, ...values });
    return statusOf(tx, await entryOf(tx, userId, itemId), item, now);
  });
}

/**
 * Leaves the waiting list (a held place is let go with it: the caller then offers it to the next in line). Answers
 * the member's status and whether a hold was let go.
 */
export async function leaveWaitingList(
  db: Db,
  userId: number,
  itemId: number,
  now = new Date(),
): Promise<{ status: WaitingListStatus; releasedHold: boolean }> {
  return db.transaction(async (tx) => {
    const item = await lockedItem(tx, itemId);
    const existing = await entryOf(tx, userId, itemId);
    const releasedHold = existing !== undefined && isLiveHold(existing, now);
    if (existing) await tx.delete(waitingListEntries).where(eq(waitingListEntries.id, existing.id));
    const status = await statusOf(tx, undefined, item, now);
    return { status: { ...status, message: `You have left the waiting list for ${itemName(item)}.` }, releasedHold };
  });
}

/** A member who bought tickets of these items is done with their waiting lists: a hold they had is used. */
export async function markWaitingListBought(tx: Db, userId: number, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(waitingListEntries)
    .set({ status: 'bought', holdUntil: null })
    .where(
      and(
        eq(waitingListEntries.userId, userId),
        inArray(waitingListEntries.itemId, [...itemIds]),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
      ),
    );
}

function holdEmail(to: string, firstName: string | null, item: CatalogItem, holdUntil: Date, publicUrl: string): QueuedEmail {
  const name = itemName(item);
  const link = `${publicUrl.replace(/\/$/, '')}${itemPagePath(item)}`;
  const until = holdEndText(holdUntil, item.timeZone);
  const lines = [
    firstName ? `Dear ${firstName},` : 'Hello,',
    '',
    `A place at ${name} is free, and you are first on its waiting list.`,
    `We are holding it for you for ${WAITING_LIST_HOLD_MINUTES} minutes, until ${until}. Book it here before then: ${link}`,
    'After that, the place goes to the next person in line.',
    '',
    BRAND.company,
  ];
  return {
    kind: 'waiting_list_hold',
    to,
    subject: `A place at ${name} is held for you for ${WAITING_LIST_HOLD_MINUTES} minutes`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines
      .map((line) =>
        line.includes(link)
          ? `<p>${escapeHtml(line.replace(link, ''))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('')}</body></html>`,
    attachments: [],
  };
}

/**
 * Lets the item's lapsed holds go, then offers each free place to the next member in line: a hold of one place for
 * WAITING_LIST_HOLD_MINUTES, and an email with the link to buy it, in one transaction under the item's lock (the
 * lock every checkout takes), so a place is never offered twice nor sold while offered. Answers the holds made.
 */
export async function offerFreedPlaces(
  db: Db,
  itemId: number,
  publicUrl: string,
  now = new Date(),
): Promise<{ userId: number; holdUntil: Date }[]> {
  return db.transaction(async (tx) => {
    const [item] = await lockItems(tx, [itemId]);
    if (!item) return [];
    await tx
      .update(waitingListEntries)
      .set({ status: 'lapsed' })
      .where(and(eq(waitingListEntries.itemId, itemId), eq(waitingListEntries.status, 'offered'), lte(waitingListEntries.holdUntil, now)));
    if (!saleState(item, now.getTime()).onSale) return [];
    const free = ticketsLeft(item, (await ticketsTaken(tx, [itemId], null, now)).get(itemId) ?? 0);
    if (free <= 0) return [];
    const next = await tx
      .select({ entry: waitingListEntries, email: accountDirectory.email, firstName: accountDirectory.firstName })
      .from(waitingListEntries)
      .innerJoin(accountDirectory, eq(accountDirectory.id, waitingListEntries.userId))
      .where(and(eq(waitingListEntries.itemId, itemId), eq(waitingListEntries.status, 'waiting')))
      .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id))
      .limit(free);
    const holdUntil = new Date(now.getTime() + HOLD_MS);
    for (const { entry, email, firstName } of next) {
      await tx.update(waitingListEntries).set({ status: 'offered', offeredAt: now, holdUntil }).where(eq(waitingListEntries.id, entry.id));
      await enqueueEmail(tx, holdEmail(email, firstName, item, holdUntil, publicUrl));
    }
    return next.map(({ entry }) => ({ userId: entry.userId, holdUntil }));
  });
}

/** The items whose waiting lists may have a place to offer: someone waiting, or a hold that has lapsed. */
export async function itemsWithWaitingLists(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .selectDistinct({ itemId: waitingListEntries.itemId })
    .from(waitingListEntries)
    .where(
      or(eq(waitingListEntries.status, 'waiting'), and(eq(waitingListEntries.status, 'offered'), lte(waitingListEntries.holdUntil, now))),
    );
  return rows.map((row) => row.itemId);
}

/** The queue's face the waiting list sends to (app.queue). */
export interface WaitingListQueue {
  send(name: string, data: object, options?: { singletonKey?: string; startAfter?: Date }): Promise<unknown>;
}

/**
 * Places of these items may have come free (a refund, a hold let go, more places): a job per item offers them to
 * the next in line, after the commit that freed them. While one waits for an item another adds nothing. A send that
 * fails is left to the scan, which looks every minute.
 */
export async function queueWaitingListOffers(
  queue: WaitingListQueue,
  itemIds: readonly number[],
  onError: (error: unknown) => void,
): Promise<void> {
  for (const itemId of new Set(itemIds)) {
    try {
      await queue.send(WAITING_LIST_QUEUES.offer, { itemId }, { singletonKey: `offer:${itemId}` });
    } catch (error) {
      onError(error);
    }
  }
}
