import { BRAND } from '@trg/contract/brand';
import { escapeHtml, jsonScriptText } from '@trg/contract/html';

/** What a page puts in <head> for search engines and link previews; printed by the server, kept by useHead. */
export interface PageHead {
  /** The whole document title (documentTitle in lib/document-title.ts). */
  title: string;
  /** At most about 160 characters of plain text (see metaDescription). */
  description: string;
  /** Path and allowed query ('/Events?page=2'); the origin is added when printed. Not printed for a noindex page. */
  canonicalPath: string;
  /** A site path or an absolute http(s) URL. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** og:type; website when not given. */
  type?: 'website' | 'article';
  /** schema.org objects, each printed in its own script. */
  jsonLd?: Record<string, unknown>[];
  /** For the 404 page: keeps it out of search results. */
  noindex?: boolean;
  /** The page's largest picture above the fold, fetched first (server HTML only). */
  preloadImage?: { href: string; srcSet?: string | null; sizes?: string };
}

export const DESCRIPTION_MAX = 160;

/** Plain text of at most `max` characters for a meta description: spaces collapsed, cut at a word with '…'. */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The origin of a configured site URL ('https://therealgrape.example/' -> 'https://therealgrape.example'). */
export function siteOrigin(origin: string): string {
  return new URL(origin).origin;
}

/** A site path or URL made absolute on `origin`; undefined for anything but http(s). */
export function absoluteUrl(url: string, origin: string): string | undefined {
  try {
    const absolute = new URL(url, `${siteOrigin(origin)}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** One element of the head, before printing: the server prints these, useHead writes them into the document. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'json-ld'; text: string };

/** Every meta key headTags can write, so that useHead can remove those a new page no longer has. */
export const MANAGED_META: ReadonlyArray<{ attribute: 'name' | 'property'; key: string }> = [
  { attribute: 'name', key: 'description' },
  { attribute: 'name', key: 'robots' },
  ...[
    'og:site_name',
    'og:type',
    'og:title',
    'og:description',
    'og:url',
    'og:locale',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
  ].map((key) => ({ attribute: 'property' as const, key })),
  ...['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'].map((key) => ({
    attribute: 'name' as const,
    key,
  })),
];

/** The head's elements in print order. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', attribute, key, content });
  const canonical = absoluteUrl(head.canonicalPath, origin);
  const image = head.image ? absoluteUrl(head.image.url, origin) : undefined;
  const tags: HeadTag[] = [{ tag: 'title', text: head.title }, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  else if (canonical) tags.push({ tag: 'link', rel: 'canonical', href: canonical });

  tags.push(
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (!head.noindex && canonical) tags.push(meta('property', 'og:url', canonical));
  tags.push(meta('property', 'og:locale', 'en_GB'));
  if (head.image && image) {
    tags.push(meta('property', 'og:image', image));
    if (head.image.width) tags.push(meta('property', 'og:image:width', String(head.image.width)));
    if (head.image.height) tags.push(meta('property', 'og:image:height', String(head.image.height)));
    tags.push(meta('property', 'og:image:alt', head.image.alt));
  }

  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image && image) tags.push(meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', head.image.alt));

  for (const data of head.jsonLd ?? []) tags.push({ tag: 'json-ld', text: jsonScriptText(data) });
  return tags;
}

function printTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`;
    case 'link':
      return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}">`;
    case 'json-ld':
      // Escaped by jsonScriptText: the text of a script element is not HTML-decoded, so it is not escaped again.
      return `<script type="application/ld+json">${tag.text}</script>`;
  }
}

/** The page's head elements as HTML, one per line, for the server to put into <head>. */
export function headHtml(head: PageHead, origin: string): string {
  const preload = head.preloadImage;
  const preloadTag = preload
    ? [
        `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"`,
        preload.srcSet ? ` imagesrcset="${escapeHtml(preload.srcSet)}" imagesizes="${escapeHtml(preload.sizes ?? '100vw')}"` : '',
        ' fetchpriority="high">',
      ].join('')
    : '';
  return [...headTags(head, origin).map(printTag), ...(preloadTag ? [preloadTag] : [])].join('\n');
}
