import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { GRAPE_SKINS } from '@trg/contract/wine-reference';

// The reference lists of spec part 2 §3, filled from the data files by a migration and read-only afterwards.
// `position` is a row's place in its data file: answers keep the order the files were written in, whichever
// collation the database has. Other modules keep codes or names as text, never a foreign key into these,
// so that a data migration may replace the rows.

const listColumns = () => ({
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const wineCountries = pgTable('wine_countries', listColumns());

export const wineRegions = pgTable(
  'wine_regions',
  {
    ...listColumns(),
    countryCode: text('country_code')
      .notNull()
      .references(() => wineCountries.code),
  },
  (table) => [index('wine_regions_country_code_idx').on(table.countryCode)],
);

export const wineSubRegions = pgTable(
  'wine_sub_regions',
  {
    ...listColumns(),
    regionCode: text('region_code')
      .notNull()
      .references(() => wineRegions.code),
  },
  (table) => [index('wine_sub_regions_region_code_idx').on(table.regionCode)],
);

export const wineSites = pgTable(
  'wine_sites',
  {
    ...listColumns(),
    subRegionCode: text('sub_region_code')
      .notNull()
      .references(() => wineSubRegions.code),
  },
  (table) => [index('wine_sites_sub_region_code_idx').on(table.subRegionCode)],
);

export const wineParcels = pgTable(
  'wine_parcels',
  {
    ...listColumns(),
    siteCode: text('site_code')
      .notNull()
      .references(() => wineSites.code),
  },
  (table) => [index('wine_parcels_site_code_idx').on(table.siteCode)],
);

/** Designations and classifications belong to one country, or to none (EU-wide or general terms). */
export const wineDesignations = pgTable('wine_designations', {
  ...listColumns(),
  countryCode: text('country_code').references(() => wineCountries.code),
});

export const wineClassifications = pgTable('wine_classifications', {
  ...listColumns(),
  countryCode: text('country_code').references(() => wineCountries.code),
});

export const wineTypes = pgTable('wine_types', listColumns());

export const wineColours = pgTable('wine_colours', listColumns());

/** `synonyms`: the other names a variety goes by (Cencibel for Tempranillo), which the editor's grape search matches. */
export const wineGrapes = pgTable(
  'wine_grapes',
  {
    ...listColumns(),
    skin: text('skin', { enum: GRAPE_SKINS }).notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [check('wine_grapes_skin_check', sql`${table.skin} in ('Red', 'White', 'Pink')`)],
);

export const wineFiningAgents = pgTable('wine_fining_agents', {
  ...listColumns(),
  vegan: boolean('vegan').notNull(),
  vegetarian: boolean('vegetarian').notNull(),
});

export const foodTypes = pgTable('food_types', listColumns());

export const foods = pgTable(
  'foods',
  {
    ...listColumns(),
    foodTypeCode: text('food_type_code')
      .notNull()
      .references(() => foodTypes.code),
  },
  (table) => [index('foods_food_type_code_idx').on(table.foodTypeCode)],
);
