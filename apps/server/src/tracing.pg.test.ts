import { afterAll, describe, expect, it } from 'vitest';
import { freshServerDatabase } from './testing/processes.ts';
import { tracedServer } from './testing/otlp-receiver.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('tracing on PostgreSQL', () => {
  it("sends each query a request makes as a span of the request's trace", async () => {
    const database = await freshServerDatabase(process.env.TEST_DATABASE_URL ?? '');
    cleanups.push(() => database.drop());
    const { url, spanWhere } = await tracedServer(cleanups, { DATABASE_URL: database.url });
    expect((await fetch(`${url}/api/events?page=1&pageSize=2`)).status).toBe(200);

    const request = await spanWhere(
      'server span of GET /api/events',
      (span) => span.kind === 2 && span.attributes['http.route'] === '/api/events',
    );
    const query = await spanWhere(
      'a query of that request',
      (span) =>
        span.traceId === request.traceId && span.scope === '@opentelemetry/instrumentation-pg' && 'db.query.text' in span.attributes,
    );
    // A client span of PostgreSQL's, with the statement's text (never its parameters).
    expect(query).toMatchObject({ kind: 3, attributes: { 'db.system.name': 'postgresql' } });
    expect(String(query.attributes['db.query.text'])).toMatch(/^select /i);
  }, 180_000);
});
