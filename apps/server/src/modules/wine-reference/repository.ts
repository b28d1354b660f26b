import { asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FoodPairingsReferenceData, RegionLookupRow, WineReferenceData, WineRegionReferenceData } from '@trg/contract/wine-reference';
import type { Db } from '../../db/client.ts';
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

// Each query answers under the wire names, in the order of the data files. A null code means every row.

/**
 * The region lookup rows: every path from a country down to its deepest level, so that each country, region,
 * sub-region, site and parcel appears on at least one row.
 */
export async function readRegionLookupRows(db: Db, countryCode: string | null): Promise<RegionLookupRow[]> {
  return db
    .select({
      COUNTRY_CODE: wineCountries.code,
      COUNTRY: wineCountries.name,
      REGION_CODE: wineRegions.code,
      REGION: wineRegions.name,
      SUB_REGION_CODE: wineSubRegions.code,
      SUB_REGION: wineSubRegions.name,
      SITE_CODE: wineSites.code,
      SITE: wineSites.name,
      PARCEL_CODE: wineParcels.code,
      PARCEL: wineParcels.name,
    })
    .from(wineCountries)
    .leftJoin(wineRegions, eq(wineRegions.countryCode, wineCountries.code))
    .leftJoin(wineSubRegions, eq(wineSubRegions.regionCode, wineRegions.code))
    .leftJoin(wineSites, eq(wineSites.subRegionCode, wineSubRegions.code))
    .leftJoin(wineParcels, eq(wineParcels.siteCode, wineSites.code))
    .where(countryCode === null ? undefined : eq(wineCountries.code, countryCode))
    .orderBy(
      asc(wineCountries.position),
      asc(wineRegions.position),
      asc(wineSubRegions.position),
      asc(wineSites.position),
      asc(wineParcels.position),
    );
}

/** Each level of the hierarchy as its own list, every row naming its parent's code. */
export async function readRegionReferenceData(db: Db, countryCode: string | null): Promise<WineRegionReferenceData> {
  const inCountry = (column: typeof wineCountries.code | typeof wineRegions.countryCode): SQL | undefined =>
    countryCode === null ? undefined : eq(column, countryCode);
  const [countries, regions, subRegions, sites, parcels] = await Promise.all([
    db
      .select({ COUNTRY_CODE: wineCountries.code, COUNTRY: wineCountries.name })
      .from(wineCountries)
      .where(inCountry(wineCountries.code))
      .orderBy(asc(wineCountries.position)),
    db
      .select({ REGION_CODE: wineRegions.code, REGION: wineRegions.name, COUNTRY_CODE: wineRegions.countryCode })
      .from(wineRegions)
      .where(inCountry(wineRegions.countryCode))
      .orderBy(asc(wineRegions.position)),
    db
      .select({ SUB_REGION_CODE: wineSubRegions.code, SUB_REGION: wineSubRegions.name, REGION_CODE: wineSubRegions.regionCode })
      .from(wineSubRegions)
      .innerJoin(wineRegions, eq(wineRegions.code, wineSubRegions.regionCode))
      .where(inCountry(wineRegions.countryCode))
      .orderBy(asc(wineSubRegions.position)),
    db
      .select({ SITE_CODE: wineSites.code, SITE: wineSites.name, SUB_REGION_CODE: wineSites.subRegionCode })
      .from(wineSites)
      .innerJoin(wineSubRegions, eq(wineSubRegions.code, wineSites.subRegionCode))
      .innerJoin(wineRegions, eq(wineRegions.code, wineSubRegions.regionCode))
      .where(inCountry(wineRegions.countryCode))
      .orderBy(asc(wineSites.position)),
    db
      .select({ PARCEL_CODE: wineParcels.code, PARCEL: wineParcels.name, SITE_CODE: wineParcels.siteCode })
      .from(wineParcels)
      .innerJoin(wineSites, eq(wineSites.code, wineParcels.siteCode))
      .innerJoin(wineSubRegions, eq(wineSubRegions.code, wineSites.subRegionCode))
      .innerJoin(wineRegions, eq(wineRegions.code, wineSubRegions.regionCode))
      .where(inCountry(wineRegions.countryCode))
      .orderBy(asc(wineParcels.position)),
  ]);
  return { countries, regions, subRegions, sites, parcels };
}

/**
 * The lists of the wine's characteristics. A country narrows designations and classifications to its own
 * and the general ones (no country); the other lists belong to no country and come whole.
 */
export async function readWineReferenceData(db: Db, countryCode: string | null): Promise<WineReferenceData> {
  const [designations, classifications, types, colours, grapes, finingAgents] = await Promise.all([
    db
      .select({
        DESIGNATION_CODE: wineDesignations.code,
        DESIGNATION: wineDesignations.name,
        COUNTRY_CODE: wineDesignations.countryCode,
      })
      .from(wineDesignations)
      .where(countryCode === null ? undefined : or(isNull(wineDesignations.countryCode), eq(wineDesignations.countryCode, countryCode)))
      .orderBy(asc(wineDesignations.position)),
    db
      .select({
        CLASSIFICATION_CODE: wineClassifications.code,
        CLASSIFICATION: wineClassifications.name,
        COUNTRY_CODE: wineClassifications.countryCode,
      })
      .from(wineClassifications)
      .where(
        countryCode === null ? undefined : or(isNull(wineClassifications.countryCode), eq(wineClassifications.countryCode, countryCode)),
      )
      .orderBy(asc(wineClassifications.position)),
    db.select({ TYPE_CODE: wineTypes.code, TYPE: wineTypes.name }).from(wineTypes).orderBy(asc(wineTypes.position)),
    db.select({ COLOUR_CODE: wineColours.code, COLOUR: wineColours.name }).from(wineColours).orderBy(asc(wineColours.position)),
    db
      .select({ GRAPE_CODE: wineGrapes.code, GRAPE: wineGrapes.name, SKIN: wineGrapes.skin, SYNONYMS: wineGrapes.synonyms })
      .from(wineGrapes)
      .orderBy(asc(wineGrapes.position)),
    db
      .select({
        FINING_AGENT_CODE: wineFiningAgents.code,
        FINING_AGENT: wineFiningAgents.name,
        VEGAN: wineFiningAgents.vegan,
        VEGETARIAN: wineFiningAgents.vegetarian,
      })
      .from(wineFiningAgents)
      .orderBy(asc(wineFiningAgents.position)),
  ]);
  return { designations, classifications, wineTypes: types, colours, grapes, finingAgents };
}

/** Food types and their foods; a food type narrows both lists to itself. */
export async function readFoodPairingsReferenceData(db: Db, foodTypeCode: string | null): Promise<FoodPairingsReferenceData> {
  const [types, foodRows] = await Promise.all([
    db
      .select({ FOOD_TYPE_CODE: foodTypes.code, FOOD_TYPE: foodTypes.name })
      .from(foodTypes)
      .where(foodTypeCode === null ? undefined : eq(foodTypes.code, foodTypeCode))
      .orderBy(asc(foodTypes.position)),
    db
      .select({ FOOD_CODE: foods.code, FOOD_NAME: foods.name, FOOD_TYPE_CODE: foods.foodTypeCode })
      .from(foods)
      .where(foodTypeCode === null ? undefined : eq(foods.foodTypeCode, foodTypeCode))
      .orderBy(asc(foods.position)),
  ]);
  return { foodTypes: types, foods: foodRows };
}

/** The codes a filter can name, so that answers are kept only for filters that exist. */
export async function readFilterCodes(db: Db): Promise<{ countries: Set<string>; foodTypes: Set<string> }> {
  const [countryRows, foodTypeRows] = await Promise.all([
    db.select({ code: wineCountries.code }).from(wineCountries),
    db.select({ code: foodTypes.code }).from(foodTypes),
  ]);
  return { countries: new Set(countryRows.map((r) => r.code)), foodTypes: new Set(foodTypeRows.map((r) => r.code)) };
}
