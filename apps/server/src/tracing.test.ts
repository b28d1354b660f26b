import { afterAll, describe, expect, it } from 'vitest';
import { tracedServer } from './testing/otlp-receiver.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it("sends a request's spans, named by its route, to the collector", async () => {
    const { url, receiver, spanWhere } = await tracedServer(cleanups, { OTEL_SERVICE_NAME: 'grape-under-test' });
    expect((await fetch(`${url}/api/events?page=1&pageSize=2`)).status).toBe(200);
    expect((await fetch(`${url}/metrics`)).status).toBe(200);

    const request = await spanWhere(
      'server span of GET /api/events',
      (span) => span.kind === 2 && span.attributes['http.route'] === '/api/events',
    );
    expect(request).toMatchObject({ name: 'GET /api/events', scope: '@opentelemetry/instrumentation-http' });
    expect(request.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.response.status_code': 200 });
    expect(request.resource['service.name']).toBe('grape-under-test');
    // Fastify's own spans, within the same trace: the handler by its route.
    const handler = await spanWhere(
      'the handler span',
      (span) =>
        span.scope === '@fastify/otel' &&
        span.attributes['fastify.type'] === 'request-handler' &&
        span.attributes['http.route'] === '/api/events',
    );
    expect(handler.traceId).toBe(request.traceId);
    // Exports are OTLP/HTTP JSON; the scrapes are left out.
    expect(receiver.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
    expect(receiver.spans.some((span) => span.attributes['url.path'] === '/metrics')).toBe(false);
  }, 180_000);
});
