import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './testing/test-app.ts';

// Short limits so that the test runs in seconds; the defaults are in config.ts.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '800',
    KEEP_ALIVE_TIMEOUT_MS: '500',
    TIMEOUT_CHECK_INTERVAL_MS: '100',
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => ctx.close());

/** Opens a raw connection, sends `start`, then one byte every 200 ms; answers how long until the server closed it (or null at `giveUpMs`). */
function slowClient(start: string, giveUpMs: number): Promise<{ closedAfterMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const began = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 200);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => finish(Date.now() - began));
    socket.on('error', () => undefined);
  });
}

describe('timeouts: slow clients cannot hold connections', () => {
  it('cuts a request whose body trickles in past the request timeout, with 408', async () => {
    const result = await slowClient(
      'POST /api/pageview HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n',
      15_000,
    );
    expect(result.closedAfterMs).not.toBeNull();
    // Generous bound: the limit is 1.5 s; without timeouts the connection stays open until the test gives up.
    expect(result.closedAfterMs).toBeLessThan(10_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client whose headers never end', async () => {
    const result = await slowClient('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 15_000);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs).toBeLessThan(10_000);
  });

  it('still answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('timeout settings', () => {
  it('refuses a headers timeout longer than the request timeout, naming both', async () => {
    const { loadConfig } = await import('./config.ts');
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS/,
    );
  });
});
