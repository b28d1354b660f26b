import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startInstanceOn } from '../../testing/test-app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { freshServerDatabase } from '../../testing/processes.ts';
import type { Mailer, OutgoingEmail } from '../email/mailer.ts';
import { orderItems } from '../cart/schema.ts';
import { NOTICE_QUEUES } from './jobs.ts';
import { bookingNotices } from './schema.ts';

/**
 * The reminder of a booking goes once however many instances are up: two apps on one PostgreSQL database, each
 * with its own connections, its own queue workers polling every second and its own mail sender, both asked to scan
 * and both told of the booking.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
// The *.pg.test.ts files run only when the run has a PostgreSQL server (vitest.config.ts).
if (!serverUrl) throw new Error('reminders.pg.test.ts needs TEST_DATABASE_URL: a PostgreSQL server to run on.');

const HOUR = 3_600_000;

interface Instance {
  app: App;
  database: Database;
  delivered: OutgoingEmail[];
  close(): Promise<void>;
}

let server: { url: string; drop(): Promise<void> };
const instances: Instance[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-reminders-'));

async function startInstance(url: string): Promise<Instance> {
  const delivered: OutgoingEmail[] = [];
  const mailer: Mailer = {
    destination: 'test',
    async send(email) {
      // A slow mail server: both instances' senders are at work at once.
      await sleep(50);
      delivered.push(email);
    },
    close: () => undefined,
  };
  const instance = await startInstanceOn(url, dataDir, { QUEUE_WORKERS: 'true', QUEUE_POLL_SECONDS: '1' }, { mailer });
  return { ...instance, delivered };
}

beforeAll(async () => {
  server = await freshServerDatabase(serverUrl);
  // One migrator, as in production; then two instances on the database it migrated.
  const migrator = await openDatabase({ url: server.url });
  await migrator.migrate();
  await migrator.close();
  instances.push(await startInstance(server.url), await startInstance(server.url));
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await server.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  it('send the reminder of a booking once', async () => {
    const [first, second] = instances as [Instance, Instance];
    const db = first.database.db;
    const host = await createProfessional(db);
    const start = new Date(Date.now() + 24 * HOUR).toISOString();
    const event = await createCatalogItem(db, host.user.id, {
      title: 'Two Instance Tasting',
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      timeZone: 'UTC',
    });
    const buyer = await createMember(db);
    const order = await createPaidOrder(db, buyer.user.id, [{ itemId: event.id, quantity: 1, unitPriceMinor: 4500 }], {
      buyerEmail: buyer.user.email,
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const bookingId = line!.id;

    // Both scan at once, and each is also handed the booking directly, under keys that let both jobs in: four
    // chances at one reminder, worked by both instances' workers and by both working the queue by hand.
    await Promise.all([
      first.app.queue.send(NOTICE_QUEUES.scan, {}),
      second.app.queue.send(NOTICE_QUEUES.scan, {}),
      first.app.queue.send(NOTICE_QUEUES.reminder, { bookingId }, { singletonKey: `first:${bookingId}` }),
      second.app.queue.send(NOTICE_QUEUES.reminder, { bookingId }, { singletonKey: `second:${bookingId}` }),
    ]);
    await Promise.all([first.app.queue.workDue(), second.app.queue.workDue()]);

    const reminders = () => [...first.delivered, ...second.delivered].filter((email) => email.to === buyer.user.email);
    const deadline = Date.now() + 30_000;
    while (reminders().length === 0 && Date.now() < deadline) {
      await Promise.all([first.app.mail.sendDue(), second.app.mail.sendDue()]);
      await sleep(200);
    }
    // Time for any second reminder to be worked and sent, had one been queued.
    await sleep(3000);
    await Promise.all([first.app.queue.workDue(), second.app.queue.workDue()]);
    await Promise.all([first.app.mail.sendDue(), second.app.mail.sendDue()]);

    expect(reminders().map((email) => email.subject)).toEqual([expect.stringMatching(/^Reminder: Two Instance Tasting, /)]);
    expect(await db.select().from(bookingNotices).where(eq(bookingNotices.bookingId, bookingId))).toHaveLength(1);
    const { queues } = await first.app.queue.overview({ limit: 10 });
    const reminderQueue = queues.find((queue) => queue.name === NOTICE_QUEUES.reminder);
    expect(reminderQueue).toMatchObject({ failed: 0, created: 0, active: 0 });
    expect(reminderQueue!.completed).toBeGreaterThanOrEqual(2);
  });
});
