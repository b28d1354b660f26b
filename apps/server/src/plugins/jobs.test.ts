import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { infoRequests } from '../modules/contact/schema.ts';
import { pageViews } from '../modules/analytics/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ JOB_INTERVAL_SECONDS: '0' });
});
afterAll(async () => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const request = (createdAt: Date, email: string) => ({
  firstName: 'Ada',
  lastName: 'Vine',
  email,
  phone: '07700900123',
  countryCode: 'GB',
  city: 'London',
  referralSource: 1,
  ageCertified: true,
  requestContent: 'A week in Burgundy, please.',
  createdAt,
});

describe('housekeeping jobs', () => {
  it('deletes what the privacy policy says goes: requests after two years, page views after 13 months', async () => {
    const db = ctx.database.db;
    await db.insert(infoRequests).values([request(daysAgo(3 * 365), 'old@example.com'), request(daysAgo(30), 'recent@example.com')]);
    await db.insert(pageViews).values([
      { path: '/old', viewedAt: daysAgo(14 * 31) },
      { path: '/recent', viewedAt: daysAgo(10) },
    ]);
    await ctx.app.jobs.runAll();
    expect((await db.select().from(infoRequests)).map((row) => row.email)).toEqual(['recent@example.com']);
    expect((await db.select().from(pageViews)).map((row) => row.path)).toEqual(['/recent']);
  });

  it('runs the remaining tasks when one fails', async () => {
    const ran: string[] = [];
    const app = await createTestApp({ JOB_INTERVAL_SECONDS: '0' });
    try {
      app.app.jobs.add('broken', async () => {
        throw new Error('boom');
      });
      app.app.jobs.add('after', async () => void ran.push('after'));
      await app.app.jobs.runAll();
      expect(ran).toEqual(['after']);
    } finally {
      await app.close();
    }
  });
});
