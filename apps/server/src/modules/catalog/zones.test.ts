import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tzScan } from '@date-fns/tz';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startsAt } from '@trg/contract/catalog-rules';
import { EUROPEAN_COUNTRIES, zoneOfOffsetLabel } from '@trg/contract/lists/european-countries';
import { TIME_ZONE_OFFSETS } from '@trg/contract/lists/time-zones';
import { MIGRATIONS_DIR, queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createDraftItem, createProfessional } from '../../testing/factories.ts';
import { startsAtUtc } from './public.ts';
import { catalogItems } from './schema.ts';
import { profiles } from '../profiles/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const local = (instant: number, offsetMinutes: number) => {
  const iso = new Date(instant + offsetMinutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

describe("the listings' SQL start and the contract's startsAt", () => {
  it('agree in every zone of every listed country, either side of both changes of the clocks and in the hour that happens twice', async () => {
    const db = ctx.database.db;
    const host = (await createProfessional(db)).user.id;
    // Embedded PGlite carries a tz database older than tz 2022b, which moved Moldova's changes of the clocks to the
    // EU's instant; PostgreSQL on the system reads the system's current one (the run on PostgreSQL checks Chisinau too).
    const stale = ctx.database.kind === 'pglite' ? ['Europe/Chisinau'] : [];
    const zones = [...new Set(Object.values(EUROPEAN_COUNTRIES).flatMap((country) => country.zones))].filter(
      (zone) => !stale.includes(zone),
    );
    const rows: (typeof catalogItems.$inferInsert)[] = [];
    for (const zone of zones) {
      const changes = tzScan(zone, { start: new Date(Date.UTC(2030, 0, 1)), end: new Date(Date.UTC(2031, 0, 1)) });
      const instants = changes.length ? changes.map((change) => change.date.getTime()) : [Date.UTC(2030, 6, 1, 12)];
      for (const at of instants) {
        for (const minutes of [-90, -30, 30, 90]) {
          // The wall clock `minutes` from the change, read in the offset before it and after it.
          for (const offset of changes.length
            ? changes.map((change) => change.offset - change.change).concat(changes.map((c) => c.offset))
            : [0]) {
            rows.push({ ...local(at + minutes * 60_000, offset), timeZone: zone, hostId: host, kind: 'event', title: 'Zone' });
          }
        }
      }
      rows.push({ date: '2030-07-19', time: null, timeZone: zone, hostId: host, kind: 'event', title: 'Whole day' });
    }
    const made = await db.insert(catalogItems).values(rows).returning();
    const fromSql = await queryRows<{ id: number; starts: string | Date }>(
      db,
      sql`select ${catalogItems.id} as id, ${startsAtUtc} as starts from ${catalogItems} where ${inArray(
        catalogItems.id,
        made.map((row) => row.id),
      )}`,
    );
    const sqlStarts = new Map(fromSql.map((row) => [row.id, new Date(row.starts).getTime()]));
    const disagreements = made
      .filter((row) => sqlStarts.get(row.id) !== startsAt(row))
      .map((row) => `${row.timeZone} ${row.date} ${row.time}`);
    expect(disagreements).toEqual([]);
    expect(made.length).toBeGreaterThan(700);
  });
});

describe('migration 0014: offset labels to zones', () => {
  const migration = readFileSync(path.join(MIGRATIONS_DIR, '0014_item-time-zones.sql'), 'utf8');

  it("holds the same table as zoneOfOffsetLabel, for every country and every label of the spec's picker", () => {
    const byCountry = [...migration.matchAll(/\('([A-Z]{2})', '([^']+)', '([^']+)'\)/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    const expected: string[] = [];
    for (const [country, defaults] of Object.entries(EUROPEAN_COUNTRIES)) {
      for (const label of TIME_ZONE_OFFSETS) {
        const zone = zoneOfOffsetLabel(label, country);
        if (zone && defaults.zones.includes(zone)) expected.push(`${country} ${label} ${zone}`);
      }
    }
    expect(byCountry).toEqual(expected);
    const fallback = [...migration.matchAll(/\('(GMT[^']*)', '([^']+)'\)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(fallback).toEqual([...TIME_ZONE_OFFSETS].map((label) => `${label} ${zoneOfOffsetLabel(label, null)}`));
  });

  it("moves stored labels to the zone of the item's country, else its host's, else a fixed offset", async () => {
    const db = ctx.database.db;
    const host = await createProfessional(db);
    await db
      .insert(profiles)
      .values({ userId: host.user.id, country: 'PT' })
      .onConflictDoUpdate({ target: profiles.userId, set: { country: 'PT' } });
    const items = await Promise.all(
      [
        { timeZone: 'GMT+01:00', locationCountry: 'FR' },
        { timeZone: 'GMT+02:00', locationCountry: 'fr' },
        { timeZone: 'GMT-01:00', locationCountry: null },
        { timeZone: 'GMT', locationCountry: null },
        { timeZone: 'GMT+05:30', locationCountry: 'FR' },
        { timeZone: 'GMT+03:00', locationCountry: 'GB' },
      ].map((facts) => createDraftItem(db, host.user.id, facts)),
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const zones = await Promise.all(
      items.map(
        async (item) => (await db.select({ zone: catalogItems.timeZone }).from(catalogItems).where(eq(catalogItems.id, item.id)))[0]?.zone,
      ),
    );
    expect(zones).toEqual(['Europe/Paris', 'Europe/Paris', 'Atlantic/Azores', 'Europe/Lisbon', 'Asia/Kolkata', 'Etc/GMT-3']);
  });
});
