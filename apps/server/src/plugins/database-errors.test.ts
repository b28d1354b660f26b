import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryRows } from '../db/client.ts';
import { infoRequests } from '../modules/contact/schema.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { captureLogs } from '../testing/log-capture.ts';

// A person's details, as a query's parameters would carry them: none of them may reach a log line.
const PERSON = { firstName: 'Juniper', lastName: 'Okonkwo', email: 'juniper.okonkwo@example.net', phone: '07700 900461' };
const enquiry = (overrides: Record<string, unknown>) => ({
  ...PERSON,
  countryCode: 'GB',
  city: 'Leeds',
  referralSource: 1,
  ageCertified: true,
  requestContent: 'Harvest week in the Douro for two.',
  ...overrides,
});

// Routes that store what they are sent without validating it, as a route whose validation missed a case would.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/probe/store-enquiry', async (request) => {
    await app.db.insert(infoRequests).values(enquiry(request.body as Record<string, unknown>));
    return { ok: true };
  });
  app.get('/api/probe/read-number', async () => app.db.execute(sql`select ${'twelve'}::int`));
  app.get('/api/probe/log-directly', async (request) => {
    try {
      await app.db.insert(infoRequests).values(enquiry({ referralSource: 9 }));
    } catch (error) {
      request.log.error(error);
    }
    return { ok: true };
  });
  app.jobs.add('probe: store an enquiry', async () => {
    await app.db.insert(infoRequests).values(enquiry({ referralSource: 9 }));
  });
};

const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'trace', JOB_INTERVAL_SECONDS: '0' }, { probeRoutes, logStream: logs.stream });
});
afterAll(async () => ctx.close());

const storedEnquiries = async () =>
  (await queryRows<{ count: number }>(ctx.database.db, sql`select count(*)::int as count from info_requests`))[0]?.count;
const REFUSED = {
  error: { code: 'validation_error', message: 'Some of the text or numbers sent cannot be stored. Check the form and try again.' },
};

function expectNoPersonalData(text: string) {
  for (const value of [...Object.values(PERSON), 'Failed query', 'params:', 'Failing row']) expect(text).not.toContain(value);
}

describe('a value the database refuses', () => {
  it.each([
    ['a NUL character', { firstName: 'Juni\u0000per' }, '22021'],
    ['text longer than its column', { countryCode: 'GBR' }, '22001'],
    ['a number out of its column range', { referralSource: 70_000 }, '22003'],
  ])('answers %s with 400 and the error shape, and stores nothing', async (_, overrides, code) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/probe/store-enquiry', payload: overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await storedEnquiries()).toBe(0);
    const logged = logs.lines().find((line) => line.reqId === response.headers['x-request-id'] && line.err);
    expect(logged?.err).toMatchObject({ code, query: 'insert into "info_requests"' });
  });

  it('answers text that is not a number where one is needed with 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/read-number' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });
});

describe('database errors in the logs', () => {
  it('logs the code, constraint and statement of a failed query, never its parameters or messages', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/probe/store-enquiry', payload: { referralSource: 9 } });
    expect(response.statusCode).toBe(500);
    const logged = logs.lines().find((line) => line.reqId === response.headers['x-request-id'] && line.msg === 'request failed');
    expect(logged?.err).toMatchObject({
      code: '23514',
      constraint: 'info_requests_referral_source_check',
      table: 'info_requests',
      query: 'insert into "info_requests"',
    });
    expectNoPersonalData(logs.text());
  });

  it('keeps them out when an error is logged on its own or by a housekeeping job', async () => {
    const before = logs.lines().length;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/probe/log-directly' })).statusCode).toBe(200);
    await ctx.app.jobs.runAll();
    const failures = logs
      .lines()
      .slice(before)
      .filter((line) => line.err);
    expect(failures.map((line) => line.msg)).toEqual(['database error', 'background job failed; it runs again on the next tick']);
    for (const line of failures) expect(line.err).toMatchObject({ code: '23514', constraint: 'info_requests_referral_source_check' });
    expectNoPersonalData(logs.text());
  });
});
