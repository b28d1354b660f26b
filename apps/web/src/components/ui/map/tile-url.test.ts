// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mapTileUrl } from './tile-url.ts';

afterEach(() => document.head.querySelector('meta[name="trg:map-tiles"]')?.remove());

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'trg:map-tiles';
  meta.content = content;
  document.head.append(meta);
}

describe('the map tile template', () => {
  it('is the one the server put in the page', () => {
    setMeta('http://127.0.0.1:4567/{z}/{x}/{y}.png?a=1&b=2');
    expect(mapTileUrl()).toBe('http://127.0.0.1:4567/{z}/{x}/{y}.png?a=1&b=2');
  });

  it("is OpenStreetMap's when the placeholder is left empty or missing", () => {
    setMeta('');
    expect(mapTileUrl()).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    document.head.querySelector('meta[name="trg:map-tiles"]')?.remove();
    expect(mapTileUrl()).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('decodes the escaped attribute the server writes', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="trg:map-tiles" content="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=2" />');
    expect(mapTileUrl()).toBe('https://t.example/{z}/{x}/{y}.png?a=1&b=2');
  });
});
