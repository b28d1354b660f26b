import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOf } from './app.ts';
import { loadConfig } from './config.ts';

// Whose address a request is (rate limits and logs key on it) behind TRUST_PROXY's proxies.
async function clientAddress(trustProxy: string, remoteAddress: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOf(loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY) });
  app.get('/whoami', async (request) => ({ ip: request.ip }));
  try {
    const response = await app.inject({ method: 'GET', url: '/whoami', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    return response.json<{ ip: string }>().ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('believes no X-Forwarded-For by default', async () => {
    expect(await clientAddress('false', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('with a number of proxies, takes the address the nearest ones heard, not what a client wrote before it', async () => {
    // The client wrote "6.6.6.6"; the load balancer (10.0.0.5) appended the address it heard from.
    expect(await clientAddress('1', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('true', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('2', '10.0.0.5', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('with address ranges, believes only proxies within them', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('10.0.0.0/8', '198.51.100.1', '6.6.6.6, 203.0.113.7')).toBe('198.51.100.1');
  });
});
