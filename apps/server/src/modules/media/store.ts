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
  /** Counts the upload against the user's hourly allowance, checks and re-encodes it, and saves its variants. */
  store(data: Buffer, uploaderId: number): Promise<StoredImage>;
  /** Deletes an image's variants; keys of artwork shipped with the site, or none, are ignored. */
  remove(key: string | null | undefined): Promise<void>;
}

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
  return {
    async store(data, uploaderId) {
      // Counted before any decoding, per signed-in user (not per address), across every upload route.
      let window: CounterWindow;
      try {
        window = await counters.hit(`images:user:${uploaderId}`, HOUR_MS);
      } catch {
        throw countersUnavailable();
      }
      if (window.hits > allowance) throw tooManyUploads(Math.max(1, Math.ceil((window.resetAtMs - Date.now()) / 1000)));
      const encoded = await encodeImage(data);
      const key = randomBytes(12).toString('hex');
      await db
        .insert(mediaVariants)
        .values(encoded.variants.map(({ width, bytes }) => ({ key, width, contentType: WEBP, bytes })));
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
      files.map(async (name) => ({ key: entry.name, width: Number.parseInt(name, 10), contentType: WEBP, bytes: await fs.readFile(path.join(folder, name)) })),
    );
    if (rows.length > 0) await db.insert(mediaVariants).values(rows).onConflictDoNothing();
    await fs.rm(folder, { recursive: true, force: true });
    moved += 1;
  }
  if (moved > 0) log.info({ images: moved, dir }, 'moved images from the disk into the database');
  return moved;
}
