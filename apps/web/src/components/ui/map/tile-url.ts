import { DEFAULT_MAP_TILE_URL, MAP_TILES_META_NAME } from '@trg/contract/map-tiles';

/**
 * The tile URL template the server is configured with (MAP_TILE_URL), from the meta tag it fills in every page;
 * OpenStreetMap's when the tag is missing or empty (the Vite dev server sends the placeholder as it is).
 */
export function mapTileUrl(root: ParentNode = document): string {
  const meta = root.querySelector(`meta[name="${MAP_TILES_META_NAME}"]`);
  return meta?.getAttribute('content')?.trim() || DEFAULT_MAP_TILE_URL;
}
