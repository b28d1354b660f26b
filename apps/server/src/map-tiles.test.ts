import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL } from '@trg/contract/map-tiles';
import { mapTileImageSource, mapTileTemplateProblem } from './map-tiles.ts';

describe('map tile URL templates', () => {
  it.each([
    DEFAULT_MAP_TILE_URL,
    'http://127.0.0.1:4567/{z}/{x}/{y}.png',
    'https://tiles.example.org/styles/{z}/{x}/{y}{r}.png?key=abc&lang=en',
    'https://tiles.example.org/tms/{z}/{x}/{-y}.png',
  ])('accepts %s', (template) => {
    expect(mapTileTemplateProblem(template)).toBeNull();
  });

  it.each([
    ['not a URL', 'tiles'],
    ['ftp://tiles.example.org/{z}/{x}/{y}.png', 'ftp'],
    ['https://tiles.example.org/{z}/{x}.png', 'no row'],
    ['https://tiles.example.org/tile.png', 'no placeholders'],
    ['https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}', 'a placeholder Leaflet cannot fill'],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}.png', '{s} inside a label'],
    ['https://{z}.example.org/{z}/{x}/{y}.png', 'zoom in the host'],
    ['https://user:secret@tiles.example.org/{z}/{x}/{y}.png', 'a password'],
    ['//tiles.example.org/{z}/{x}/{y}.png', 'no scheme'],
  ])('refuses %s (%s)', (template) => {
    expect(mapTileTemplateProblem(template)).toMatch(/^must be an http:\/\/ or https:\/\/ tile URL template with \{z\}, \{x\} and \{y\}/);
  });

  it('allows the tiles origin in the CSP, a {s} subdomain as a wildcard host', () => {
    expect(mapTileImageSource(DEFAULT_MAP_TILE_URL)).toBe('https://*.tile.openstreetmap.org');
    expect(mapTileImageSource('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org:8443');
    expect(mapTileImageSource('http://127.0.0.1:4567/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4567');
    expect(mapTileImageSource('https://Tiles.Example.org:443/{s}/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
  });

  it('names no source for a template it would refuse', () => {
    expect(() => mapTileImageSource('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toThrow(/not a tile URL template/);
  });
});
