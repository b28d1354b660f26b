import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { loadWineReferenceData, type WineReferenceData } from './data.ts';
import {
  WINE_REFERENCE_MIGRATION_SUFFIX,
  latestWineReferenceMigration,
  schemaChangesOf,
  wineReferenceMigrationSql,
} from './migration-sql.ts';

const data = loadWineReferenceData();

/** The code column of each list's table, as the migrations insert them. */
const CODES_OF: Record<string, (data: WineReferenceData) => string[]> = {
  wine_countries: (d) => d.countries.map((r) => r.COUNTRY_CODE),
  wine_regions: (d) => d.regions.map((r) => r.REGION_CODE),
  wine_sub_regions: (d) => d.subRegions.map((r) => r.SUB_REGION_CODE),
  wine_sites: (d) => d.sites.map((r) => r.SITE_CODE),
  wine_parcels: (d) => d.parcels.map((r) => r.PARCEL_CODE),
  wine_designations: (d) => d.designations.map((r) => r.DESIGNATION_CODE),
  wine_classifications: (d) => d.classifications.map((r) => r.CLASSIFICATION_CODE),
  wine_types: (d) => d.wineTypes.map((r) => r.TYPE_CODE),
  wine_colours: (d) => d.colours.map((r) => r.COLOUR_CODE),
  wine_grapes: (d) => d.grapes.map((r) => r.GRAPE_CODE),
  wine_fining_agents: (d) => d.finingAgents.map((r) => r.FINING_AGENT_CODE),
  food_types: (d) => d.foodTypes.map((r) => r.FOOD_TYPE_CODE),
  foods: (d) => d.foods.map((r) => r.FOOD_CODE),
};

/** The codes each table received in one data migration: the first value of every row of its INSERT. */
function publishedCodes(sql: string): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const statement of sql.split('--> statement-breakpoint')) {
    const table = /^INSERT INTO "([a-z_]+)"/m.exec(statement)?.[1];
    if (table === undefined) continue;
    codes.set(
      table,
      [...statement.matchAll(/^\('((?:[^']|'')*)',/gm)].map((match) => (match[1] ?? '').replaceAll("''", "'")),
    );
  }
  return codes;
}

function earlierDataMigrations(): string[] {
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string() })) })
    .parse(JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')));
  const latest = path.basename(latestWineReferenceMigration(MIGRATIONS_DIR), '.sql');
  return journal.entries.map((e) => e.tag).filter((tag) => tag.endsWith(WINE_REFERENCE_MIGRATION_SUFFIX) && tag !== latest);
}

describe('the wine reference data migration', () => {
  it('is registered in the journal and holds exactly what the data files hold, below the schema change it needs', () => {
    const file = latestWineReferenceMigration(MIGRATIONS_DIR);
    expect(path.basename(file)).toMatch(/^\d{4}_wine-reference-data\.sql$/);
    const sql = fs.readFileSync(file, 'utf8');
    // On failure: node --import tsx scripts/wine-reference-migration.ts
    expect(sql).toBe(schemaChangesOf(sql) + wineReferenceMigrationSql(data));
    expect(schemaChangesOf(sql)).toContain('ALTER TABLE "wine_grapes" ADD COLUMN "synonyms"');
  });

  it('writes one multi-row INSERT per list, quoting names with apostrophes and synonyms as text arrays', () => {
    const sql = wineReferenceMigrationSql(data);
    expect(sql.match(/^INSERT INTO /gm)).toHaveLength(13);
    expect(sql).toContain(`('FR-BUR-CHABLIS-PREMIER-CRU-FOURCHAUME-L-HOMME-MORT', 'L''Homme Mort', `);
    expect(sql).toMatch(/^\('LONGYAN', 'Longyan \(Dragon''s Eye\)', \d+, 'Pink', ARRAY\['Dragon''s Eye'\]::text\[\]\),$/m);
    expect(sql).toMatch(/^\('MERLOT', 'Merlot', \d+, 'Red', '\{\}'::text\[\]\),$/m);
  });

  it('keeps every code an earlier data migration published, since saved profiles and cellars name them', () => {
    const earlier = earlierDataMigrations();
    expect(earlier.length).toBeGreaterThan(0);
    const missing: string[] = [];
    let published = 0;
    for (const tag of earlier) {
      for (const [table, codes] of publishedCodes(fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8'))) {
        expect(CODES_OF).toHaveProperty(table);
        published += codes.length;
        const current = new Set(CODES_OF[table]?.(data) ?? []);
        missing.push(...codes.filter((code) => !current.has(code)).map((code) => `${tag} ${table} ${code}`));
      }
    }
    expect(missing).toEqual([]);
    // 0007 published 310 grapes and over 2,000 places: the check read them all.
    expect(published).toBeGreaterThan(3000);
  });
});

describe('the schema change a data migration opens with', () => {
  const data = wineReferenceMigrationSql(loadWineReferenceData());
  const alter = 'ALTER TABLE "wine_grapes" ADD COLUMN "x" text;';

  it('is what drizzle-kit wrote, kept above the data when the script rewrites it', () => {
    expect(schemaChangesOf(alter)).toBe(`${alter}--> statement-breakpoint\n`);
    expect(schemaChangesOf(`${alter}--> statement-breakpoint\n${data}`)).toBe(`${alter}--> statement-breakpoint\n`);
  });

  it('is nothing for a custom migration just generated or one holding only data', () => {
    expect(schemaChangesOf('-- Custom SQL migration file, put your code below! --')).toBe('');
    expect(schemaChangesOf('')).toBe('');
    expect(schemaChangesOf(data)).toBe('');
  });
});
