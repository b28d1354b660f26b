/**
 * The maps' tile server, as a Leaflet URL template: OpenStreetMap unless the server's MAP_TILE_URL names another
 * (audits and tests point it at a local stub). The server tells the page in a meta tag of this name.
 */
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** `<meta name="trg:map-tiles" content="...">` in the page's head carries the template the server is configured with. */
export const MAP_TILES_META_NAME = 'trg:map-tiles';
