import { describe, expect, it } from 'vitest';
import { absoluteUrl, escapeXml, robotsTxt, sitemapIndexXml, urlsetXml } from './documents.ts';

describe('sitemap documents', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('makes absolute, percent-encoded URLs under PUBLIC_URL, with or without its trailing slash or a path', () => {
    expect(absoluteUrl('https://grape.example', '/')).toBe('https://grape.example/');
    expect(absoluteUrl('https://grape.example/', '/Journal')).toBe('https://grape.example/Journal');
    expect(absoluteUrl('https://grape.example/shop/', '/Events/côte-rôtie-3')).toBe(
      'https://grape.example/shop/Events/c%C3%B4te-r%C3%B4tie-3',
    );
  });

  it('writes a urlset and an index with escaped locations and optional lastmod', () => {
    expect(urlsetXml([{ loc: 'https://a.example/?x=1&y=2' }, { loc: 'https://a.example/b', lastmod: '2025-10-14' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://a.example/?x=1&amp;y=2</loc></url>\n' +
        '<url><loc>https://a.example/b</loc><lastmod>2025-10-14</lastmod></url>\n' +
        '</urlset>\n',
    );
    expect(sitemapIndexXml([{ loc: 'https://a.example/sitemap-1.xml' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a.example/sitemap-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('points robots.txt to the sitemap', () => {
    expect(robotsTxt('https://grape.example/').split('\n').slice(-2)).toEqual(['Sitemap: https://grape.example/sitemap.xml', '']);
  });
});
