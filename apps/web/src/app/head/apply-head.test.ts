// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { headHtml, type PageHead } from './head.ts';
import { applyHead } from './apply-head.ts';

/** The server's configured origin, which differs from the address jsdom runs on (http://localhost:3000). */
const SERVER_ORIGIN = 'https://therealgrape.example';

const event: PageHead = {
  title: 'Northern Rhone Syrah Dinner | The Real Grape',
  description: 'Five courses, six Syrahs and the winemaker at the table.',
  canonicalPath: '/Events/northern-rhone-syrah-dinner-7',
  image: { url: '/media/abc/1024.webp', alt: 'Northern Rhone Syrah Dinner' },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Event', name: 'Northern Rhone Syrah Dinner' }],
};
const journal: PageHead = { title: 'Journal | The Real Grape', description: 'Stories from the vineyards.', canonicalPath: '/Journal' };

const meta = (attribute: 'name' | 'property', key: string) =>
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

/** Puts the server's head for `head` into the document, as the first response would. */
function serverRendered(head: PageHead) {
  document.head.innerHTML = `<meta charset="utf-8">${headHtml(head, SERVER_ORIGIN)}`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyHead', () => {
  it('changes nothing when the document holds the same head already, as the server printed it', () => {
    serverRendered(event);
    const before = document.head.innerHTML;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });

    applyHead(document, { ...event });

    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(document.head.innerHTML).toBe(before);
  });

  it('updates title, description, canonical and Open Graph tags after navigation, on the server origin', () => {
    serverRendered(journal);
    applyHead(document, journal);

    applyHead(document, event);

    expect(document.title).toBe('Northern Rhone Syrah Dinner | The Real Grape');
    expect(meta('name', 'description')).toBe('Five courses, six Syrahs and the winemaker at the table.');
    expect(canonical()).toBe('https://therealgrape.example/Events/northern-rhone-syrah-dinner-7');
    expect(meta('property', 'og:title')).toBe('Northern Rhone Syrah Dinner | The Real Grape');
    expect(meta('property', 'og:description')).toBe('Five courses, six Syrahs and the winemaker at the table.');
    expect(meta('property', 'og:url')).toBe('https://therealgrape.example/Events/northern-rhone-syrah-dinner-7');
    expect(meta('property', 'og:image')).toBe('https://therealgrape.example/media/abc/1024.webp');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect([...scripts].map((script) => JSON.parse(script.textContent ?? '') as unknown)).toEqual(event.jsonLd);

    applyHead(document, journal);

    expect(meta('property', 'og:image')).toBeNull();
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(canonical()).toBe('https://therealgrape.example/Journal');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('creates the tags the document lacks, on its own origin when the server printed none', () => {
    applyHead(document, journal);

    expect(document.title).toBe('Journal | The Real Grape');
    expect(meta('name', 'description')).toBe('Stories from the vineyards.');
    expect(canonical()).toBe(`${window.location.origin}/Journal`);
    expect(meta('property', 'og:url')).toBe(`${window.location.origin}/Journal`);
  });

  it('marks the not-found page noindex and drops its canonical, then restores them', () => {
    serverRendered(journal);
    const notFound: PageHead = { ...journal, noindex: true };
    applyHead(document, notFound);

    expect(meta('name', 'robots')).toBe('noindex');
    expect(canonical()).toBeNull();

    applyHead(document, journal);

    expect(meta('name', 'robots')).toBeNull();
    expect(canonical()).toBe(`${window.location.origin}/Journal`);
  });
});
