import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../plugins/http-error.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
// Refuse decompression bombs: nothing larger than 40 megapixels is decoded.
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

export const unsupportedImage = () =>
  new HttpError(415, 'unsupported_media_type', 'Please upload a JPEG, PNG, WebP or AVIF image.');
export const imageTooLarge = () =>
  new HttpError(413, 'payload_too_large', 'The image is larger than 10 MB. Please upload a smaller one.');

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it to WebP in a few
 * widths, upright and with all metadata (EXIF, GPS) stripped, under `<mediaDir>/<key>/<width>.webp`.
 */
export async function storeImage(mediaDir: string, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unsupportedImage();
  }
  // AVIF decodes as heif with the av1 compression.
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && !isAvif)) {
    throw unsupportedImage();
  }
  const upright = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  const { info } = await upright.clone().toBuffer({ resolveWithObject: true }).catch(() => {
    throw unsupportedImage();
  });
  const key = randomBytes(12).toString('hex');
  const dir = path.join(mediaDir, key);
  await fs.mkdir(dir, { recursive: true });
  // Every width is written (never enlarged), so any variant URL exists whatever the original's size.
  const widths = [...IMAGE_WIDTHS];
  await Promise.all(
    widths.map((width) =>
      upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${width}.webp`)),
    ),
  );
  return { key, width: info.width, height: info.height, widths };
}

/** The public URL of an image variant. */
export function imageUrl(key: string | null | undefined, width: (typeof IMAGE_WIDTHS)[number] = 1024): string | null {
  if (!key) return null;
  if (key.startsWith('/')) return key; // artwork shipped with the site
  return `/media/${key}/${width}.webp`;
}

export async function removeImage(mediaDir: string, key: string | null | undefined): Promise<void> {
  if (!key || !/^[0-9a-f]{24}$/.test(key)) return;
  await fs.rm(path.join(mediaDir, key), { recursive: true, force: true });
}
