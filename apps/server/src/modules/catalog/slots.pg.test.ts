import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@trg/contract/api-paths';
import { experienceSlots } from '@trg/contract/api-paths/hosts';
import { catalog } from '@trg/contract/api-paths/site';
import type { PublicSlots } from '@trg/contract/slots';
import { openDatabase } from '../../db/client.ts';
import { startInstanceOn } from '../../testing/test-app.ts';
import { cartClient } from '../../testing/cart.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { freshServerDatabase } from '../../testing/processes.ts';
import { orderItems, orders } from '../cart/schema.ts';

/**
 * A slot's places under two server instances on one PostgreSQL database: 20 buyers, half on each instance, check
 * out at once for the last 6 places of one slot; exactly 6 are sold, as the no-oversell lock promises any item.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
// The *.pg.test.ts files run only when the run has a PostgreSQL server (vitest.config.ts).
if (!serverUrl) throw new Error('slots.pg.test.ts needs TEST_DATABASE_URL: a PostgreSQL server to run on.');

let server: { url: string; drop(): Promise<void> };
const instances: Awaited<ReturnType<typeof startInstanceOn>>[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-slots-'));

beforeAll(async () => {
  server = await freshServerDatabase(serverUrl);
  const migrator = await openDatabase({ url: server.url });
  await migrator.migrate();
  await migrator.close();
  instances.push(await startInstanceOn(server.url, dataDir), await startInstanceOn(server.url, dataDir));
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await server.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances selling one slot', () => {
  it('20 buyers for the last 6 places of a slot buy exactly 6, with no 5xx', async () => {
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const db = first.database.db;
    const host = await createProfessional(db);
    const tour = await createCatalogItem(db, host.user.id, {
      kind: 'experience',
      title: 'Last Places Tour',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      priceMinor: 3000,
    });
    const schedule = await first.app.inject({
      method: 'POST',
      url: apiPath(experienceSlots.schedule, { id: tour.id }),
      headers: host.headers,
      payload: {
        weekdays: [6],
        startTimes: ['15:00'],
        durationMinutes: 120,
        placesPerSlot: 8,
        partyMin: 1,
        partyMax: 2,
        cutoffHours: 2,
        seasonFrom: '2031-07-01',
        seasonUntil: '2031-07-31',
      },
    });
    expect(schedule.statusCode).toBe(200);
    const slots = (
      await second.app.inject({ method: 'GET', url: apiPath(catalog.experience.slots, { id: tour.id }) })
    ).json() as PublicSlots;
    const slot = slots.slots[2]!;
    // Two places already sold: six are left.
    const earlier = await createMember(db);
    await createPaidOrder(db, earlier.user.id, [{ itemId: slot.id, quantity: 2, unitPriceMinor: 3000 }], { currency: 'EUR' });

    const buyers = await Promise.all(Array.from({ length: 20 }, () => createMember(db)));
    const statuses: number[] = [];
    const outcomes = await Promise.all(
      buyers.map(async (buyer, index) => {
        const app = index % 2 === 0 ? first.app : second.app;
        const client = cartClient(app);
        const added = await client.update(buyer.headers, { productGroup: 'Experiences', productId: tour.id, slot: slot.id, action: 'add' });
        statuses.push(added.statusCode);
        if (added.statusCode !== 200) return 'cart';
        const intent = await client.intent(buyer.headers, client.json<{ OrderId: number }>(added).OrderId);
        statuses.push(intent.statusCode);
        if (intent.statusCode !== 200) return 'refused';
        const paid = await client.pay(buyer.headers, client.json<{ client_secret: string }>(intent).client_secret);
        statuses.push(paid.statusCode);
        const completed = await client.complete(buyer.headers, client.json<{ OrderId: number }>(added).OrderId);
        statuses.push(completed.statusCode);
        return completed.statusCode === 200 ? 'paid' : 'complete';
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(6);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(14);
    const [sold] = await db
      .select({ n: sum(orderItems.quantity) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.itemId, slot.id), eq(orders.status, 'paid'), isNull(orderItems.refundedAt)));
    expect(Number(sold?.n)).toBe(8);
    const after = (
      await first.app.inject({ method: 'GET', url: apiPath(catalog.experience.slots, { id: tour.id }) })
    ).json() as PublicSlots;
    expect(after.slots.find((one) => one.id === slot.id)).toMatchObject({ placesLeft: 0, bookable: false });
  }, 120_000);
});
