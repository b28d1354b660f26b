import { describe, expect, it } from 'vitest';
import { fillPageConfig } from './page-config.ts';

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="trg:map-tiles" content="" />\n<title>T</title></head><body></body></html>';
const STUB = 'http://127.0.0.1:4567/{z}/{x}/{y}.png';

describe('filling the page configuration', () => {
  it('puts the tile template in the placeholder meta tag, leaving the rest of the page as it was', () => {
    const filled = fillPageConfig(PAGE, { MAP_TILE_URL: STUB });
    expect(filled).toBe(PAGE.replace('content=""', `content="${STUB}"`));
  });

  it('escapes the template for an attribute', () => {
    const filled = fillPageConfig(PAGE, { MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png?a=1&b="2"&c=<3>\'' });
    expect(filled).toContain('content="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=&quot;2&quot;&amp;c=&lt;3&gt;&#39;"');
    expect(filled.match(/<meta name="trg:map-tiles"[^>]*>/g)).toEqual([
      '<meta name="trg:map-tiles" content="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=&quot;2&quot;&amp;c=&lt;3&gt;&#39;" />',
    ]);
  });

  it('takes a $ in the template as it is, not as a replacement pattern', () => {
    const filled = fillPageConfig(PAGE, { MAP_TILE_URL: "https://t.example/{z}/{x}/{y}.png?k=$&$'$`" });
    expect(filled).toContain('content="https://t.example/{z}/{x}/{y}.png?k=$&amp;$&#39;$`"');
    expect(filled).toContain('<title>T</title>');
  });

  it('finds the placeholder however the build spaced it, and fills it again in a page already filled', () => {
    const spaced = PAGE.replace('<meta name="trg:map-tiles" content="" />', '<meta  name="trg:map-tiles"\n  content="">');
    expect(fillPageConfig(spaced, { MAP_TILE_URL: STUB })).toContain(`<meta name="trg:map-tiles" content="${STUB}" />`);
    const twice = fillPageConfig(fillPageConfig(PAGE, { MAP_TILE_URL: 'https://a.example/{z}/{x}/{y}.png' }), { MAP_TILE_URL: STUB });
    expect(twice.match(/trg:map-tiles/g)).toHaveLength(1);
    expect(twice).toContain(`content="${STUB}"`);
  });

  it('adds the tag to the head of a page without the placeholder', () => {
    const filled = fillPageConfig('<html><head><title>T</title></head><body></body></html>', { MAP_TILE_URL: STUB });
    expect(filled).toBe(`<html><head><title>T</title><meta name="trg:map-tiles" content="${STUB}" />\n</head><body></body></html>`);
  });
});
