import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { ERROR_CODES } from '@trg/contract/errors';
import { HttpError } from '../../plugins/http-error.ts';
import { JobQueue, QueueFullError } from './queue.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/**
 * The most pixels an upload may have, read from its header before anything is decoded: 25 megapixels holds
 * every phone photo at its default size and a 24-megapixel camera's, far more than the 1600-pixel-wide
 * variants need. limitInputPixels repeats it as a second guard in the decoder.
 */
export const MAX_MEGAPIXELS = 25;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/**
 * The most memory one decoded upload may take: the pixel cap at 8 bits per channel with alpha (100 MB).
 * A 16-bit image is accepted while it fits (about 12 megapixels with alpha, 16 without); beyond, it is refused.
 */
const MAX_DECODED_BYTES = MAX_PIXELS * 4;
const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};

/**
 * Image work runs one job at a time, with a few more waiting (beyond that an upload is answered 503), so that
 * it holds at most one of libuv's threads, which also read the files the site serves; libvips itself uses
 * half the cores for that one job, and keeps no cache (every upload is new).
 */
export const IMAGE_JOBS_AT_ONCE = 1;
export const IMAGE_JOBS_WAITING = 8;
const BUSY_RETRY_SECONDS = 10;
sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / 2)));
sharp.cache(false);
const imageJobs = new JobQueue(IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING);

/** An upload re-encoded: its upright size and a WebP of each width (never enlarged). */
export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

export const unsupportedImage = () => new HttpError(415, ERROR_CODES.unsupportedMedia, 'Please upload a JPEG, PNG, WebP or AVIF image.');
export const imageTooLarge = () => new HttpError(413, ERROR_CODES.tooLarge, 'The image is larger than 10 MB. Please upload a smaller one.');
const tooManyPixels = (megapixels: number) =>
  new HttpError(
    413,
    ERROR_CODES.tooLarge,
    `The image is too large: at most ${MAX_MEGAPIXELS} megapixels (this one has ${megapixels.toFixed(1)}). Please resize it and upload it again.`,
  );
const tooDeep = (bits: number) =>
  new HttpError(
    413,
    ERROR_CODES.tooLarge,
    `The image is too large to process at ${bits} bits per channel: at most ${MAX_MEGAPIXELS} megapixels at 8 bits per channel. Please save it with 8 bits per channel (or resize it) and upload it again.`,
  );
const imagesBusy = () =>
  new HttpError(
    503,
    ERROR_CODES.unavailable,
    `We are processing many images just now. Please try again in ${BUSY_RETRY_SECONDS} seconds.`,
    undefined,
    { 'Retry-After': String(BUSY_RETRY_SECONDS) },
  );

/**
 * Checks an upload from its header alone (nothing is decoded): its content (not its name or declared
 * type) must be a JPEG, PNG, WebP or AVIF within the pixel and decoded-size caps.
 */
export async function inspectImage(data: Buffer): Promise<Metadata> {
  if (data.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  let metadata: Metadata;
  try {
    // metadata() reads the header only; the pixel limit is left to the check below, which says more.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedImage();
  }
  // AVIF decodes as heif with the av1 compression.
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && !isAvif)) {
    throw unsupportedImage();
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_PIXELS) throw tooManyPixels(pixels / 1_000_000);
  const bytesPerSample = BYTES_PER_SAMPLE[metadata.depth] ?? 8;
  if (pixels * metadata.channels * bytesPerSample > MAX_DECODED_BYTES) throw tooDeep(metadata.bitsPerSample ?? bytesPerSample * 8);
  return metadata;
}

/**
 * Checks an upload (inspectImage), then, in the image queue, re-encodes it to WebP in every width, upright
 * and with all metadata (EXIF, GPS) stripped. It is decoded once, to the largest width, and the smaller
 * widths are made from that.
 */
export async function encodeImage(data: Buffer): Promise<EncodedImage> {
  const metadata = await inspectImage(data);
  try {
    return await imageJobs.run(async () => {
      const largest = Math.max(...IMAGE_WIDTHS);
      const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .resize({ width: largest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw unsupportedImage();
        });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const variants = [];
      // Every width is made (never enlarged), so any variant URL exists whatever the original's size.
      for (const width of IMAGE_WIDTHS) {
        const bytes = await sharp(pixels, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
        variants.push({ width, bytes });
      }
      return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, variants };
    });
  } catch (error) {
    throw error instanceof QueueFullError ? imagesBusy() : error;
  }
}

/** The public URL of an image variant. */
export function imageUrl(key: string | null | undefined, width: (typeof IMAGE_WIDTHS)[number] = 1024): string | null {
  if (!key) return null;
  if (key.startsWith('/')) return key; // artwork shipped with the site
  return `/media/${key}/${width}.webp`;
}
