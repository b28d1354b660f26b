import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { seedDemoData, seedSyntheticEvents } from './seed.ts';
import { users } from '../modules/accounts/schema.ts';
import { catalogItems } from '../modules/catalog/schema.ts';
import { wineLists } from '../modules/wine-lists/schema.ts';
import { profiles } from '../modules/profiles/schema.ts';
import { verifyPassword } from '../modules/accounts/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_BOOKING } from './demo-content.ts';
import { orders } from '../modules/cart/schema.ts';

const webPublic = path.resolve(import.meta.dirname, '../../../web/public');

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

describe('demo data', () => {
  it('loads accounts, live and online items in several currencies, and wine lists once', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);

    const accounts = await database.db.select().from(users);
    expect(accounts.map((u) => u.group).sort()).toEqual(['members', 'professionals']);
    for (const demo of DEMO_ACCOUNTS) {
      const row = accounts.find((u) => u.username === demo.username);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row!.passwordHash, demo.password)).toBe(true);
    }
    const [host] = await database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.username, 'domaine'));
    expect(host?.profiles.businessName).toBe('Domaine Vasseur');

    const items = await database.db.select().from(catalogItems);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['event', 'experience']));
    expect(items.some((i) => i.online) && items.some((i) => !i.online)).toBe(true);
    expect(new Set(items.map((i) => i.currency)).size).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.status === 'Active')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(items.every((i) => (i.date ?? '') > today)).toBe(true);
    expect(items.filter((i) => !i.online).every((i) => i.lat !== null && i.locationCountry !== null)).toBe(true);

    const [lists] = await database.db.select({ n: count() }).from(wineLists);
    expect(lists?.n).toBeGreaterThan(0);

    // Every demo item has its artwork, shipped with the web app.
    for (const item of items) {
      expect(item.imageKey).toMatch(/^\/artwork\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(webPublic, item.imageKey ?? ''))).toBe(true);
    }
    // The demo member holds one paid booking.
    const paid = await database.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.map((o) => o.bookingReference)).toEqual([DEMO_BOOKING.bookingReference]);
  });

  it('adds synthetic events for benchmarks', async () => {
    const [before] = await database.db.select({ n: count() }).from(catalogItems).where(eq(catalogItems.kind, 'event'));
    expect(await seedSyntheticEvents(database.db, 1200)).toBe(1200);
    const [after] = await database.db.select({ n: count() }).from(catalogItems).where(eq(catalogItems.kind, 'event'));
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1200);
  });
});
