import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestApp, openTestDatabase, type TestContext } from '../testing/test-app.ts';
import { infoRequests } from '../modules/contact/schema.ts';
import { pageViews } from '../modules/analytics/schema.ts';
import { databasePlugin } from './database.ts';
import { jobsPlugin } from './jobs.ts';

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

/** One instance's housekeeping alone (no timer), on a database other instances share. */
async function housekeepingOn(database: Database) {
  const app = Fastify({ logger: false });
  await app.register(databasePlugin, { database });
  await app.register(jobsPlugin, { intervalSeconds: 0 });
  await app.ready();
  return app;
}

// Embedded PGlite is one process, so instances can share only a PostgreSQL server (CI names one).
if (process.env.TEST_DATABASE_URL)
  describe('housekeeping on several instances sharing PostgreSQL', () => {
    it('runs a tick on one instance at a time: the other skips its tick meanwhile and runs the next', async () => {
      const { database, drop } = await openTestDatabase();
      // Two instances on one pool: each tick's lock is held by a connection of its own, as on two machines.
      const [first, second] = [await housekeepingOn(database), await housekeepingOn(database)];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      try {
        const ran: string[] = [];
        let started = () => {};
        const firstStarted = new Promise<void>((resolve) => (started = resolve));
        first.jobs.add('slow', async () => {
          ran.push('first');
          started();
          await held;
        });
        second.jobs.add('quick', async () => void ran.push('second'));

        const firstTick = first.jobs.runAll();
        await firstStarted;
        expect(await second.jobs.runAll()).toBe(false);
        expect(ran).toEqual(['first']);

        release();
        expect(await firstTick).toBe(true);
        expect(await second.jobs.runAll()).toBe(true);
        expect(ran).toEqual(['first', 'second']);
      } finally {
        release();
        await first.close();
        await second.close();
        await drop();
      }
    });
  });
