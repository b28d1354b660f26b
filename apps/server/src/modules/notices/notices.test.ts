import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { JobsOverviewSchema } from '@trg/contract/operator-jobs';
import { itemSlug } from '@trg/contract/slugs';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional, createStaffUser } from '../../testing/factories.ts';
import type { Mailer, OutgoingEmail } from '../email/mailer.ts';
import { orderItems } from '../cart/schema.ts';
import { NOTICE_QUEUES } from './jobs.ts';
import { bookingNotices, hostDigests } from './schema.ts';

const PUBLIC_URL = 'https://grape.test';
const HOUR = 3_600_000;

const delivered: OutgoingEmail[] = [];
const mailer: Mailer = {
  destination: 'test',
  async send(email) {
    delivered.push(email);
  },
  close: () => undefined,
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL }, { mailer });
});
afterAll(async () => ctx.close());

/** An item's local date and time (in UTC) at an instant, to the minute. */
const startingAt = (instant: number) => {
  const iso = new Date(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), timeZone: 'UTC' };
};

/** A member's paid booking of a new item of the host that starts at `start`; the booking's (order line's) id. */
async function booking(hostId: number, start: number, item: Parameters<typeof createCatalogItem>[2] = {}, paidAt = new Date()) {
  const db = ctx.database.db;
  const event = await createCatalogItem(db, hostId, { ...startingAt(start), ...item });
  const buyer = await createMember(db, { firstName: 'Clara' });
  const order = await createPaidOrder(db, buyer.user.id, [{ itemId: event.id, quantity: 2, unitPriceMinor: 4500 }], {
    buyerEmail: buyer.user.email,
    attendee: { firstName: 'Clara' },
    paidAt,
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { event, buyer, order, bookingId: line!.id };
}

/** What a scan, then every job it queued, then the outbox sent to `to`. */
async function runNotices(to?: string): Promise<OutgoingEmail[]> {
  const before = delivered.length;
  await ctx.app.queue.send(NOTICE_QUEUES.scan, {});
  await ctx.app.queue.workDue();
  await ctx.app.mail.sendDue();
  return delivered.slice(before).filter((email) => to === undefined || email.to === to);
}

describe('the reminder before a booking', () => {
  it('goes 48 hours before, once, with the local time, the address, a map link and the calendar file', async () => {
    const host = await createProfessional(ctx.database.db);
    const soon = await booking(host.user.id, Date.now() + 47 * HOUR, { title: 'Harvest Supper' });
    const later = await booking(host.user.id, Date.now() + 50 * HOUR, { title: 'Later Supper' });

    const sent = await runNotices(soon.buyer.user.email);
    expect(sent).toHaveLength(1);
    const [reminder] = sent;
    expect(reminder!.subject).toMatch(/^Reminder: Harvest Supper, \d+ \w+ 20\d\d at \d\d:\d\d \(/);
    expect(reminder!.text).toContain('Dear Clara,');
    expect(reminder!.text).toContain('2 tickets');
    expect(reminder!.text).toContain('Where: 1 Test Street, London, SE1 1AA, United Kingdom');
    expect(reminder!.text).toContain('Map: https://www.openstreetmap.org/?mlat=51.5&mlon=-0.1');
    expect(reminder!.text).toContain(`Your tickets: ${PUBLIC_URL}/Mydashboard/MyEvents/${itemSlug('Harvest Supper', soon.event.id)}`);
    expect(reminder!.attachments).toHaveLength(1);
    expect(reminder!.attachments[0]!.filename).toMatch(/\.ics$/);
    const ics = reminder!.attachments[0]!.content.toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Harvest Supper');
    expect(await runNotices(later.buyer.user.email)).toEqual([]);

    // Scans go on every few minutes: the booking is not reminded twice.
    expect(await runNotices(soon.buyer.user.email)).toEqual([]);
    const rows = await ctx.database.db.select().from(bookingNotices).where(eq(bookingNotices.bookingId, soon.bookingId));
    expect(rows).toHaveLength(1);
  });

  it('goes once however many jobs ask for it (a retry, a second instance)', async () => {
    const host = await createProfessional(ctx.database.db);
    const { buyer, bookingId } = await booking(host.user.id, Date.now() + 10 * HOUR);
    const before = delivered.length;
    // Two jobs about one booking, both waiting at once (keys that differ, as two scans of an item moved in between).
    await ctx.app.queue.send(NOTICE_QUEUES.reminder, { bookingId }, { singletonKey: `first:${bookingId}` });
    await ctx.app.queue.send(NOTICE_QUEUES.reminder, { bookingId }, { singletonKey: `second:${bookingId}` });
    expect(await ctx.app.queue.workDue([NOTICE_QUEUES.reminder])).toEqual({ completed: 2, failed: 0 });
    await ctx.app.mail.sendDue();
    expect(delivered.slice(before).filter((email) => email.to === buyer.user.email)).toHaveLength(1);
  });

  it('is not sent for a refunded booking, a cancelled item, or one that has started', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const refunded = await booking(host.user.id, Date.now() + 20 * HOUR);
    await db.update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, refunded.bookingId));
    const cancelled = await booking(host.user.id, Date.now() + 20 * HOUR, { status: 'Cancelled', cancelledAt: new Date() });
    const started = await booking(host.user.id, Date.now() - HOUR);
    const sent = await runNotices();
    for (const { buyer } of [refunded, cancelled, started]) {
      expect(sent.filter((email) => email.to === buyer.user.email && email.subject.startsWith('Reminder'))).toEqual([]);
    }
  });

  it('gives an online item’s streaming link and instructions instead of an address', async () => {
    const host = await createProfessional(ctx.database.db);
    const online = await booking(host.user.id, Date.now() + 30 * HOUR, {
      online: true,
      streamingLink: 'https://stream.example/room-7',
      streamingInstructions: 'Have two glasses ready.',
    });
    const [reminder] = await runNotices(online.buyer.user.email);
    expect(reminder!.text).toContain('Streaming link: https://stream.example/room-7');
    expect(reminder!.text).toContain('How to join: Have two glasses ready.');
    expect(reminder!.text).not.toContain('openstreetmap');
    expect(reminder!.html).toContain('<a href="https://stream.example/room-7">');
  });
});

describe('the review invitation', () => {
  it('goes the morning after the item, once, with the link to the review form', async () => {
    const host = await createProfessional(ctx.database.db);
    // Two days ago at 10:00 UTC, ended by noon: its morning after (09:00 UTC yesterday) has come.
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR).toISOString().slice(0, 10);
    const past = await booking(host.user.id, Date.parse(`${twoDaysAgo}T10:00:00Z`), { title: 'Old Vintage Night', endTime: '12:00' });
    // Started an hour ago: its morning after is still to come.
    const recent = await booking(host.user.id, Date.now() - HOUR);

    const sent = await runNotices(past.buyer.user.email);
    expect(sent.map((email) => email.subject)).toEqual(['How was Old Vintage Night?']);
    expect(sent[0]!.text).toContain(`${PUBLIC_URL}/Mydashboard/MyEvents/${itemSlug('Old Vintage Night', past.event.id)}#review-title`);
    expect(await runNotices(past.buyer.user.email)).toEqual([]);
    expect(await runNotices(recent.buyer.user.email)).toEqual([]);
  });
});

describe("the host's daily digest", () => {
  const runDigests = async () => {
    const before = delivered.length;
    await ctx.app.queue.send(NOTICE_QUEUES.digests, {});
    await ctx.app.queue.workDue([NOTICE_QUEUES.digests, NOTICE_QUEUES.digest]);
    await ctx.app.mail.sendDue();
    return delivered.slice(before);
  };

  it('lists the new bookings by item, once a day, and not to a host who turned it off', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db, { firstName: 'Henri' });
    const quiet = await createProfessional(db);
    await booking(host.user.id, Date.now() + 20 * 24 * HOUR, { title: 'Cellar Tour' }, new Date(Date.now() - 2 * HOUR));
    await booking(quiet.user.id, Date.now() + 20 * 24 * HOUR, { title: 'Quiet Tour' }, new Date(Date.now() - 2 * HOUR));

    const off = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.hostNotifications,
      headers: quiet.headers,
      payload: { dailyDigest: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ dailyDigest: false });

    const sent = await runDigests();
    const digest = sent.filter((email) => email.to === host.user.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('The Real Grape: 1 new booking');
    expect(digest[0]!.text).toContain('Dear Henri,');
    expect(digest[0]!.text).toMatch(/Cellar Tour \(.+\): 1 booking, 2 tickets \(TRG-/);
    expect(sent.filter((email) => email.to === quiet.user.email)).toEqual([]);

    // Later the same day: no second digest.
    expect((await runDigests()).filter((email) => email.to === host.user.email)).toEqual([]);
    expect(await db.select().from(hostDigests).where(eq(hostDigests.hostId, host.user.id))).toHaveLength(1);
  });

  it('the host reads and changes the choice; members cannot, and a bad body is refused', async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    const member = await createMember(db);
    const read = await ctx.app.inject({ method: 'GET', url: API_PATHS.hostNotifications, headers: host.headers });
    expect(read.json()).toEqual({ dailyDigest: true });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.hostNotifications,
      headers: host.headers,
      payload: { dailyDigest: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { dailyDigest: expect.any(String) } } });
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.hostNotifications, headers: member.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.hostNotifications })).statusCode).toBe(401);
  });
});

describe("the operator's view of the queue", () => {
  it('shows staff each queue by state and the latest jobs with their tries and last error; nobody else', async () => {
    const db = ctx.database.db;
    const staff = await createStaffUser(db);
    const host = await createProfessional(db);
    const member = await createMember(db);
    // A job whose data cannot be read fails its first try and waits to retry.
    await ctx.app.queue.send(NOTICE_QUEUES.reminder, { bookingId: 'not a number' });
    expect(await ctx.app.queue.workDue([NOTICE_QUEUES.reminder])).toEqual({ completed: 0, failed: 1 });

    const response = await ctx.app.inject({ method: 'GET', url: OPERATOR_API_PATHS.jobs, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const overview = JobsOverviewSchema.parse(response.json());
    const reminders = overview.queues.find((queue) => queue.name === NOTICE_QUEUES.reminder);
    expect(reminders).toMatchObject({ retry: 1 });
    expect(reminders!.completed).toBeGreaterThan(0);
    const failing = overview.jobs.find((job) => job.state === 'retry');
    expect(failing).toMatchObject({ name: NOTICE_QUEUES.reminder, retryCount: 0, retryLimit: 5 });
    expect(failing!.lastError).toMatch(/does not parse/);
    const done = overview.jobs.find((job) => job.state === 'completed' && job.key?.startsWith('reminder:'));
    expect(done?.completedOn).toEqual(expect.any(String));

    const onlyRetrying = await ctx.app.inject({ method: 'GET', url: `${OPERATOR_API_PATHS.jobs}?state=retry`, headers: staff.headers });
    expect(JobsOverviewSchema.parse(onlyRetrying.json()).jobs.map((job) => job.state)).toEqual(['retry']);
    const badState = await ctx.app.inject({ method: 'GET', url: `${OPERATOR_API_PATHS.jobs}?state=lost`, headers: staff.headers });
    expect(badState.statusCode).toBe(400);

    for (const caller of [host, member]) {
      expect((await ctx.app.inject({ method: 'GET', url: OPERATOR_API_PATHS.jobs, headers: caller.headers })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: OPERATOR_API_PATHS.jobs })).statusCode).toBe(401);
  });
});
