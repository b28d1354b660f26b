import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, encodeImage, inspectImage } from './images.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#6b2439' } });

describe('image uploads', () => {
  it.each([
    ['JPEG', () => solid(1200, 800).jpeg().toBuffer()],
    ['PNG', () => solid(900, 600).png().toBuffer()],
    ['WebP', () => solid(700, 500).webp().toBuffer()],
    ['AVIF', () => solid(400, 300).avif().toBuffer()],
  ])('re-encodes a %s to WebP in every width, never enlarged', async (_name, make) => {
    const input = await make();
    const encoded = await encodeImage(input);
    const original = await sharp(input).metadata();
    expect(encoded).toMatchObject({ width: original.width, height: original.height });
    expect(encoded.variants.map(({ width }) => width)).toEqual([...IMAGE_WIDTHS]);
    for (const { width, bytes } of encoded.variants) {
      const variant = await sharp(bytes).metadata();
      expect(variant.format).toBe('webp');
      expect(variant.width).toBe(Math.min(width, original.width));
    }
  });

  it('stores a photo upright and gives its upright size', async () => {
    // Orientation 6: the camera was turned a quarter, so the 600x400 pixels show as 400x600.
    const input = await solid(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const encoded = await encodeImage(input);
    expect(encoded).toMatchObject({ width: 400, height: 600 });
    expect(await sharp(encoded.variants[0]?.bytes).metadata()).toMatchObject({ width: 320, height: 480 });
  });

  it('strips metadata such as EXIF', async () => {
    const input = await solid(640, 480)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const encoded = await encodeImage(input);
    for (const { bytes } of encoded.variants) expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not an image, whatever it is called', async () => {
    await expect(encodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ statusCode: 415 });
    await expect(encodeImage(Buffer.from('%PDF-1.4 not an image'))).rejects.toMatchObject({ statusCode: 415 });
    const gif = await solid(10, 10).gif().toBuffer();
    await expect(encodeImage(gif)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('refuses more than 10 MB', async () => {
    await expect(encodeImage(Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('pixel and bit-depth caps, read from the header', () => {
  it('refuses more than 25 megapixels with a message that says what to do', async () => {
    // 7000 x 4000 = 28 megapixels in a small PNG, the kind that costs seconds and a gigabyte to decode.
    const huge = await solid(7000, 4000).png({ compressionLevel: 9 }).toBuffer();
    const started = performance.now();
    await expect(inspectImage(huge)).rejects.toMatchObject({
      statusCode: 413,
      code: 'payload_too_large',
      message: 'The image is too large: at most 25 megapixels (this one has 28.0). Please resize it and upload it again.',
    });
    // Refused from the header: far quicker than decoding 28 megapixels.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('accepts 25 megapixels at 8 bits per channel', async () => {
    const photo = await solid(6000, 4000).jpeg().toBuffer();
    await expect(inspectImage(photo)).resolves.toMatchObject({ width: 6000, height: 4000 });
  });

  it('refuses a 16-bit image that decodes to more memory than 25 megapixels at 8 bits, and takes a small one', async () => {
    const deep = await solid(5000, 4000).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    await expect(inspectImage(deep)).rejects.toMatchObject({
      statusCode: 413,
      message:
        'The image is too large to process at 16 bits per channel: at most 25 megapixels at 8 bits per channel. Please save it with 8 bits per channel (or resize it) and upload it again.',
    });
    // A small 16-bit image fits within the decoded-size cap and is stored as any other.
    const small = await solid(800, 600).toColourspace('rgb16').png().toBuffer();
    await expect(encodeImage(small)).resolves.toMatchObject({ width: 800, height: 600 });
  });
});
