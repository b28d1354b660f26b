import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

// The first visit downloads index.html's scripts and styles; later pages load their own chunks.
const INITIAL_JS_BUDGET_GZIP = 180 * 1024;
const INITIAL_CSS_BUDGET_GZIP = 30 * 1024;

function initialAssets(kind: 'script' | 'style'): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pattern = kind === 'script' ? /<script[^>]+src="([^"]+)"/g : /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g;
  const modulePreloads = kind === 'script' ? [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)] : [];
  return [...html.matchAll(pattern), ...modulePreloads].map((match) => match[1] ?? '').filter(Boolean);
}

const gzippedSize = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);

describe('bundle budget', () => {
  it('keeps the JavaScript of the first page load within budget', () => {
    const scripts = initialAssets('script');
    expect(scripts.length).toBeGreaterThan(0);
    const size = gzippedSize(scripts);
    console.log(`initial JS: ${(size / 1024).toFixed(1)} KiB gzipped in ${scripts.length} file(s)`);
    expect(size).toBeLessThan(INITIAL_JS_BUDGET_GZIP);
  });

  it('keeps the CSS of the first page load within budget', () => {
    const styles = initialAssets('style');
    const size = gzippedSize(styles);
    console.log(`initial CSS: ${(size / 1024).toFixed(1)} KiB gzipped`);
    expect(size).toBeLessThan(INITIAL_CSS_BUDGET_GZIP);
  });
});
