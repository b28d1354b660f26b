import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { openDatabase, type Db, type DatabaseTarget } from '../../db/client.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { ATTENDEE } from '../../testing/cart.ts';
import { freePort, spawnServer } from '../../testing/processes.ts';
import { emailOutbox } from '../email/schema.ts';
import { testPaymentIntents } from '../payments/schema.ts';
import { orders } from '../cart/schema.ts';
import { tickets } from '../bookings/schema.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the server keeps its data: embedded PGlite in a directory, or a fresh database on TEST_DATABASE_URL. */
interface Store {
  env: Record<string, string>;
  /** The test opens it only while the server is down (PGlite is one process). */
  target: DatabaseTarget;
}

async function pgliteStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-crash-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, target: { dataDir: path.join(dataDir, 'pglite') } };
}

async function postgresStore(serverUrl: string): Promise<Store> {
  const name = `trg_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-crash-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, target: { url: url.toString() } };
}

async function withDb<T>(store: Store, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(store.target);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The real server in its own process, as `npm start` runs it, with housekeeping every second. */
async function startServer(store: Store): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JOB_INTERVAL_SECONDS: '1',
    ...store.env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy in 60 s:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

const stores: [string, () => Promise<Store>][] = [['embedded PGlite', pgliteStore]];
// Like the other API tests: on the PostgreSQL server too when one is named.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) stores.push(['PostgreSQL', () => postgresStore(serverUrl)]);

describe.each(stores)('a server killed between the payment and complete-order (%s)', (_name, makeStore) => {
  it('settles the paid order after the restart: paid, tickets issued, confirmation queued', async () => {
    const store = await makeStore();
    const setup = await withDb(store, async (db) => {
      const host = await createProfessional(db);
      const event = await createCatalogItem(db, host.user.id, { quantity: 5, title: 'Crash Course Tasting' });
      const buyer = await createMember(db);
      return { eventId: event.id, headers: buyer.headers, email: buyer.user.email };
    });

    const first = await startServer(store);
    const post = async (route: string, body: unknown) => {
      const response = await fetch(`${first.url}${route}`, {
        method: 'POST',
        headers: { ...setup.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    const { OrderId } = (await post(API_PATHS.cart.update, {
      productGroup: 'Events',
      productId: setup.eventId,
      action: 'add',
      quantity: 2,
    })) as { OrderId: number };
    await post(API_PATHS.cart.createPaymentIntent, { OrderId, attendeeDetails: ATTENDEE });

    // The process dies; meanwhile the provider takes the payment, and no complete-order or webhook ever reaches us.
    await stop(first.child, 'SIGKILL');
    await withDb(store, async (db) => {
      const taken = await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(eq(testPaymentIntents.orderId, OrderId))
        .returning();
      expect(taken).toHaveLength(1);
      expect((await db.select().from(orders).where(eq(orders.id, OrderId)))[0]).toMatchObject({ status: 'awaiting_payment' });
    });

    // Restarted: housekeeping finds the payment and settles the order; the member sees the booking.
    const second = await startServer(store);
    const deadline = Date.now() + 30_000;
    let booked = false;
    while (!booked && Date.now() < deadline) {
      const response = await fetch(`${second.url}${API_PATHS.bookings.mine}`, { headers: setup.headers });
      expect(response.status).toBe(200);
      booked = JSON.stringify(await response.json()).includes('Crash Course Tasting');
      if (!booked) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(booked, second.output()).toBe(true);
    await stop(second.child, 'SIGTERM');
    expect(second.output()).not.toMatch(/"level":(50|60)/);

    await withDb(store, async (db) => {
      expect((await db.select().from(orders).where(eq(orders.id, OrderId)))[0]).toMatchObject({ status: 'paid' });
      expect(await db.select().from(tickets).where(eq(tickets.orderId, OrderId))).toHaveLength(2);
      const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, setup.email));
      expect(mail.map((m) => m.kind)).toEqual(['booking_confirmation']);
    });
  }, 180_000);
});

/** POSTs JSON as a signed-in member to one instance; the parsed answer and its status. */
async function postAs(baseUrl: string, headers: Record<string, string>, route: string, body: unknown) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function until(what: string, check: () => Promise<boolean>, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${seconds} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Two instances share one PostgreSQL database (PGlite is one process, so this needs the server; CI names one).
if (serverUrl)
  describe('two instances on PostgreSQL, one killed mid-checkout', () => {
    it('never sells above stock, settles or refunds every taken payment once, and lets unpaid holds lapse', async () => {
      const store = await postgresStore(serverUrl);
      const setup = await withDb(store, async (db) => {
        const host = await createProfessional(db);
        const event = await createCatalogItem(db, host.user.id, { quantity: 4, title: 'Two Cellars Tasting' });
        const [alice, bruno, chloe, dmitri] = await Promise.all([createMember(db), createMember(db), createMember(db), createMember(db)]);
        return { eventId: event.id, alice: alice.headers, bruno: bruno.headers, chloe: chloe.headers, dmitri: dmitri.headers };
      });
      const [first, second] = await Promise.all([startServer(store), startServer(store)]);
      const db = await openDatabase(store.target);
      cleanups.push(() => db.close());
      const checkout = async (baseUrl: string, buyer: Record<string, string>, quantity: number) => {
        const added = await postAs(baseUrl, buyer, API_PATHS.cart.update, {
          productGroup: 'Events',
          productId: setup.eventId,
          action: 'add',
          quantity,
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        const OrderId = added.body.OrderId as number;
        const intent = await postAs(baseUrl, buyer, API_PATHS.cart.createPaymentIntent, { OrderId, attendeeDetails: ATTENDEE });
        expect(intent.status, JSON.stringify(intent.body)).toBe(200);
        return OrderId;
      };
      const orderOf = async (id: number) => (await db.db.select().from(orders).where(eq(orders.id, id)))[0]!;
      const providerTakes = (orderId: number) =>
        db.db.update(testPaymentIntents).set({ status: 'succeeded', updatedAt: new Date() }).where(eq(testPaymentIntents.orderId, orderId));
      const { alice, bruno, chloe, dmitri } = setup;

      // Four tickets, all held: Alice's two and Dmitri's one through the first instance, Bruno's one through the second.
      const aliceOrder = await checkout(first.url, alice, 2);
      const brunoOrder = await checkout(second.url, bruno, 1);
      const dmitriOrder = await checkout(first.url, dmitri, 1);

      // The first instance dies. The provider takes Alice's payment; nothing reaches us.
      await stop(first.child, 'SIGKILL');
      await providerTakes(aliceOrder);

      // Bruno and Dmitri never pay: once their time is up, the surviving instance's housekeeping lets the holds lapse.
      await db.db
        .update(orders)
        .set({ reservedUntil: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, brunoOrder));
      await db.db
        .update(orders)
        .set({ reservedUntil: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, dmitriOrder));
      await until(
        'the lapsed holds expire',
        async () => (await orderOf(brunoOrder)).status === 'expired' && (await orderOf(dmitriOrder)).status === 'expired',
      );
      // The survivor also settles Alice's paid order, though her checkout began on the dead instance.
      await until("Alice's order is paid", async () => (await orderOf(aliceOrder)).status === 'paid');

      // Chloe buys the two freed tickets through the survivor; then Dmitri's payment arrives late, for a ticket gone.
      const chloeOrder = await checkout(second.url, chloe, 2);
      await providerTakes(chloeOrder);
      expect((await postAs(second.url, chloe, API_PATHS.cart.completeOrder, { OrderId: chloeOrder })).status).toBe(200);
      await providerTakes(dmitriOrder);

      // The killed instance comes back; both run housekeeping (one at a time, under the advisory lock).
      const restarted = await startServer(store);
      await until("Dmitri's late payment is refunded", async () => (await orderOf(dmitriOrder)).refundedMinor > 0);
      await new Promise((resolve) => setTimeout(resolve, 3_000)); // a few more rounds on both instances: nothing may change twice
      await Promise.all([stop(second.child, 'SIGTERM'), stop(restarted.child, 'SIGTERM')]);
      for (const output of [second.output(), restarted.output()]) expect(output).not.toMatch(/"level":(50|60)/);

      const sold = await db.db.select().from(tickets).where(eq(tickets.itemId, setup.eventId));
      expect(sold).toHaveLength(4);
      const ticketsOf = (orderId: number) => sold.filter((ticket) => ticket.orderId === orderId).length;
      expect({
        alice: ticketsOf(aliceOrder),
        bruno: ticketsOf(brunoOrder),
        chloe: ticketsOf(chloeOrder),
        dmitri: ticketsOf(dmitriOrder),
      }).toEqual({
        alice: 2,
        bruno: 0,
        chloe: 2,
        dmitri: 0,
      });
      expect((await orderOf(aliceOrder)).status).toBe('paid');
      expect((await orderOf(chloeOrder)).status).toBe('paid');
      expect((await orderOf(brunoOrder)).status).toBe('expired');
      // Every payment the provider took ends as a paid order or, refunded in full, once.
      const lateOrder = await orderOf(dmitriOrder);
      expect(lateOrder.totalMinor).toBeGreaterThan(0);
      expect(lateOrder.refundedMinor).toBe(lateOrder.totalMinor);
      const [dmitriIntent] = await db.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, dmitriOrder));
      expect(dmitriIntent?.refundedMinor).toBe(lateOrder.totalMinor);
      const confirmations = await db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking_confirmation'));
      expect(confirmations).toHaveLength(2);
    }, 300_000);
  });
