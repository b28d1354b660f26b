import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ClassificationRowSchema,
  ColourRowSchema,
  CountryRowSchema,
  DesignationRowSchema,
  FiningAgentRowSchema,
  FoodRowSchema,
  FoodTypeRowSchema,
  GrapeRowSchema,
  ParcelRowSchema,
  RegionRowSchema,
  SiteRowSchema,
  SubRegionRowSchema,
  WineTypeRowSchema,
} from '@trg/contract/wine-reference';

/** The data files: the source of the reference tables, loaded by a migration (see migration-sql.ts). */
export const WINE_REFERENCE_DATA_DIR = path.resolve(import.meta.dirname, 'data');

/**
 * One JSON file per list, each an array of rows under the wire names. The region hierarchy is flat: a row
 * names its parent's code (REGION -> COUNTRY_CODE, SUB_REGION -> REGION_CODE, SITE -> SUB_REGION_CODE,
 * PARCEL -> SITE_CODE). A file's order is the order of its answers.
 */
export const WINE_REFERENCE_FILES = {
  countries: { file: 'countries.json', schema: CountryRowSchema },
  regions: { file: 'regions.json', schema: RegionRowSchema },
  subRegions: { file: 'sub-regions.json', schema: SubRegionRowSchema },
  sites: { file: 'sites.json', schema: SiteRowSchema },
  parcels: { file: 'parcels.json', schema: ParcelRowSchema },
  designations: { file: 'designations.json', schema: DesignationRowSchema },
  classifications: { file: 'classifications.json', schema: ClassificationRowSchema },
  wineTypes: { file: 'wine-types.json', schema: WineTypeRowSchema },
  colours: { file: 'colours.json', schema: ColourRowSchema },
  grapes: { file: 'grapes.json', schema: GrapeRowSchema },
  finingAgents: { file: 'fining-agents.json', schema: FiningAgentRowSchema },
  foodTypes: { file: 'food-types.json', schema: FoodTypeRowSchema },
  foods: { file: 'foods.json', schema: FoodRowSchema },
} as const;

type Files = typeof WINE_REFERENCE_FILES;
export type WineReferenceList = keyof Files;
export type WineReferenceData = { [List in WineReferenceList]: z.infer<Files[List]['schema']>[] };

function readList<Schema extends z.ZodType>(dir: string, file: string, schema: Schema): z.infer<Schema>[] {
  const parsed = z.array(schema).safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue ? `row ${issue.path.join('.')} ${issue.message}` : 'is not valid'}`);
  }
  return parsed.data;
}

/** Reads and checks every data file; a malformed row fails loudly with its file and place. */
export function loadWineReferenceData(dir = WINE_REFERENCE_DATA_DIR): WineReferenceData {
  const { countries, regions, subRegions, sites, parcels, designations, classifications } = WINE_REFERENCE_FILES;
  const { wineTypes, colours, grapes, finingAgents, foodTypes, foods } = WINE_REFERENCE_FILES;
  return {
    countries: readList(dir, countries.file, countries.schema),
    regions: readList(dir, regions.file, regions.schema),
    subRegions: readList(dir, subRegions.file, subRegions.schema),
    sites: readList(dir, sites.file, sites.schema),
    parcels: readList(dir, parcels.file, parcels.schema),
    designations: readList(dir, designations.file, designations.schema),
    classifications: readList(dir, classifications.file, classifications.schema),
    wineTypes: readList(dir, wineTypes.file, wineTypes.schema),
    colours: readList(dir, colours.file, colours.schema),
    grapes: readList(dir, grapes.file, grapes.schema),
    finingAgents: readList(dir, finingAgents.file, finingAgents.schema),
    foodTypes: readList(dir, foodTypes.file, foodTypes.schema),
    foods: readList(dir, foods.file, foods.schema),
  };
}
