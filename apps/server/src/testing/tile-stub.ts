import http from 'node:http';
import zlib from 'node:zlib';

/** The side of a map tile in pixels, as tile servers send them. */
export const TILE_SIZE = 256;
/** A pale land colour, so that a page under audit or test looks like a map, not a hole. */
const TILE_RGB = [0xe9, 0xe4, 0xdc] as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one colour: 8-bit RGB, every row unfiltered. */
export function solidPng(width: number, height: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let pixel = 0; pixel < width; pixel++) row.set([red, green, blue], 1 + pixel * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export interface TileStub {
  /** The Leaflet template for MAP_TILE_URL: `http://127.0.0.1:<port>/{z}/{x}/{y}.png`. */
  template: string;
  /** Tiles served so far. */
  served(): number;
  stop(): Promise<void>;
}

/**
 * A local tile server for audits and tests, so that no page they load asks the internet for map tiles: every
 * `/{z}/{x}/{y}.png` is the same plain tile; anything else is a 404.
 */
export async function startTileStub(): Promise<TileStub> {
  const tile = solidPng(TILE_SIZE, TILE_SIZE, TILE_RGB);
  let served = 0;
  const server = http.createServer((request, response) => {
    const isTile = /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '');
    if (!isTile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not a tile');
      return;
    }
    served++;
    // Cached for a year, so that an audit counts nothing against the stub's headers.
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': tile.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    response.end(request.method === 'HEAD' ? undefined : tile);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the tile stub has no port');
  return {
    template: `http://127.0.0.1:${address.port}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections open; they must not hold the stub up.
        server.closeAllConnections();
      }),
  };
}
