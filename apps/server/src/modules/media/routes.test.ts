import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { storedImageKeys, storedWidths } from '../../testing/media.ts';
import { IMAGE_UPLOADS_PER_HOUR, UPLOADS_AT_ONCE, UPLOADS_WAITING } from './store.ts';

const PICTURE_URL = '/api/auth/member-profile-picture';
// The site's main script, as the built web app serves it from disk (the same static-file path as the page's
// own assets), so that a test can see whether file serving waits behind image work.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><script type="module" src="/assets/main.js"></script>');
fs.writeFileSync(path.join(distDir, 'assets/main.js'), `console.log(${JSON.stringify('grape '.repeat(50_000))});`);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const png = (width: number, height: number, background = '#6b2439') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function upload(headers: Headers, data: Buffer, app = ctx.app) {
  const form = multipartFile('profilePicture', 'me.png', 'image/png', data);
  return app.inject({ method: 'POST', url: PICTURE_URL, headers: { ...headers, ...form.headers }, payload: form.payload });
}

async function uploadedKey(headers: Headers, data: Buffer, app = ctx.app): Promise<string> {
  const response = await upload(headers, data, app);
  expect(response.statusCode).toBe(200);
  return String(response.json().member.profilePicture).split('/')[2] ?? '';
}

describe('serving images from the database', () => {
  it('serves each width with a year-long immutable cache and an ETag, and 304 when it is unchanged', async () => {
    const { headers } = await createMember(ctx.database.db);
    const key = await uploadedKey(headers, await png(900, 600));
    for (const width of [320, 640, 1024, 1600]) {
      const served = await ctx.app.inject({ method: 'GET', url: `/media/${key}/${width}.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: Math.min(width, 900) });
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/media/${key}/${width}.webp`,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('answers 404 in the error shape for an unknown key, width or file', async () => {
    const { headers } = await createMember(ctx.database.db);
    const key = await uploadedKey(headers, await png(400, 300));
    for (const url of [
      '/media/0123456789abcdef01234567/640.webp',
      `/media/${key}/500.webp`,
      `/media/${key}/640.png`,
      '/media/not-a-key/640.webp',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: `Nothing is found at GET ${url}.` } });
    }
  });

  it('serves an image uploaded on one instance from another on the same database', async () => {
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-other-'));
    const other = await buildApp({ config: { ...ctx.config, dataDir: otherDataDir }, database: ctx.database, logger: false });
    try {
      await other.ready();
      const { headers } = await createMember(ctx.database.db);
      const key = await uploadedKey(headers, await png(800, 500), other);
      const served = await ctx.app.inject({ method: 'GET', url: `/media/${key}/640.webp` });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
      // Replaced on the first instance, the image is gone from the other as well.
      await uploadedKey(headers, await png(800, 500, '#c9a66b'));
      expect((await other.inject({ method: 'GET', url: `/media/${key}/640.webp` })).statusCode).toBe(404);
    } finally {
      await other.close();
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it('moves images an older version stored on disk into the database on start, so their URLs keep working', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-legacy-'));
    const key = 'abcdef0123456789abcdef01';
    const variant = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e6b2f' } })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(dataDir, 'media', key), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', key, '640.webp'), variant);
    const restarted = await buildApp({ config: { ...ctx.config, dataDir }, database: ctx.database, logger: false });
    try {
      await restarted.ready();
      expect(await storedWidths(ctx.database.db, key)).toEqual([640]);
      expect(fs.existsSync(path.join(dataDir, 'media', key))).toBe(false);
      const served = await ctx.app.inject({ method: 'GET', url: `/media/${key}/640.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(variant)).toBe(true);
    } finally {
      await restarted.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('limits on uploads', () => {
  it(`takes ${IMAGE_UPLOADS_PER_HOUR} images an hour from each user, then answers 429 with Retry-After; other users are not held back`, async () => {
    const { headers } = await createMember(ctx.database.db);
    const small = await png(64, 48);
    for (let i = 0; i < IMAGE_UPLOADS_PER_HOUR; i++) expect((await upload(headers, small)).statusCode).toBe(200);
    const keys = await storedImageKeys(ctx.database.db);
    const refused = await upload(headers, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'You have uploaded a lot of images in the last hour. Please try again in 60 minutes.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await storedImageKeys(ctx.database.db)).toEqual(keys);
    // Keyed by the signed-in user, not the address: another member from the same address still uploads.
    expect((await upload((await createMember(ctx.database.db)).headers, small)).statusCode).toBe(200);
    // The allowance is checked before the body is read: a body that is not even multipart gets the 429, not a 400.
    const unread = await ctx.app.inject({
      method: 'POST',
      url: PICTURE_URL,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a form at all',
    });
    expect(unread.statusCode).toBe(429);
  });

  it(`receives ${UPLOADS_AT_ONCE} uploads at once, lets ${UPLOADS_WAITING} wait, and refuses more at once with 503 and Retry-After, before reading their bodies`, async () => {
    const { headers } = await createMember(ctx.database.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every slot taken and every place in line filled, as a storm of uploads would.
    const busy = Array.from({ length: UPLOADS_AT_ONCE + UPLOADS_WAITING }, () => ctx.app.images.inSlot(() => held));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: PICTURE_URL,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not a form at all',
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'service_unavailable', message: 'We are receiving many images just now. Please try again in 10 seconds.' },
    });
    expect(refused.headers['retry-after']).toBe('10');
    release();
    await Promise.all(busy);
    // Once the slots are free, uploads are taken again.
    expect((await upload(headers, await png(64, 48))).statusCode).toBe(200);
  });

  it('refuses a picture of more than 25 megapixels from its header, with a 413 that says what to do', async () => {
    const { headers } = await createMember(ctx.database.db);
    const response = await upload(headers, await png(8000, 5000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The image is too large: at most 25 megapixels (this one has 40.0). Please resize it and upload it again.',
      },
    });
  });

  it('answers 413, never 415, to a file over 10 MB sent over the network, every time', async () => {
    const { headers } = await createMember(ctx.database.db);
    // A real JPEG header followed by 16 MB: cut at 10 MB it would still look like a (broken) JPEG.
    const jpeg = Buffer.concat([
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(16 * 1024 * 1024, 7),
    ]);
    const form = multipartFile('profilePicture', 'big.jpg', 'image/jpeg', jpeg);
    // Over a socket the body arrives in chunks, as it does from a browser (closed with the app).
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${address}${PICTURE_URL}`, {
        method: 'POST',
        headers: { ...headers, ...form.headers },
        body: form.payload,
      });
      const body = (await response.json()) as { error: { code: string; message: string } };
      statuses.push(response.status);
      if (response.status === 413) expect(body.error.message).toBe('The image is larger than 10 MB. Please upload a smaller one.');
    }
    expect(statuses).toEqual([413, 413, 413, 413, 413, 413]);

    // The hardest case: the first 10 MB arrive, and only then the rest, so that the cut falls just where a
    // chunk ends and the parser hands over no part of the chunk that goes over.
    const exactly = multipartFile('profilePicture', 'big.jpg', 'image/jpeg', jpeg);
    const fileStart = exactly.payload.indexOf(jpeg);
    const cut = fileStart + 10 * 1024 * 1024;
    for (let i = 0; i < 3; i++) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${address}${PICTURE_URL}`, {
          method: 'POST',
          headers: { ...headers, ...exactly.headers, 'content-length': String(exactly.payload.length) },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.write(exactly.payload.subarray(0, cut), () => {
          setTimeout(() => request.end(exactly.payload.subarray(cut)), 300);
        });
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'payload_too_large', message: 'The image is larger than 10 MB. Please upload a smaller one.' },
      });
    }
  });
});

describe('image work does not hold up the site', () => {
  it('serves the main script promptly while several large pictures are processed', async () => {
    const fetchScript = async () => {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: '/assets/main.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body.length).toBeGreaterThan(250_000);
      return performance.now() - started;
    };
    await fetchScript();
    const quiet = Math.max(await fetchScript(), await fetchScript(), await fetchScript());

    // 25 megapixels each: accepted, and about a second of decoding apiece.
    const large = await png(6250, 4000);
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(ctx.database.db)));
    const uploads = Promise.all(members.map(({ headers }) => upload(headers, large)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await fetchScript();
    const statuses = (await uploads).map((response) => response.statusCode);

    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(busy, `main script took ${busy.toFixed(0)} ms while images were processed (${quiet.toFixed(0)} ms quietly)`).toBeLessThan(
      Math.max(2_000, 10 * quiet),
    );
  });
});
