import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, storeImage } from './images.ts';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-media-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b2439' } });

describe('image uploads', () => {
  it.each([
    ['JPEG', () => solid(1200, 800).jpeg().toBuffer()],
    ['PNG', () => solid(900, 600).png().toBuffer()],
    ['WebP', () => solid(700, 500).webp().toBuffer()],
    ['AVIF', () => solid(400, 300).avif().toBuffer()],
  ])('re-encodes a %s to WebP in every width, never enlarged', async (_name, make) => {
    const input = await make();
    const stored = await storeImage(mediaDir, input);
    const original = await sharp(input).metadata();
    expect(stored.widths).toEqual([...IMAGE_WIDTHS]);
    for (const width of IMAGE_WIDTHS) {
      const variant = await sharp(path.join(mediaDir, stored.key, `${width}.webp`)).metadata();
      expect(variant.format).toBe('webp');
      expect(variant.width).toBe(Math.min(width, original.width ?? 0));
    }
  });

  it('strips metadata such as EXIF', async () => {
    const input = await solid(640, 480)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(mediaDir, input);
    const variant = await sharp(path.join(mediaDir, stored.key, '640.webp')).metadata();
    expect(variant.exif).toBeUndefined();
  });

  it('refuses what is not an image, whatever it is called', async () => {
    await expect(storeImage(mediaDir, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ statusCode: 415 });
    await expect(storeImage(mediaDir, Buffer.from('%PDF-1.4 not an image'))).rejects.toMatchObject({ statusCode: 415 });
    const gif = await solid(10, 10).gif().toBuffer();
    await expect(storeImage(mediaDir, gif)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('refuses more than 10 MB', async () => {
    await expect(storeImage(mediaDir, Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toMatchObject({ statusCode: 413 });
  });
});
