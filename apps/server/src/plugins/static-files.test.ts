import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

/**
 * A build as the web app's precompress plugin leaves it: a script with its brotli and gzip copies (made here with
 * other settings than on the fly, so that the test can tell which was sent), and a style without copies.
 */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-static-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
const script = Buffer.from(`export const vineyards = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `parcel ${index}`))};\n`);
const brotliCopy = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzipCopy = zlib.gzipSync(script, { level: 9 });
fs.writeFileSync(path.join(distDir, 'assets/app-abc123.js'), script);
fs.writeFileSync(path.join(distDir, 'assets/app-abc123.js.br'), brotliCopy);
fs.writeFileSync(path.join(distDir, 'assets/app-abc123.js.gz'), gzipCopy);
const style = Buffer.from(`.cellar { color: #5b1a2e; }\n`.repeat(200));
fs.writeFileSync(path.join(distDir, 'assets/site-abc123.css'), style);
// What the build writes for the server and for whoever reads a fault's stack trace, not for browsers.
fs.writeFileSync(
  path.join(distDir, 'assets/app-abc123.js.map'),
  JSON.stringify({ version: 3, sources: ['../../src/main.tsx'], mappings: '' }),
);
fs.mkdirSync(path.join(distDir, '.vite'));
fs.writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/app-abc123.js' } }));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the build’s files', () => {
  it('sends the brotli copy the build made to a browser that takes brotli', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(brotliCopy)).toBe(true);
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzipCopy)).toBe(true);

    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still compresses a file the build left without copies', async () => {
    const response = await get('/assets/site-abc123.css', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(style)).toBe(true);
  });

  it('answers 404 for a file that is not there, whatever the encodings', async () => {
    const response = await get('/assets/app-zzz999.js', 'br, gzip');
    expect(response.statusCode).toBe(404);
  });

  it('keeps the source maps and the build’s manifest to itself: 404, as for a file that is not there', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js%2Emap',
      '/assets/app-abc123.js.map?v=1',
      '/.vite/manifest.json',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('main.tsx');
    }
  });
});
