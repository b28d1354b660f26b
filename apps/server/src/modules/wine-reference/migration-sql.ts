import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WineReferenceData } from './data.ts';
import {
  foodTypes,
  foods,
  wineClassifications,
  wineColours,
  wineCountries,
  wineDesignations,
  wineFiningAgents,
  wineGrapes,
  wineParcels,
  wineRegions,
  wineSites,
  wineSubRegions,
  wineTypes,
} from './schema.ts';

/** The custom drizzle migrations that load the data end in this; the newest one holds the current data. */
export const WINE_REFERENCE_MIGRATION_SUFFIX = '_wine-reference-data';

type SqlValue = string | number | boolean | null | readonly string[];

interface TableLoad {
  table: PgTable;
  columns: PgColumn[];
  rows: SqlValue[][];
}

function load<Row>(table: PgTable, rows: readonly Row[], columns: [PgColumn, (row: Row) => SqlValue][]): TableLoad {
  return {
    table,
    columns: columns.map(([column]) => column),
    rows: rows.map((row) => columns.map(([, value]) => value(row))),
  };
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return quoted(value);
  if (Array.isArray(value)) return value.length === 0 ? `'{}'::text[]` : `ARRAY[${value.map(quoted).join(', ')}]::text[]`;
  return String(value);
}

/** Every list in the order it is inserted: parents before children. A row's position is its place in the file. */
function tableLoads(data: WineReferenceData): TableLoad[] {
  const position = <Row>(table: { position: PgColumn }, rows: readonly Row[]): [PgColumn, (row: Row) => SqlValue] => {
    const places = new Map(rows.map((row, index) => [row, index + 1]));
    return [table.position, (row) => places.get(row) ?? null];
  };
  return [
    load(wineCountries, data.countries, [
      [wineCountries.code, (r) => r.COUNTRY_CODE],
      [wineCountries.name, (r) => r.COUNTRY],
      position(wineCountries, data.countries),
    ]),
    load(wineRegions, data.regions, [
      [wineRegions.code, (r) => r.REGION_CODE],
      [wineRegions.name, (r) => r.REGION],
      position(wineRegions, data.regions),
      [wineRegions.countryCode, (r) => r.COUNTRY_CODE],
    ]),
    load(wineSubRegions, data.subRegions, [
      [wineSubRegions.code, (r) => r.SUB_REGION_CODE],
      [wineSubRegions.name, (r) => r.SUB_REGION],
      position(wineSubRegions, data.subRegions),
      [wineSubRegions.regionCode, (r) => r.REGION_CODE],
    ]),
    load(wineSites, data.sites, [
      [wineSites.code, (r) => r.SITE_CODE],
      [wineSites.name, (r) => r.SITE],
      position(wineSites, data.sites),
      [wineSites.subRegionCode, (r) => r.SUB_REGION_CODE],
    ]),
    load(wineParcels, data.parcels, [
      [wineParcels.code, (r) => r.PARCEL_CODE],
      [wineParcels.name, (r) => r.PARCEL],
      position(wineParcels, data.parcels),
      [wineParcels.siteCode, (r) => r.SITE_CODE],
    ]),
    load(wineDesignations, data.designations, [
      [wineDesignations.code, (r) => r.DESIGNATION_CODE],
      [wineDesignations.name, (r) => r.DESIGNATION],
      position(wineDesignations, data.designations),
      [wineDesignations.countryCode, (r) => r.COUNTRY_CODE],
    ]),
    load(wineClassifications, data.classifications, [
      [wineClassifications.code, (r) => r.CLASSIFICATION_CODE],
      [wineClassifications.name, (r) => r.CLASSIFICATION],
      position(wineClassifications, data.classifications),
      [wineClassifications.countryCode, (r) => r.COUNTRY_CODE],
    ]),
    load(wineTypes, data.wineTypes, [
      [wineTypes.code, (r) => r.TYPE_CODE],
      [wineTypes.name, (r) => r.TYPE],
      position(wineTypes, data.wineTypes),
    ]),
    load(wineColours, data.colours, [
      [wineColours.code, (r) => r.COLOUR_CODE],
      [wineColours.name, (r) => r.COLOUR],
      position(wineColours, data.colours),
    ]),
    load(wineGrapes, data.grapes, [
      [wineGrapes.code, (r) => r.GRAPE_CODE],
      [wineGrapes.name, (r) => r.GRAPE],
      position(wineGrapes, data.grapes),
      [wineGrapes.skin, (r) => r.SKIN],
      [wineGrapes.synonyms, (r) => r.SYNONYMS ?? []],
    ]),
    load(wineFiningAgents, data.finingAgents, [
      [wineFiningAgents.code, (r) => r.FINING_AGENT_CODE],
      [wineFiningAgents.name, (r) => r.FINING_AGENT],
      position(wineFiningAgents, data.finingAgents),
      [wineFiningAgents.vegan, (r) => r.VEGAN],
      [wineFiningAgents.vegetarian, (r) => r.VEGETARIAN],
    ]),
    load(foodTypes, data.foodTypes, [
      [foodTypes.code, (r) => r.FOOD_TYPE_CODE],
      [foodTypes.name, (r) => r.FOOD_TYPE],
      position(foodTypes, data.foodTypes),
    ]),
    load(foods, data.foods, [
      [foods.code, (r) => r.FOOD_CODE],
      [foods.name, (r) => r.FOOD_NAME],
      position(foods, data.foods),
      [foods.foodTypeCode, (r) => r.FOOD_TYPE_CODE],
    ]),
  ];
}

const BREAKPOINT = '--> statement-breakpoint';
const HEADER = '-- The wine reference data, written from apps/server/src/modules/wine-reference/data by';
/** What drizzle-kit writes into a new custom migration: a placeholder, not a schema change. */
const CUSTOM_PLACEHOLDER = '-- Custom SQL migration file, put your code below! --';

/**
 * The migration that loads the data files: it empties the tables (children first) and fills them again with
 * one multi-row INSERT per table, so a later data migration replaces the rows whatever the earlier ones held.
 */
export function wineReferenceMigrationSql(data: WineReferenceData): string {
  const loads = tableLoads(data);
  const statements = [
    ...loads.toReversed().map(({ table }) => `DELETE FROM "${getTableName(table)}";`),
    ...loads
      .filter(({ rows }) => rows.length > 0)
      .map(({ table, columns, rows }) => {
        const names = columns.map((column) => `"${column.name}"`).join(', ');
        const values = rows.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');
        return `INSERT INTO "${getTableName(table)}" (${names}) VALUES\n${values};`;
      }),
  ];
  return (
    [
      HEADER,
      '-- scripts/wine-reference-migration.ts: edit the data files and run the script, never this file.',
      statements.join(`${BREAKPOINT}\n`),
    ].join('\n') + '\n'
  );
}

const JournalSchema = z.object({ entries: z.array(z.object({ idx: z.number(), tag: z.string() })) });

/** The newest `*_wine-reference-data.sql` in the journal: the one that must match the data files. */
export function latestWineReferenceMigration(migrationsDir: string): string {
  const journal = JournalSchema.parse(JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')));
  const entry = journal.entries
    .filter(({ tag }) => tag.endsWith(WINE_REFERENCE_MIGRATION_SUFFIX))
    .toSorted((a, b) => a.idx - b.idx)
    .at(-1);
  if (!entry) throw new Error(`no *${WINE_REFERENCE_MIGRATION_SUFFIX} migration in the journal`);
  return path.join(migrationsDir, `${entry.tag}.sql`);
}

/**
 * The schema change a data migration opens with, if any: when new data needs a new column, drizzle-kit writes
 * the change into the migration (`drizzle-kit generate --name=wine-reference-data`) and the script keeps it
 * above the data it rewrites, so that one migration adds the column and fills it. Everything above the data's
 * header is kept; a migration without the header yet (just generated) keeps all of it but drizzle-kit's
 * placeholder. The result ends with a statement breakpoint, ready for the data.
 */
export function schemaChangesOf(migration: string): string {
  const at = migration.indexOf(HEADER);
  const above = (at < 0 ? migration : migration.slice(0, at)).replace(CUSTOM_PLACEHOLDER, '').trim();
  if (above === '') return '';
  return above.endsWith(BREAKPOINT) ? `${above}\n` : `${above}${BREAKPOINT}\n`;
}
