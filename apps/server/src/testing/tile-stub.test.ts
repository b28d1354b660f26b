import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTileStub, TILE_SIZE, type TileStub } from './tile-stub.ts';

let stub: TileStub;
beforeAll(async () => {
  stub = await startTileStub();
});
afterAll(async () => stub.stop());

/** The PNG's chunks, each checked against its CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const found: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const body = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(zlib.crc32(body));
    found.push({ type: body.subarray(0, 4).toString('ascii'), data: body.subarray(4) });
    offset += 12 + length;
  }
  return found;
}

describe('the local tile server', () => {
  it('answers a Leaflet template on 127.0.0.1', () => {
    expect(stub.template).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\{z\}\/\{x\}\/\{y\}\.png$/);
  });

  it('serves every tile as a valid 256 px PNG, cached', async () => {
    const response = await fetch(stub.template.replace('{z}', '7').replace('{x}', '63').replace('{y}', '42'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const parts = chunks(Buffer.from(await response.arrayBuffer()));
    expect(parts.map((part) => part.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = parts[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([TILE_SIZE, TILE_SIZE, 8, 2]);
    const pixels = zlib.inflateSync(parts[1]?.data ?? Buffer.alloc(0));
    expect(pixels.length).toBe(TILE_SIZE * (1 + TILE_SIZE * 3));
    expect(stub.served()).toBe(1);
  });

  it('answers anything else with a 404', async () => {
    const base = new URL(stub.template).origin;
    for (const url of [`${base}/`, `${base}/7/63.png`, `${base}/a/b/c.png`, `${base}/7/63/42.png/../x`]) {
      expect((await fetch(url)).status).toBe(404);
    }
    expect(stub.served()).toBe(1);
  });
});
