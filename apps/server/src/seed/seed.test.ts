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
import { isoDateInDays } from '@trg/contract/dates';
import { DEMO_ACCOUNTS, DEMO_BOOKING, DEMO_PAST_BOOKING } from './demo-content.ts';
import { orders } from '../modules/cart/schema.ts';
import { wines } from '../modules/wine-lists/schema.ts';
import { wineProfiles } from '../modules/wine-profiles/schema.ts';
import { wineAccess } from '../modules/wine-profiles/access.ts';
import { toWineDetails } from '../modules/wine-profiles/presenters.ts';
import { loadWineReferenceData } from '../modules/wine-reference/data.ts';
import { WineDetailsSchema } from '@trg/contract/wine-profiles';

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
    const [host] = await database.db
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.username, 'domaine'));
    expect(host?.profiles.businessName).toBe('Domaine Vasseur');

    const items = await database.db.select().from(catalogItems);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['event', 'experience']));
    expect(items.some((i) => i.online) && items.some((i) => !i.online)).toBe(true);
    expect(new Set(items.map((i) => i.currency)).size).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.status === 'Active')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    // All to come but the one the demo member has been to.
    expect(items.filter((i) => (i.date ?? '') <= today).map((i) => i.title)).toEqual([DEMO_PAST_BOOKING.itemTitle]);
    expect(items.filter((i) => !i.online).every((i) => i.lat !== null && i.locationCountry !== null)).toBe(true);

    const [lists] = await database.db.select({ n: count() }).from(wineLists);
    expect(lists?.n).toBeGreaterThan(0);

    // Every demo item has its artwork, shipped with the web app.
    for (const item of items) {
      expect(item.imageKey).toMatch(/^\/artwork\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(webPublic, item.imageKey ?? ''))).toBe(true);
    }
    // The demo member holds two paid bookings: one to come, one of an event that has taken place (a review to write).
    const paid = await database.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.map((o) => o.bookingReference).sort()).toEqual([DEMO_BOOKING.bookingReference, DEMO_PAST_BOOKING.bookingReference].sort());
    const past = items.find((item) => item.title === DEMO_PAST_BOOKING.itemTitle);
    expect(past?.date && past.date < isoDateInDays(0)).toBe(true);
  });

  it('gives one wine a full profile, with reference names, that the demo member sees as a guest', async () => {
    const [row] = await database.db
      .select()
      .from(wineProfiles)
      .innerJoin(wines, eq(wines.id, wineProfiles.wineId))
      .where(eq(wines.name, 'Blanc de Blancs Extra Brut'));
    if (!row) throw new Error('no demo wine profile');
    const details = WineDetailsSchema.parse(
      toWineDetails(row.wines, row.wine_profiles, { canEdit: false, reviewSummary: { average: null, count: 0 } }),
    );
    // Every field of the profile is set, images aside.
    const unset = Object.entries(details)
      .filter(([, value]) => value === null)
      .map(([field]) => field);
    expect(unset.sort()).toEqual(['estateImg', 'wineImg']);

    const reference = loadWineReferenceData();
    const names = <T>(rows: readonly T[], field: keyof T) => rows.map((entry) => entry[field]);
    expect(names(reference.countries, 'COUNTRY')).toContain(details.country);
    expect(names(reference.regions, 'REGION')).toContain(details.region);
    expect(names(reference.subRegions, 'SUB_REGION')).toContain(details.subRegion);
    expect(names(reference.sites, 'SITE')).toContain(details.site);
    expect(names(reference.parcels, 'PARCEL')).toContain(details.parcel);
    expect(names(reference.designations, 'DESIGNATION')).toContain(details.designation);
    expect(names(reference.classifications, 'CLASSIFICATION')).toContain(details.classification);
    expect(names(reference.wineTypes, 'TYPE')).toContain(details.wineType);
    expect(names(reference.colours, 'COLOUR')).toContain(details.colour);
    expect(names(reference.grapes, 'GRAPE')).toContain(details.grapeOrBlend);
    expect(names(reference.finingAgents, 'FINING_AGENT')).toContain(details.finingAgents);
    expect(names(reference.foodTypes, 'FOOD_TYPE')).toContain(details.foodPairingGroup);
    expect(names(reference.foods, 'FOOD_NAME')).toContain(details.pairWith);

    const [member] = await database.db.select().from(users).where(eq(users.username, DEMO_BOOKING.username));
    if (!member) throw new Error('no demo member');
    const access = await wineAccess(database.db, member, { wineId: row.wines.id, wineListId: row.wines.wineListId });
    expect(access).toBe('guest');
  });

  it('adds synthetic events for benchmarks', async () => {
    const [before] = await database.db.select({ n: count() }).from(catalogItems).where(eq(catalogItems.kind, 'event'));
    expect(await seedSyntheticEvents(database.db, 1200)).toBe(1200);
    const [after] = await database.db.select({ n: count() }).from(catalogItems).where(eq(catalogItems.kind, 'event'));
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1200);
  });
});
