import { MAP_TILES_META_NAME } from '@trg/contract/map-tiles';
import type { Config } from '../config.ts';

/** What the server tells every page it sends, in meta tags the web app reads at run time. */
export type PageConfig = Pick<Config, 'MAP_TILE_URL'>;

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

/** The built index.html's placeholder, `<meta name="trg:map-tiles" content="">`, however the build spaced it. */
const MAP_TILES_META = new RegExp(`<meta\\s+name="${MAP_TILES_META_NAME}"\\s+content="[^"]*"\\s*/?>`);

/**
 * The page's HTML with the configured values filled in: the map tile template in its meta tag (added to the head
 * when a build has no placeholder). Replacers are functions, so that a `$` in a value is taken as it is.
 */
export function fillPageConfig(html: string, config: PageConfig): string {
  const meta = `<meta name="${MAP_TILES_META_NAME}" content="${escapeAttribute(config.MAP_TILE_URL)}" />`;
  if (MAP_TILES_META.test(html)) return html.replace(MAP_TILES_META, () => meta);
  return html.replace(/<\/head>/i, (head) => `${meta}\n${head}`);
}
