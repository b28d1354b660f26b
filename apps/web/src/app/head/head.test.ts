// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BRAND } from '@trg/contract/brand';
import { documentTitle } from '../../lib/document-title.ts';
import { absoluteUrl, headHtml, metaDescription, type PageHead } from './head.ts';
import { listingHead } from './page-heads.ts';

const ORIGIN = 'https://therealgrape.example';

/** Reads printed head HTML the way a browser or crawler does. */
function parseHead(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const meta = (attribute: 'name' | 'property', key: string) =>
    doc.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? null;
  return {
    doc,
    title: doc.title,
    meta,
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    scripts: [...doc.querySelectorAll('script')],
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as unknown,
    ),
  };
}

const base: PageHead = { title: 'Journal | The Real Grape', description: 'Stories from the vineyards.', canonicalPath: '/Journal' };

describe('documentTitle', () => {
  it('follows the site rule: page | brand, and brand: tagline for the home page', () => {
    expect(documentTitle('Events')).toBe(`Events | ${BRAND.name}`);
    expect(documentTitle(null)).toBe(`${BRAND.name}: ${BRAND.tagline}`);
  });
});

describe('headHtml', () => {
  it('prints the title, description, canonical, Open Graph and Twitter tags', () => {
    const head = parseHead(headHtml(base, ORIGIN));
    expect(head.title).toBe('Journal | The Real Grape');
    expect(head.meta('name', 'description')).toBe('Stories from the vineyards.');
    expect(head.canonical).toBe('https://therealgrape.example/Journal');
    expect(head.meta('property', 'og:site_name')).toBe(BRAND.name);
    expect(head.meta('property', 'og:type')).toBe('website');
    expect(head.meta('property', 'og:title')).toBe('Journal | The Real Grape');
    expect(head.meta('property', 'og:description')).toBe('Stories from the vineyards.');
    expect(head.meta('property', 'og:url')).toBe('https://therealgrape.example/Journal');
    expect(head.meta('property', 'og:locale')).toBe('en_GB');
    expect(head.meta('property', 'og:image')).toBeNull();
    expect(head.meta('name', 'twitter:card')).toBe('summary');
    expect(head.meta('name', 'twitter:title')).toBe('Journal | The Real Grape');
    expect(head.meta('name', 'twitter:description')).toBe('Stories from the vineyards.');
    expect(head.meta('name', 'robots')).toBeNull();
    expect(head.scripts).toHaveLength(0);
  });

  it('escapes markup, quotes and ampersands in every value, so they read back exactly as given', () => {
    const nasty = 'Tom & "Jerry\'s" <script>alert(1)</script>';
    const html = headHtml(
      { ...base, title: nasty, description: `${nasty} "><img src=x onerror=alert(2)>`, image: { url: '/a.webp?x=1&y="2"', alt: nasty } },
      ORIGIN,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    const head = parseHead(html);
    expect(head.title).toBe(nasty);
    expect(head.meta('name', 'description')).toBe(`${nasty} "><img src=x onerror=alert(2)>`);
    expect(head.meta('property', 'og:image:alt')).toBe(nasty);
    expect(head.meta('property', 'og:image')).toBe('https://therealgrape.example/a.webp?x=1&y=%222%22');
    expect(head.doc.querySelectorAll('img, script')).toHaveLength(0);
    expect(head.doc.head.children).toHaveLength(html.split('\n').length);
  });

  it('keeps each JSON-LD object in its own script that no value can close', () => {
    const data = {
      '@type': 'Event',
      name: '</script><script>alert(1)</script>',
      description: 'Line\u2028separator & <!-- comment --> > end',
    };
    const html = headHtml({ ...base, jsonLd: [data, { '@type': 'WebSite', name: 'Second' }] }, ORIGIN);
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!--');
    const head = parseHead(html);
    expect(head.scripts).toHaveLength(2);
    expect(head.jsonLd).toEqual([data, { '@type': 'WebSite', name: 'Second' }]);
  });

  it('makes a relative image absolute on the origin and gives it a large Twitter card', () => {
    const head = parseHead(
      headHtml(
        { ...base, image: { url: '/journal/rhone.svg', width: 1200, height: 675, alt: 'Terraced vineyards' } },
        'https://therealgrape.example/',
      ),
    );
    expect(head.meta('property', 'og:image')).toBe('https://therealgrape.example/journal/rhone.svg');
    expect(head.meta('property', 'og:image:width')).toBe('1200');
    expect(head.meta('property', 'og:image:height')).toBe('675');
    expect(head.meta('property', 'og:image:alt')).toBe('Terraced vineyards');
    expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(head.meta('name', 'twitter:image')).toBe('https://therealgrape.example/journal/rhone.svg');
  });

  it('keeps an absolute image URL and drops one that is not http(s)', () => {
    const cdn = parseHead(headHtml({ ...base, image: { url: 'https://cdn.example/a.webp', alt: 'A' } }, ORIGIN));
    expect(cdn.meta('property', 'og:image')).toBe('https://cdn.example/a.webp');
    expect(cdn.meta('property', 'og:image:width')).toBeNull();
    const script = parseHead(headHtml({ ...base, image: { url: 'javascript:alert(1)', alt: 'A' } }, ORIGIN));
    expect(script.meta('property', 'og:image')).toBeNull();
    expect(script.meta('name', 'twitter:card')).toBe('summary');
  });

  it('prints the canonical of a listing page with ?page=N only from page 2 on', () => {
    expect(parseHead(headHtml(listingHead('event', 1), ORIGIN)).canonical).toBe('https://therealgrape.example/Events');
    const second = parseHead(headHtml(listingHead('experience', 2), ORIGIN));
    expect(second.canonical).toBe('https://therealgrape.example/Experiences?page=2');
    expect(second.meta('property', 'og:url')).toBe('https://therealgrape.example/Experiences?page=2');
    expect(second.title).toBe('Experiences, page 2 | The Real Grape');
  });

  it('marks a noindex page for robots and prints no canonical URL for it', () => {
    const head = parseHead(headHtml({ ...base, noindex: true }, ORIGIN));
    expect(head.meta('name', 'robots')).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.meta('property', 'og:url')).toBeNull();
  });
});

describe('metaDescription', () => {
  it('collapses spaces and keeps short text as it is', () => {
    expect(metaDescription('  Five courses,\n six Syrahs  ')).toBe('Five courses, six Syrahs');
  });

  it('cuts long text at a word, within 160 characters', () => {
    const long = 'Grower Champagne '.repeat(20);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('Champagne…') || cut.endsWith('Grower…')).toBe(true);
  });
});

describe('absoluteUrl', () => {
  it('resolves paths on the origin', () => {
    expect(absoluteUrl('/Events/a-1', 'https://therealgrape.example')).toBe('https://therealgrape.example/Events/a-1');
    expect(absoluteUrl('/media/k/1024.webp', 'http://localhost:3000/')).toBe('http://localhost:3000/media/k/1024.webp');
  });
});

describe('the preloaded picture', () => {
  it('is linked first-priority with its widths, attributes escaped, and only when the page names one', () => {
    const head: PageHead = { title: 'T', description: 'D', canonicalPath: '/x' };
    expect(headHtml(head, 'https://example.test')).not.toContain('rel="preload"');
    const html = headHtml(
      {
        ...head,
        preloadImage: {
          href: '/media/a"b/1024.webp',
          srcSet: '/media/a/480.webp 480w, /media/a/1024.webp 1024w',
          sizes: '(max-width: 900px) 100vw, 420px',
        },
      },
      'https://example.test',
    );
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('href')).toBe('/media/a"b/1024.webp');
    expect(link?.getAttribute('imagesrcset')).toBe('/media/a/480.webp 480w, /media/a/1024.webp 1024w');
    expect(link?.getAttribute('imagesizes')).toBe('(max-width: 900px) 100vw, 420px');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });
});
