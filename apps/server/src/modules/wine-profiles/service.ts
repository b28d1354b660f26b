import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WineDetailsUpdateSchema,
  wineRangeProblems,
  type WineDetails,
  type WineDetailsUpdate,
  type WineProfileQuery,
} from '@trg/contract/wine-profiles';
import type { CreateWineReview, MyWineReviews, WineReview } from '@trg/contract/wine-reviews';
import { WINE_LIST_MESSAGES } from '@trg/contract/wine-lists';
import { reviewsNotOpenMessage } from '@trg/contract/reviews';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../plugins/http-error.ts';
import type { ImageStore, StoredImage } from '../media/index.ts';
import { currenciesPouring, hasItemStarted, publishedItemKind } from '../catalog/index.ts';
import { findWine, updateWine } from '../wine-lists/index.ts';
import { guestItemIds, wineAccess } from './access.ts';
import { WINE_IMAGE_FIELDS, imageFieldError, type WineForm, type WineImageField } from './form.ts';
import { toWineChanges, toWineDetails, toWineReview, type ReviewSummary, type WineProfileRow, type WineRow } from './presenters.ts';
import { wineProfiles, wineReviews } from './schema.ts';
import { visibleWineReviewSql, wineReviewsPage } from './shown-reviews.ts';

export const WINE_PROFILE_MESSAGES = {
  anonymous: 'Sign in with the member account that booked an event or experience serving this wine to see its profile.',
  notAllowed: 'This wine profile is for the host who lists it and for guests who booked an event or experience serving it.',
  notOwner: 'Only the host who lists this wine can change its profile.',
  nothingToChange: `Nothing to change: send at least one field of the profile, or a ${WINE_IMAGE_FIELDS.join(' or ')} image.`,
  imageNotFile: (field: string) => `Send ${field} as an image file (JPEG, PNG, WebP or AVIF), or blank to remove the image.`,
  missing: (ref: WineProfileQuery) => `No wine with the id ${ref.wineId} is on the wine list ${ref.wineListId}.`,
  reviewMissing: (wineId: number) => `No wine has the id ${wineId}.`,
  reviewOwnWine: 'Hosts cannot review the wines on their own wine lists.',
  reviewNotMember: 'Wine reviews are written from member accounts.',
  reviewNoBooking: 'Only guests with a paid booking for an event or experience serving this wine can review it.',
  reviewedAlready: 'You have already reviewed this wine.',
} as const;

// Reading -----------------------------------------------------------------------------------------------

async function wineRows(db: Db, ref: WineProfileQuery, forUpdate = false): Promise<{ wine: WineRow; profile: WineProfileRow | null }> {
  const wine = await findWine(db, ref, forUpdate);
  if (!wine) throw notFound(WINE_PROFILE_MESSAGES.missing(ref));
  const [profile] = await db.select().from(wineProfiles).where(eq(wineProfiles.wineId, wine.id));
  return { wine, profile: profile ?? null };
}

/**
 * The guests' star ratings of a wine: the average to 1 decimal (null when none) and how many. Only reviews whose
 * authors are still its guests and that staff have not hidden count (a refunded guest's review stops counting), as
 * for an event's reviews.
 */
export async function wineReviewSummary(db: Db, wineId: number): Promise<ReviewSummary> {
  const [row] = await db
    .select({ average: avg(wineReviews.rating), count: count() })
    .from(wineReviews)
    .where(and(eq(wineReviews.wineId, wineId), visibleWineReviewSql()));
  const average = row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 10) / 10;
  return { average, count: row?.count ?? 0 };
}

/** The host who lists the wine also gets the currencies of the items pouring its list, for the editor's prices. */
async function presentWine(db: Db, ref: WineProfileQuery, canEdit: boolean, readerId: number | null): Promise<WineDetails> {
  const { wine, profile } = await wineRows(db, ref);
  const reviewSummary = await wineReviewSummary(db, wine.id);
  const latestReviews = (await wineReviewsPage(db, wine.id, 1, readerId)).results;
  if (!canEdit) return { ...toWineDetails(wine, profile, { canEdit, reviewSummary }), latestReviews };
  return {
    ...toWineDetails(wine, profile, { canEdit, reviewSummary, itemCurrencies: await currenciesPouring(db, wine.wineListId) }),
    latestReviews,
  };
}

/** The whole profile, for the host who lists the wine and for guests holding a paid booking where it is poured. */
export async function retrieveWineDetails(db: Db, user: SessionUser | null, ref: WineProfileQuery): Promise<WineDetails> {
  const access = await wineAccess(db, user, ref);
  if (access === 'missing') throw notFound(WINE_PROFILE_MESSAGES.missing(ref));
  if (access === 'none') throw forbidden(user ? WINE_PROFILE_MESSAGES.notAllowed : WINE_PROFILE_MESSAGES.anonymous);
  const details = await presentWine(db, ref, access === 'owner', user?.id ?? null);
  // A guest is told on the page, as the event's review says, that reviews open once the item has started.
  if (access === 'guest' && user) return { ...details, reviewsNotOpen: await reviewsNotOpen(db, user.id, details.wineId) };
  return details;
}

/** A page of the wine's reviews people read, for whoever may read its profile. */
export async function readWineReviews(db: Db, user: SessionUser | null, query: WineProfileQuery & { page: number }) {
  const access = await wineAccess(db, user, query);
  if (access === 'missing') throw notFound(WINE_PROFILE_MESSAGES.missing(query));
  if (access === 'none') throw forbidden(user ? WINE_PROFILE_MESSAGES.notAllowed : WINE_PROFILE_MESSAGES.anonymous);
  const { wine } = await wineRows(db, query);
  return wineReviewsPage(db, wine.id, query.page, user?.id ?? null);
}

// Updating ----------------------------------------------------------------------------------------------

/** 404 for a wine not on the list, 403 unless the signed-in user is the host who owns the list. */
export async function requireWineOwner(db: Db, user: SessionUser, ref: WineProfileQuery): Promise<void> {
  const access = await wineAccess(db, user, ref);
  if (access === 'missing') throw notFound(WINE_PROFILE_MESSAGES.missing(ref));
  if (access !== 'owner') throw forbidden(WINE_PROFILE_MESSAGES.notOwner);
}

/** Zod's problems as the API's `fields`, by wire name: an unknown field is named by itself. */
function problemsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'body')];
    for (const name of names) fields[name] ??= issue.message;
  }
  return fields;
}

function invalid(fields: Record<string, string>): Error {
  const [first] = Object.entries(fields);
  return badRequest(first ? `${first[0]}: ${first[1]}` : 'The request is not valid.', fields);
}

/** The column of each image field. */
const IMAGE_COLUMNS = { wineImg: 'wineImageKey', estateImg: 'estateImageKey' } as const satisfies Record<
  WineImageField,
  keyof WineProfileRow
>;

interface ParsedForm {
  update: WineDetailsUpdate;
  /** The image fields sent as blank text (or JSON null): each removes its image. */
  clearImages: WineImageField[];
}

/** The form's fields through the contract's schema, plus the checks only the server can make. */
function parseForm({ fields, images }: WineForm): ParsedForm {
  const { wineImg: _wineImg, estateImg: _estateImg, ...rest } = fields;
  const clearImages: WineImageField[] = [];
  for (const field of WINE_IMAGE_FIELDS) {
    const text = fields[field];
    if (text === undefined || images[field] !== undefined) continue;
    if (text === null || (typeof text === 'string' && text.trim() === '')) clearImages.push(field);
    else throw invalid({ [field]: WINE_PROFILE_MESSAGES.imageNotFile(field) });
  }
  const parsed = WineDetailsUpdateSchema.safeParse(rest);
  if (!parsed.success) throw invalid(problemsOf(parsed.error));
  const update = parsed.data;
  // The name is the wine's own: it can be changed, not cleared (as in the wine list manager).
  if (update.wine === null) throw invalid({ wine: WINE_LIST_MESSAGES.wineRequired });
  if (Object.values(update).every((value) => value === undefined) && Object.keys(images).length === 0 && clearImages.length === 0) {
    throw badRequest(WINE_PROFILE_MESSAGES.nothingToChange);
  }
  return { update, clearImages };
}

/** The ordered pairs (serving temperatures, Drink After/Before) checked on the profile as it would be after the change. */
function checkRanges(profile: WineProfileRow | null, update: WineDetailsUpdate): void {
  const after = <T>(sent: T | null | undefined, stored: T | null | undefined) => (sent === undefined ? (stored ?? null) : sent);
  const problems = wineRangeProblems({
    minServingTempurature: after(update.minServingTempurature, profile?.minServingTemperature),
    maxServingTempurature: after(update.maxServingTempurature, profile?.maxServingTemperature),
    startToDrink: after(update.startToDrink, profile?.startToDrink),
    endToDrink: after(update.endToDrink, profile?.endToDrink),
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

/** An image checked and stored as every upload is (content-checked, re-encoded); a refusal names its field. */
async function storeWineImage(images: ImageStore, field: WineImageField, data: Buffer): Promise<StoredImage> {
  try {
    return await images.store(data);
  } catch (error) {
    throw error instanceof HttpError ? imageFieldError(error, field) : error;
  }
}

/** The images sent, stored one after the other; if one is refused, those already stored are dropped. */
async function storeWineImages(images: ImageStore, form: WineForm): Promise<Partial<Record<WineImageField, StoredImage>>> {
  const stored: Partial<Record<WineImageField, StoredImage>> = {};
  try {
    for (const field of WINE_IMAGE_FIELDS) {
      const data = form.images[field];
      if (data) stored[field] = await storeWineImage(images, field, data);
    }
  } catch (error) {
    for (const image of Object.values(stored)) await images.remove(image.key);
    throw error;
  }
  return stored;
}

/**
 * The host's update of a wine's profile: the wine's own columns on `wines`, the rest on its `wine_profiles`
 * row (made on the first save), in one transaction with the wine locked. New images are checked and stored
 * before the transaction and dropped if it fails; the images they replace are removed once the change is saved.
 */
export async function updateWineDetails(
  db: Db,
  images: ImageStore,
  host: SessionUser,
  ref: WineProfileQuery,
  form: WineForm,
): Promise<WineDetails> {
  const { update, clearImages } = parseForm(form);
  // Checked once before the images are processed, and again under the lock.
  checkRanges((await wineRows(db, ref)).profile, update);
  const stored = await storeWineImages(images, form);
  let replacedKeys: (string | null)[] = [];
  try {
    replacedKeys = await db.transaction(async (tx) => {
      const { wine, profile } = await wineRows(tx, ref, true);
      checkRanges(profile, update);
      const changes = toWineChanges(update);
      if (Object.keys(changes.wine).length > 0) await updateWine(tx, wine.id, changes.wine);
      const imageKeys: Partial<Record<(typeof IMAGE_COLUMNS)[WineImageField], string | null>> = {};
      const replaced: (string | null)[] = [];
      for (const field of WINE_IMAGE_FIELDS) {
        const column = IMAGE_COLUMNS[field];
        const image = stored[field];
        if (!image && !clearImages.includes(field)) continue;
        imageKeys[column] = image?.key ?? null;
        replaced.push(profile?.[column] ?? null);
      }
      const set = { ...changes.profile, ...imageKeys, updatedAt: new Date() };
      await tx
        .insert(wineProfiles)
        .values({ wineId: wine.id, ...set })
        .onConflictDoUpdate({ target: wineProfiles.wineId, set });
      return replaced;
    });
  } catch (error) {
    for (const image of Object.values(stored)) await images.remove(image.key);
    throw error;
  }
  for (const key of replacedKeys) await images.remove(key);
  return presentWine(db, ref, true, host.id);
}

// Reviews -----------------------------------------------------------------------------------------------

/**
 * Reviews of a wine open when an event or experience through which the member is its guest has started: the
 * moment reviews of that item open (the catalog's hasItemStarted), refused in the same words until then.
 */
async function reviewsNotOpen(db: Db, userId: number, wineId: number): Promise<string | null> {
  const kind = await awaitedItemKind(db, userId, wineId);
  return kind ? reviewsNotOpenMessage(kind) : null;
}

/** The kind of item whose start a guest of the wine still waits for, or null once one pouring it has started. */
export async function awaitedItemKind(db: Db, userId: number, wineId: number): Promise<'event' | 'experience' | null> {
  const itemIds = await guestItemIds(db, userId, wineId);
  for (const itemId of itemIds) if (await hasItemStarted(db, itemId)) return null;
  const first = itemIds[0];
  return (first === undefined ? null : await publishedItemKind(db, first)) ?? 'event';
}

async function requireReviewsOpen(db: Db, userId: number, wineId: number): Promise<void> {
  const message = await reviewsNotOpen(db, userId, wineId);
  if (message) throw forbidden(message);
}

/** A guest of the wine reviews it, once, after an item pouring it has started. */
export async function createWineReview(db: Db, user: SessionUser, wineId: number, input: CreateWineReview): Promise<WineReview> {
  return db.transaction(async (tx) => {
    const access = await wineAccess(tx, user, { wineId });
    if (access === 'missing') throw notFound(WINE_PROFILE_MESSAGES.reviewMissing(wineId));
    if (access === 'owner') throw forbidden(WINE_PROFILE_MESSAGES.reviewOwnWine);
    if (access === 'none') {
      throw forbidden(user.group === 'members' ? WINE_PROFILE_MESSAGES.reviewNoBooking : WINE_PROFILE_MESSAGES.reviewNotMember);
    }
    await requireReviewsOpen(tx, user.id, wineId);
    const [inserted] = await tx
      .insert(wineReviews)
      .values({ wineId, userId: user.id, rating: input.rating, comment: input.comment })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(WINE_PROFILE_MESSAGES.reviewedAlready);
    return toWineReview(inserted);
  });
}

/** The signed-in user's own wine reviews, newest first, and the ids of the wines they reviewed. */
export async function myWineReviews(db: Db, userId: number): Promise<MyWineReviews> {
  const rows = await db
    .select({ wineId: wineReviews.wineId, rating: wineReviews.rating, comment: wineReviews.comment })
    .from(wineReviews)
    .where(eq(wineReviews.userId, userId))
    .orderBy(desc(wineReviews.createdAt), desc(wineReviews.id));
  return { winesReviewd: rows.map((row) => row.wineId), reviews: rows.map(toWineReview) };
}
