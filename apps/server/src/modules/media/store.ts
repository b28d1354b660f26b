import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@trg/contract/errors';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { countersUnavailable, type CounterWindow, type WindowCounters } from '../../plugins/rate-limit.ts';
import { encodeImage } from './images.ts';
import { mediaVariants } from './schema.ts';
import { JobQueue, QueueFullError } from './queue.ts';

/** Images a user may upload in an hour, whichever route takes them (times RATE_LIMIT_SCALE). */
export const IMAGE_UPLOADS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
const KEY_PATTERN = /^[0-9a-f]{24}$/;
const WEBP = 'image/webp';

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** Stores and removes uploaded images; every route that takes an image goes through it. */
export interface ImageStore {
  /**
   * Before any of an upload's body is read: counts it against the user's hourly allowance (IMAGE_UPLOADS_PER_HOUR,
   * whichever route takes it), refusing with 429 past it. `give back` undoes the count (a form sent no file).
   */
  admit(uploaderId: number): Promise<{ giveBack(): Promise<void> }>;
  /**
   * Runs `work` (reading the body, storing its image) in one of this process's upload slots, taken before any of
   * the body is read: UPLOADS_AT_ONCE run, UPLOADS_WAITING wait at most UPLOAD_WAIT_MS; any other is refused at once
   * with 503 and Retry-After, its body never parsed nor kept.
   */
  inSlot<T>(work: () => Promise<T>): Promise<T>;
  /** Checks and re-encodes an admitted upload and saves its variants. */
  store(data: Buffer): Promise<StoredImage>;
  /** Deletes an image's variants; keys of artwork shipped with the site, or none, are ignored. */
  remove(key: string | null | undefined): Promise<void>;
}

/**
 * Uploads being read and processed at once in a process, and how many may wait for them: 10 MB each in memory
 * while read, and the image work itself runs one at a time (images.ts), so two keep it busy without holding
 * ninety bodies in memory when ninety arrive at once (docs/capabilities/request-limits.md).
 */
export const UPLOADS_AT_ONCE = 2;
export const UPLOADS_WAITING = 16;
export const UPLOAD_WAIT_MS = 10_000;
const UPLOAD_RETRY_SECONDS = 10;

const uploadsBusy = () =>
  new HttpError(
    503,
    ERROR_CODES.unavailable,
    `We are receiving many images just now. Please try again in ${UPLOAD_RETRY_SECONDS} seconds.`,
    undefined,
    // Answered before the body is read; Node then reads it to its end and drops it, unparsed and unkept, so that
    // the client hears the answer rather than a connection reset in the middle of its upload.
    { 'Retry-After': String(UPLOAD_RETRY_SECONDS) },
  );

function tooManyUploads(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `You have uploaded a lot of images in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export function imageStore(db: Db, counters: WindowCounters, rateLimitScale: number): ImageStore {
  const allowance = Math.ceil(IMAGE_UPLOADS_PER_HOUR * rateLimitScale);
  const slots = new JobQueue(UPLOADS_AT_ONCE, UPLOADS_WAITING, UPLOAD_WAIT_MS);
  return {
    async admit(uploaderId) {
      // Per signed-in user (not per address), across every upload route.
      const key = `images:user:${uploaderId}`;
      let window: CounterWindow;
      try {
        window = await counters.hit(key, HOUR_MS);
      } catch {
        throw countersUnavailable();
      }
      if (window.hits > allowance) throw tooManyUploads(Math.max(1, Math.ceil((window.resetAtMs - Date.now()) / 1000)));
      return { giveBack: () => counters.forgive(key).catch(() => undefined) };
    },
    async inSlot(work) {
      try {
        return await slots.run(work);
      } catch (error) {
        throw error instanceof QueueFullError ? uploadsBusy() : error;
      }
    },
    async store(data) {
      const encoded = await encodeImage(data);
      const key = randomBytes(12).toString('hex');
      await db.insert(mediaVariants).values(encoded.variants.map(({ width, bytes }) => ({ key, width, contentType: WEBP, bytes })));
      return { key, width: encoded.width, height: encoded.height, widths: encoded.variants.map(({ width }) => width) };
    },
    async remove(key) {
      if (!key || !KEY_PATTERN.test(key)) return;
      await db.delete(mediaVariants).where(eq(mediaVariants.key, key));
    },
  };
}

/** One stored variant, or undefined. */
export async function readVariant(db: Db, key: string, width: number) {
  if (!KEY_PATTERN.test(key)) return undefined;
  const [row] = await db
    .select({ contentType: mediaVariants.contentType, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.key, key), eq(mediaVariants.width, width)));
  return row;
}

/**
 * Images stored before they moved to the database sit on this instance's disk as `<dir>/<key>/<width>.webp`:
 * each image is copied into the database (a key already there is left as it is), then its folder removed.
 * Runs on start, so that after it every instance serves every image; answers how many images it moved.
 */
export async function importDiskImages(db: Db, dir: string, log: Pick<FastifyBaseLogger, 'info'>): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  let moved = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !KEY_PATTERN.test(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    const files = (await fs.readdir(folder)).filter((name) => /^\d{1,5}\.webp$/.test(name));
    const rows = await Promise.all(
      files.map(async (name) => ({
        key: entry.name,
        width: Number.parseInt(name, 10),
        contentType: WEBP,
        bytes: await fs.readFile(path.join(folder, name)),
      })),
    );
    if (rows.length > 0) await db.insert(mediaVariants).values(rows).onConflictDoNothing();
    await fs.rm(folder, { recursive: true, force: true });
    moved += 1;
  }
  if (moved > 0) log.info({ images: moved, dir }, 'moved images from the disk into the database');
  return moved;
}
