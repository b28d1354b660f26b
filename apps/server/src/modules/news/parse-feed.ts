import { XMLParser } from 'fast-xml-parser';
import type { NewsItem } from '@trg/contract/news';

export const MAX_NEWS_ITEMS = 6;
const SUMMARY_LENGTH = 280;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'link', 'media:content', 'media:thumbnail', 'enclosure'].includes(name),
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The text of an element, whether it came as a string or as an object with attributes. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return text(value['#text']);
  return '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Feed summaries are often HTML: keep only the words. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(value: string, length: number): string {
  if (value.length <= length) return value;
  const cut = value.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}

function httpUrl(value: string, protocols: readonly string[]): string | null {
  try {
    const url = new URL(value.trim());
    return protocols.includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The first https image among media:content, media:thumbnail and image enclosures. */
function imageOf(item: Node): string | null {
  const candidates = [...asArray(item['media:content']), ...asArray(item['media:thumbnail']), ...asArray(item.enclosure)];
  for (const candidate of candidates) {
    if (!isNode(candidate)) continue;
    const type = text(candidate['@_type']);
    const medium = text(candidate['@_medium']);
    if (type && !type.startsWith('image/') && medium !== 'image') continue;
    const url = httpUrl(text(candidate['@_url']), ['https:']);
    if (url) return url;
  }
  return null;
}

function atomLink(entry: Node): string {
  const links = asArray(entry.link).filter(isNode);
  const alternate = links.find((link) => !link['@_rel'] || link['@_rel'] === 'alternate') ?? links[0];
  return alternate ? text(alternate['@_href']) : '';
}

function toItem(title: string, link: string, date: string, summary: string, image: string | null): NewsItem | null {
  const url = httpUrl(link, ['https:', 'http:']);
  const cleanTitle = plainText(title);
  if (!url || !cleanTitle) return null;
  return {
    title: truncate(cleanTitle, 200),
    link: url,
    publishedAt: isoDate(date),
    summary: truncate(plainText(summary), SUMMARY_LENGTH),
    imageUrl: image,
  };
}

/** Reads RSS 2.0, RSS 1.0 (RDF) or Atom into at most six plain-text stories; throws on anything else. */
export function parseFeed(xml: string): NewsItem[] {
  const document: unknown = parser.parse(xml);
  if (!isNode(document)) throw new Error('the feed is not XML');
  let items: (NewsItem | null)[];
  const rss = document.rss;
  const rdf = document['rdf:RDF'];
  const atom = document.feed;
  if (isNode(rss) || isNode(rdf)) {
    const channelItems = isNode(rss) ? (isNode(rss.channel) ? rss.channel.item : undefined) : isNode(rdf) ? rdf.item : undefined;
    items = asArray(channelItems)
      .filter(isNode)
      .map((item) =>
        toItem(
          text(item.title),
          text(asArray(item.link)[0]),
          text(item.pubDate) || text(item['dc:date']),
          text(item.description) || text(item['content:encoded']),
          imageOf(item),
        ),
      );
  } else if (isNode(atom)) {
    items = asArray(atom.entry)
      .filter(isNode)
      .map((entry) =>
        toItem(
          text(entry.title),
          atomLink(entry),
          text(entry.published) || text(entry.updated),
          text(entry.summary) || text(entry.content),
          imageOf(entry),
        ),
      );
  } else {
    throw new Error('the document is neither an RSS nor an Atom feed');
  }
  return items.filter((item): item is NewsItem => item !== null).slice(0, MAX_NEWS_ITEMS);
}
