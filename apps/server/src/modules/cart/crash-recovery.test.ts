import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { openDatabase, type Db, type DatabaseTarget } from '../../db/client.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { ATTENDEE } from '../../testing/cart.ts';
import { emailOutbox } from '../email/schema.ts';
import { testPaymentIntents } from '../payments/schema.ts';
import { orders, tickets } from './schema.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server in its own process, as `npm start` runs it, with housekeeping every second. */
async function startServer(store: Store): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      JOB_INTERVAL_SECONDS: '1',
      ...store.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy in 60 s:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, child, output: () => output };
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
    const { OrderId } = (await post(API_PATHS.cart.update, { productGroup: 'Events', productId: setup.eventId, action: 'add', quantity: 2 })) as { OrderId: number };
    await post(API_PATHS.cart.createPaymentIntent, { OrderId, attendeeDetails: ATTENDEE });

    // The process dies; meanwhile the provider takes the payment, and no complete-order or webhook ever reaches us.
    await stop(first.child, 'SIGKILL');
    await withDb(store, async (db) => {
      const taken = await db.update(testPaymentIntents).set({ status: 'succeeded', updatedAt: new Date() }).where(eq(testPaymentIntents.orderId, OrderId)).returning();
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
