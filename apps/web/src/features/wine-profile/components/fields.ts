import type { FoodPairingsReferenceData, WineReferenceData, WineRegionReferenceData } from '@trg/contract/wine-reference';
import { REFERENCE_LISTS, type WINE_FIELDS, type ReferenceListName, type WineDetails } from '@trg/contract/wine-profiles';
import { suggest, type Suggestion } from '@trg/contract/wine-profile-rules';

export type WineField = (typeof WINE_FIELDS)[number];

/** The three reference answers the editor searches. */
export interface ReferenceData {
  region: WineRegionReferenceData;
  wine: WineReferenceData;
  food: FoodPairingsReferenceData;
}

/** A field's stored value, by wire name. */
export function storedValue(details: WineDetails, name: string): unknown {
  return (details as unknown as Record<string, unknown>)[name];
}

type Row = Record<string, unknown>;

function rowsOf(reference: ReferenceData, list: ReferenceListName): readonly Row[] {
  switch (list) {
    case 'countries':
    case 'regions':
    case 'subRegions':
    case 'sites':
    case 'parcels':
      return reference.region[list];
    case 'foodTypes':
    case 'foods':
      return reference.food[list];
    default:
      return reference.wine[list];
  }
}

/** Which list narrows a list's suggestions, the field holding the parent's name, and the row's parent code field. */
const PARENTS: Partial<Record<ReferenceListName, { list: ReferenceListName; field: string; codeField: string; orNull?: boolean }>> = {
  regions: { list: 'countries', field: 'country', codeField: 'COUNTRY_CODE' },
  subRegions: { list: 'regions', field: 'region', codeField: 'REGION_CODE' },
  sites: { list: 'subRegions', field: 'subRegion', codeField: 'SUB_REGION_CODE' },
  parcels: { list: 'sites', field: 'site', codeField: 'SITE_CODE' },
  designations: { list: 'countries', field: 'country', codeField: 'COUNTRY_CODE', orNull: true },
  classifications: { list: 'countries', field: 'country', codeField: 'COUNTRY_CODE', orNull: true },
  foods: { list: 'foodTypes', field: 'foodPairingGroup', codeField: 'FOOD_TYPE_CODE' },
};

/** The code of a chosen name in a list (case-insensitive), or undefined when the name is not in it. */
function codeOfName(reference: ReferenceData, list: ReferenceListName, name: string): string | undefined {
  const { nameField, codeField } = REFERENCE_LISTS[list];
  const wanted = name.trim().toLocaleLowerCase();
  if (wanted === '') return undefined;
  const row = rowsOf(reference, list).find((item) => typeof item[nameField] === 'string' && item[nameField].toLocaleLowerCase() === wanted);
  const code = row?.[codeField];
  return typeof code === 'string' ? code : undefined;
}

/**
 * The suggestions of a reference search (suggest(): at most 5, case-insensitive, the typed text as a custom
 * entry). Regions, sub-regions, sites and parcels are narrowed to the chosen level above, designations and
 * classifications to the chosen country (plus those of no country), foods to the chosen food group; grapes are
 * found by their synonyms too (typing Cencibel finds Tempranillo). A parent
 * chosen as a custom country (ZZZ) has nothing under it; a parent not found in the list does not narrow.
 */
export function referenceSuggestions(
  reference: ReferenceData,
  list: ReferenceListName,
  text: string,
  parentValue: (field: string) => { name: string; code: string | null | undefined },
): Suggestion[] {
  const names: { nameField: string; codeField: string; synonymsField?: string } = REFERENCE_LISTS[list];
  const { nameField, codeField, synonymsField } = names;
  let rows = rowsOf(reference, list);
  const parent = PARENTS[list];
  if (parent) {
    const chosen = parentValue(parent.field);
    const code = chosen.code ?? codeOfName(reference, parent.list, chosen.name);
    if (code) rows = rows.filter((row) => row[parent.codeField] === code || (parent.orNull === true && row[parent.codeField] === null));
  }
  return suggest<Row>(rows, text, nameField, synonymsField === undefined ? { codeField } : { codeField, synonymsField });
}
