import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import { openDatabase, type Database } from './db/client.ts';
import { ATTENDEE, CARDS } from './testing/cart.ts';
import { haproxyBinary, startHaproxy, type Haproxy } from './testing/haproxy.ts';
import { exitOf, freePort, freshServerDatabase, spawnServer, untilHealthy } from './testing/processes.ts';
import { failed, retryingClient, type Answer, type Attempt, type RetryingClient } from './testing/retrying-client.ts';
import { tickets } from './modules/bookings/schema.ts';
import { orderItems, orders } from './modules/cart/schema.ts';
import { testPaymentIntents } from './modules/payments/schema.ts';

/**
 * The site as production runs it, without containers (docs/decisions/0018-topology-test.md): three server processes
 * on one PostgreSQL database and Redis, behind Debian's HAProxy. Everything a person does goes through HAProxy: a
 * host publishes an event of 10 tickets, 50 members race for them while one process is killed and started again,
 * and one member's whole checkout journey ends in their bookings.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
// The *.pg.test.ts files run only when the run has a PostgreSQL server (vitest.config.ts).
if (!serverUrl) throw new Error('topology.pg.test.ts needs TEST_DATABASE_URL: a PostgreSQL server to run on.');
haproxyBinary();

const BUYERS = 50;
const TICKETS = 10;
/** A new buyer arrives every ARRIVAL_MS: the race lasts a few seconds, long enough for a process to die in it. */
const ARRIVAL_MS = 100;
/** The buyers' requests sent before the process is killed: the race is well under way, the tickets not yet gone. */
const KILL_AFTER_REQUESTS = 40;

interface AppProcess {
  name: string;
  port: number;
  server: ReturnType<typeof spawnServer>;
}

const cleanups: (() => Promise<void>)[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-topology-'));
let database: Database;
let haproxy: Haproxy;
const processes: AppProcess[] = [];
let environment: Record<string, string>;

/** Starts (or starts again) a server process on its port, and waits until it answers on it directly. */
async function startProcess(name: string, port: number): Promise<AppProcess> {
  // A data folder of its own, as another machine would have: nothing is shared but the database and Redis.
  const server = spawnServer({ ...environment, PORT: String(port), DATA_DIR: path.join(dataDir, name) });
  const started = { name, port, server };
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await exitOf(server.child);
    }
  });
  await untilHealthy(`http://127.0.0.1:${port}${API_PATHS.health}`, server, 90);
  return started;
}

async function until(what: string, check: () => Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${seconds} s: ${what}\n${haproxy.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What HAProxy and each process logged (warnings and errors), for the report of a failed test. */
function printLogs() {
  console.error(`HAProxy's log:\n${haproxy.output()}`);
  for (const each of processes) console.error(`${each.name}'s log:\n${each.server.output().slice(-20_000)}`);
}

const allUp = async () => [...(await haproxy.servers()).values()].every((server) => server.status === 'UP');

beforeAll(async () => {
  const db = await freshServerDatabase(serverUrl);
  cleanups.push(() => db.drop());
  const frontendPort = await freePort();
  environment = {
    // Unset, as an operator's .env leaves it: development (vitest's own NODE_ENV=test must not reach the servers).
    NODE_ENV: '',
    DATABASE_URL: db.url,
    // The rate limits' counters, in Redis as in production (CI names its server; this machine's is the default).
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // One process each, as three hosts would run them; the key that signs the csrftoken cookie is the one the
    // first of them to migrate made in the database.
    WEB_CONCURRENCY: '1',
    SECRET_KEY: '',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://127.0.0.1:${frontendPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // Every client is 127.0.0.1, and Redis keeps counts across runs: the limits themselves are the API tests' to check.
    RATE_LIMIT_SCALE: '1000',
    // No Stripe keys: payments go through the built-in test provider.
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  // Started together on the empty database: one migrates under the advisory lock while the others wait their turn.
  processes.push(
    ...(await Promise.all([startProcess('app1', ports[0]!), startProcess('app2', ports[1]!), startProcess('app3', ports[2]!)])),
  );
  haproxy = startHaproxy(dataDir, frontendPort, await freePort(), processes);
  cleanups.push(() => haproxy.stop());
  await until(
    'HAProxy finds the three processes healthy',
    async () => (await haproxy.servers().catch(() => new Map())).size === 3 && (await allUp()),
  );
  database = await openDatabase({ url: db.url });
  cleanups.push(() => database.close());
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let accounts = 0;
/** Signs up through the site's form (csrftoken first); a retry after a lost answer signs in instead of signing up twice. */
async function signUp(client: RetryingClient, registrationType: 'mbr' | 'prf'): Promise<{ userId: number; token: string }> {
  accounts += 1;
  const username = `topo_${registrationType}_${accounts}_${randomBytes(3).toString('hex')}`;
  const password = `Cellar-Door-${randomBytes(4).toString('hex')}`;
  const headers = await client.csrfHeaders();
  const signedInAlready = async () => {
    const login = await client.send('POST', API_PATHS.login, { username, password });
    return login.status === 200 ? { ...login, status: 201 } : null;
  };
  const registered = await client.send(
    'POST',
    API_PATHS.register,
    { username, email: `${username}@example.com`, password, password2: password, first_name: 'Ada', last_name: 'Vine', registrationType },
    signedInAlready,
    headers,
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const token = registered.body.token as string;
  client.signIn(token);
  return { userId: (registered.body.user as { id: number }).id, token };
}

/** A host's published live event, made through the host's editor as the Manage page makes it. */
async function publishEvent(host: RetryingClient, title: string, quantity: number): Promise<number> {
  const base = '/api/auth/business-profile';
  const created = await host.post(`${base}/create-event`, { eventTitle: title, olineExperience: false });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  const details = await host.post(`${base}/event-details-update/${id}/`, {
    description: 'Six growers, six glasses.',
    eventType: 'Tasting',
    hashTags: '#champagne #grower',
    host: 'Domaine Vasseur',
    date: isoDateInDays(40),
    time: '19:30',
    timeZone: '(GMT+01:00) Brussels, Copenhagen, Madrid, Paris',
    currency: 'EUR',
    price: '45',
    quantity: String(quantity),
    maximumQuantity: 2,
    ticketsPerOrder: '1',
    hostEmail: 'cellar@domaine.example.com',
    hostPhone: '0145550199',
    hostPhoneCountryCode: '+33',
    salesStartDate: isoDateInDays(-1),
    salesStartTime: '09:00',
    salesEndDate: isoDateInDays(39),
    salesEndTime: '18:00',
    summary: 'A grower tasting.',
    locationAddress: '4 Rue des Crayeres',
    locationcity: 'Reims',
    locationZip_code: '51100',
    locationCountry: 'fr',
    lat: 49.2422,
    lng: '4.0476',
    ccyExpenseSymbols: 'eur',
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#5b1a2e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('mainExperienceImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cellar.png');
  const image = await host.post(`${base}/event-image-update/${id}/`, form);
  expect(image.status, JSON.stringify(image.body)).toBe(200);
  const published = await host.post(`${base}/event-details-update/${id}/`, { publishEvent: true });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(published.body.status).toBe('Active');
  return id;
}

type Outcome = { kind: 'paid'; orderId: number; userId: number } | { kind: 'refused'; status: number; message: string };

/** The message of a refusal. */
const messageOf = (answer: Answer) => String((answer.body.error as { message?: string } | undefined)?.message);

/**
 * One member's checkout, with the requests the site's pages make: the event's page, the header's member and cart count,
 * one ticket into the cart, the cart page, the checkout page's payment settings, the attendee details (which hold
 * the ticket), the test card, complete-order, and My Events. Each request is sent again after a failure, and the
 * two that are not safe to repeat look first whether the failed attempt went through: adding to the cart reads the
 * cart, and paying asks complete-order whether the payment was taken before the card is sent again.
 */
async function checkOut(client: RetryingClient, userId: number, eventId: number): Promise<Outcome> {
  expect((await client.get(API_PATHS.user)).status).toBe(200);
  expect((await client.get(apiPath(API_PATHS.catalog.event.item, { id: eventId }))).status).toBe(200);
  expect((await client.get(API_PATHS.cart.summary)).status).toBe(200);
  const inCart = async (): Promise<Answer | null> => {
    const cart = await client.get(API_PATHS.cart.myOrders);
    const lines = (cart.body.cart ?? []) as { productId: number }[];
    return lines.some((line) => line.productId === eventId) ? cart : null;
  };
  const added = await client.post(
    API_PATHS.cart.update,
    { productGroup: 'Events', productId: eventId, action: 'add', quantity: 1 },
    inCart,
  );
  if (added.status !== 200) return { kind: 'refused', status: added.status, message: messageOf(added) };
  const orderId = added.body.OrderId as number;
  const cart = await client.get(API_PATHS.cart.myOrders);
  expect(cart.body).toMatchObject({ OrderId: orderId, numberOfItemsInCart: 1 });
  expect((await client.get(API_PATHS.cart.paymentConfig)).status).toBe(200);
  const intent = await client.post(API_PATHS.cart.createPaymentIntent, { OrderId: orderId, attendeeDetails: ATTENDEE });
  if (intent.status !== 200) return { kind: 'refused', status: intent.status, message: messageOf(intent) };
  const complete = () => client.post(API_PATHS.cart.completeOrder, { OrderId: orderId });
  const paidAlready = async (): Promise<Answer | null> => {
    const check = await complete();
    return check.status === 200 ? check : null;
  };
  const paid = await client.post(
    API_PATHS.payments.testProviderConfirm,
    { clientSecret: intent.body.client_secret, card: { number: CARDS.visa, expiry: '12/34', cvc: '123' } },
    paidAlready,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const completed = await complete();
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  expect(completed.body).toMatchObject({ OrderId: orderId, status: 'paid', tickets: 1 });
  const mine = await client.get(API_PATHS.bookings.mine);
  expect(mine.body.boughtEvents).toEqual([expect.objectContaining({ event__id: eventId, quantity: 1, orderStatus: 'paid' })]);
  return { kind: 'paid', orderId, userId };
}

describe('three server processes behind HAProxy', () => {
  it(`sells exactly ${TICKETS} tickets to ${BUYERS} racing buyers while a process is killed and restarted`, async () => {
    onTestFailed(printLogs);
    const setup: Attempt[] = [];
    const host = retryingClient(haproxy.url, setup);
    await signUp(host, 'prf');
    const eventId = await publishEvent(host, 'Ten Seats Tasting', TICKETS);
    // Fifty members sign up through the site, ten at a time (each is an argon2 hash on a 2-core machine).
    const buyers: { userId: number; token: string }[] = [];
    for (let start = 0; start < BUYERS; start += 10) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, BUYERS - start) }, () => signUp(retryingClient(haproxy.url, setup), 'mbr')),
        )),
      );
    }

    const race: Attempt[] = [];
    const outcomes = Promise.all(
      buyers.map(async ({ userId, token }, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * ARRIVAL_MS));
        const client = retryingClient(haproxy.url, race);
        client.signIn(token);
        return checkOut(client, userId, eventId);
      }),
    );

    // Mid-race, one process dies without a word (as on a lost host), and comes back on its port.
    await until(`${KILL_AFTER_REQUESTS} requests of the race`, async () => race.length >= KILL_AFTER_REQUESTS);
    const victim = processes[1]!;
    const killedAt = Date.now();
    victim.server.child.kill('SIGKILL');
    await exitOf(victim.server.child);
    await until(
      'HAProxy takes the killed process out',
      async () => (await haproxy.servers()).get(victim.name)?.status.startsWith('DOWN') ?? false,
    );
    processes[1] = await startProcess(victim.name, victim.port);
    await until('HAProxy puts the restarted process back', async () => (await haproxy.servers()).get(victim.name)?.status === 'UP');
    const settled = await outcomes;

    // Exactly the tickets there were are sold, each to a buyer who was told so, and nobody paid twice.
    const told = settled.filter((outcome) => outcome.kind === 'paid');
    const refused = settled.filter((outcome) => outcome.kind === 'refused');
    expect(told).toHaveLength(TICKETS);
    expect(refused.map((outcome) => outcome.status)).toEqual(Array(BUYERS - TICKETS).fill(409));
    for (const outcome of refused) expect(outcome.message).toMatch(/sold out|only \d+ tickets? (is|are) left/);
    const [sold] = await database.db
      .select({ n: sum(orderItems.quantity) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.itemId, eventId), eq(orders.status, 'paid'), isNull(orderItems.refundedAt)));
    expect(Number(sold?.n)).toBe(TICKETS);
    const paidOrders = await database.db.select().from(orders).where(eq(orders.status, 'paid'));
    // No paid order lost: every buyer told "paid" has that order paid, theirs; and no paid order is one nobody was told of.
    expect(paidOrders.map((order) => ({ id: order.id, userId: order.userId })).sort((a, b) => a.id - b.id)).toEqual(
      told.map((outcome) => ({ id: outcome.orderId, userId: outcome.userId })).sort((a, b) => a.id - b.id),
    );
    expect(await database.db.select().from(tickets).where(eq(tickets.itemId, eventId))).toHaveLength(TICKETS);
    const payments = await database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.status, 'succeeded'));
    expect(payments).toHaveLength(TICKETS);
    expect(payments.every((payment) => payment.refundedMinor === 0)).toBe(true);
    expect(await database.db.select().from(orders).where(eq(orders.status, 'refunded'))).toEqual([]);

    // What the clients saw: no error of the app's own, and under 1% of all the requests they sent (signing up and the
    // race) failed before being sent again: only those in flight on the killed process, at most 2 (HAProxy's maxconn).
    const sent = [...setup, ...race];
    const failures = sent.filter(failed);
    const report = `${failures.length} of ${sent.length} requests failed (${race.length} in the race): ${JSON.stringify(failures.map((failure) => ({ ...failure, at: failure.at - killedAt })))}`;
    expect(
      sent.filter((attempt) => attempt.status === 500),
      report,
    ).toEqual([]);
    expect(failures.length / sent.length, report).toBeLessThan(0.01);
    console.info(`topology: ${report}; the process was killed ${killedAt - race[0]!.at} ms into the race`);

    // HAProxy took the killed process out and put it back, and it answers again.
    expect((await haproxy.servers()).get(victim.name)?.timesTakenOut).toBeGreaterThanOrEqual(1);
    const after: Attempt[] = [];
    const probe = retryingClient(haproxy.url, after);
    for (let i = 0; i < 6; i++) expect((await probe.get(API_PATHS.health)).status).toBe(200);
    expect(new Set(after.map((attempt) => attempt.servedBy))).toEqual(new Set(['app1', 'app2', 'app3']));
  }, 150_000);

  it('takes one member from the cart to paid and into their bookings, through HAProxy', async () => {
    onTestFailed(printLogs);
    const attempts: Attempt[] = [];
    const host = retryingClient(haproxy.url, attempts);
    await signUp(host, 'prf');
    const eventId = await publishEvent(host, 'Journey Tasting', 4);
    const member = retryingClient(haproxy.url, attempts);
    const { userId } = await signUp(member, 'mbr');

    const listed = await member.get(API_PATHS.catalog.event.listing);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('Journey Tasting');
    const config = await member.get(API_PATHS.cart.paymentConfig);
    expect(config.body).toMatchObject({ provider: 'test', publishableKey: null });
    const outcome = await checkOut(member, userId, eventId);
    expect(outcome.kind).toBe('paid');

    const mine = await member.get(API_PATHS.bookings.mine);
    expect(mine.status).toBe(200);
    expect(mine.body.boughtEvents).toEqual([
      expect.objectContaining({ event__id: eventId, event__eventTitle: 'Journey Tasting', quantity: 1, orderStatus: 'paid' }),
    ]);
    const booking = await member.get(apiPath(API_PATHS.bookings.one, { id: eventId }));
    expect(booking.status).toBe(200);
    expect(booking.body).toMatchObject({ quantityBought: 1 });
    expect((booking.body.bookings as { tickets: { status: string }[] }[])[0]?.tickets).toEqual([
      expect.objectContaining({ status: 'valid' }),
    ]);
    expect(attempts.filter(failed)).toEqual([]);
    // Round robin: the journey's requests were answered by every process, the restarted one among them.
    expect(new Set(attempts.map((attempt) => attempt.servedBy))).toEqual(new Set(['app1', 'app2', 'app3']));
  }, 60_000);
});
