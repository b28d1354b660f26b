import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID } from '@trg/contract/page-scripts';
import { pageAssetTags, withoutReadTimes } from './pages.ts';
import { canonicalUrl } from './public-cache.ts';

// A build's manifest as Vite writes it: index.html (its first script) and the app are entries; the app and a route
// share a chunk.
const manifest = {
  'index.html': { file: 'assets/boot.js', css: ['assets/global.css'] },
  'src/main.tsx': { file: 'assets/main.js', imports: ['_react.js'], css: ['assets/layout.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_cards.js'], css: ['assets/home.css'] },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
};

const scriptList = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}"[^>]*>([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : null;
};

describe('the build files a page links', () => {
  it('gives a rendered page its styles in the head and its scripts as a list to fetch after the first paint', () => {
    const html = pageAssetTags(manifest, ['src/app/routes/home.tsx'], true);
    for (const css of ['layout', 'home', 'cards']) expect(html).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}.css">`);
    // Nothing index.html links already, and no script fetched before the page has painted.
    expect(html).not.toContain('global.css');
    expect(html).not.toContain('modulepreload');
    expect(scriptList(html)).toEqual(['/assets/main.js', '/assets/react.js', '/assets/home.js', '/assets/cards.js']);
    expect(html).toContain('data-rendered');
  });

  it('preloads the app at once in the shell of a page rendered in the browser', () => {
    const html = pageAssetTags(manifest, [], false);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/layout.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/main.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    expect(html).not.toContain('home');
    // The list still names the app's entry, which boot.ts starts at once.
    expect(scriptList(html)).toEqual(['/assets/main.js', '/assets/react.js']);
    expect(html).not.toContain('data-rendered');
  });
});

describe('what identifies a rendered page', () => {
  it('leaves out the moments its data was read, and nothing else', () => {
    const render = (at: number) =>
      `<div>€95.00</div><script>{"queries":[{"dehydratedAt":${at},"state":{"data":{"price":"95.00"},"dataUpdatedAt":${at - 20},"errorUpdatedAt":0}}]}</script>`;
    expect(withoutReadTimes(render(1795658735156))).toBe(withoutReadTimes(render(1795658735617)));
    expect(withoutReadTimes(render(1795658735156))).toContain('"price":"95.00"');
    expect(withoutReadTimes(render(1)).replace('95.00', '96.00')).not.toBe(withoutReadTimes(render(1)));
  });

  it('keys a page by its path and the parameters it reads, sorted', () => {
    expect(canonicalUrl('/?utm_source=news&fbclid=1', [])).toBe('/');
    expect(canonicalUrl('/Events/?utm_source=x&page=2&country=FR', ['page', 'online', 'country'])).toBe('/Events?country=FR&page=2');
    expect(canonicalUrl('/Events?page=2&country=FR', ['page', 'online', 'country'])).toBe('/Events?country=FR&page=2');
    expect(canonicalUrl('/api/events?pageSize=5&country=FR')).toBe('/api/events?country=FR&pageSize=5');
    expect(canonicalUrl('/login?next=%2FCart')).toBe('/login?next=%2FCart');
  });
});
