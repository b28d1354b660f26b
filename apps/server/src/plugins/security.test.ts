import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

const STUB = 'http://127.0.0.1:4567/{z}/{x}/{y}.png';

/** A built web app of one page with the tile placeholder, as apps/web/index.html has it. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-web-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><meta name="trg:map-tiles" content="" /></head><body></body></html>',
);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

function imgSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

function useApp(env: NodeJS.ProcessEnv) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: distDir, ...env });
  });
  afterAll(async () => ctx?.close());
  return (url: string) => {
    if (!ctx) throw new Error('the app is open only inside tests');
    return ctx.app.inject({ method: 'GET', url });
  };
}

describe('the map tiles with the default MAP_TILE_URL', () => {
  const get = useApp({});

  it('lets images come from OpenStreetMap tile servers only', async () => {
    const response = await get('/api/health');
    expect(imgSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
  });

  it('tells the page the OpenStreetMap template', async () => {
    const response = await get('/Events');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="trg:map-tiles" content="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />');
  });
});

describe('the map tiles with MAP_TILE_URL on a local server', () => {
  const get = useApp({ MAP_TILE_URL: STUB });

  it('lets images come from that origin instead of OpenStreetMap', async () => {
    const response = await get('/api/health');
    expect(imgSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4567']);
  });

  it('tells every page the configured template, found or not', async () => {
    for (const url of ['/', '/Journal', '/Events/no-such-event', '/nowhere']) {
      const response = await get(url);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(`<meta name="trg:map-tiles" content="${STUB}" />`);
      expect(imgSrc(response.headers['content-security-policy'])).toContain('http://127.0.0.1:4567');
    }
  });
});

describe('the map tiles beside a news feed', () => {
  const get = useApp({ MAP_TILE_URL: STUB, NEWS_FEED_URL: 'https://news.example/feed.xml' });

  it('keeps the plain-http tile origin next to any https image', async () => {
    const response = await get('/api/health');
    expect(imgSrc(response.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4567', 'https:']);
  });
});
