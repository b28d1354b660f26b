import type { CatalogKind } from './catalog-rules.ts';

/**
 * The spec's wire names of an event's or experience's plain fields and the stored facts (columns) behind
 * them: the one table that reading, writing, the readiness list and error field names all use. The spec
 * spells some oddly (`olineExperience`, `locationcity`, `locationZip_code`); inside, names are clean.
 */
export const ITEM_FIELDS = {
  description: 'description',
  hashTags: 'hashTags',
  host: 'host',
  summary: 'summary',
  currency: 'currency',
  ccyExpenseSymbols: 'ccyExpenseSymbols',
  date: 'date',
  time: 'time',
  timeZone: 'timeZone',
  hostEmail: 'hostEmail',
  hostPhone: 'hostPhone',
  hostPhoneCountryCode: 'hostPhoneCountryCode',
  maximumQuantity: 'maximumQuantity',
  quantity: 'quantity',
  ticketsPerOrder: 'ticketsPerOrder',
  olineExperience: 'online',
  locationAddress: 'locationAddress',
  locationcity: 'locationCity',
  locationZip_code: 'locationZipCode',
  locationCountry: 'locationCountry',
  lat: 'lat',
  lng: 'lng',
  salesStartDate: 'salesStartDate',
  salesEndDate: 'salesEndDate',
  salesStartTime: 'salesStartTime',
  salesEndTime: 'salesEndTime',
  endTime: 'endTime',
  refundPolicy: 'refundPolicy',
} as const;

export type ItemWireField = keyof typeof ITEM_FIELDS;
export type ItemColumn = (typeof ITEM_FIELDS)[ItemWireField];

/** The fields whose wire name depends on the kind: experiences carry experienceTitle and experienceType. */
export const KIND_FIELDS = {
  event: { title: 'eventTitle', itemType: 'eventType' },
  experience: { title: 'experienceTitle', itemType: 'experienceType' },
} as const satisfies Record<CatalogKind, { title: string; itemType: string }>;

/** Facts whose wire value is converted: the price is a decimal on the wire, the image a URL. */
export const CONVERTED_FIELDS = { priceMinor: 'price', imageKey: 'mainExperienceImage' } as const;

export type ItemFact = ItemColumn | keyof (typeof KIND_FIELDS)['event'] | keyof typeof CONVERTED_FIELDS;

const WIRE_OF_COLUMN = new Map<string, string>(Object.entries(ITEM_FIELDS).map(([wire, column]) => [column, wire]));

/** The wire name of a stored fact, for an error's `fields` and the readiness list. */
export function wireFieldOf(kind: CatalogKind, fact: ItemFact): string {
  if (fact === 'title' || fact === 'itemType') return KIND_FIELDS[kind][fact];
  if (fact === 'priceMinor' || fact === 'imageKey') return CONVERTED_FIELDS[fact];
  const wire = WIRE_OF_COLUMN.get(fact);
  if (wire === undefined) throw new Error(`no wire name for ${fact}`);
  return wire;
}

/** The fields a listing card carries besides the title, price and image. */
export const CARD_FIELDS = [
  'currency',
  'date',
  'time',
  'timeZone',
  'summary',
  'olineExperience',
  'locationcity',
  'locationCountry',
  'lat',
  'lng',
] as const satisfies readonly ItemWireField[];

/** The wire values of these fields, read from a stored row through the table. */
export function wireValues<Row extends { [C in ItemColumn]: unknown }, Field extends ItemWireField>(
  row: Row,
  fields: readonly Field[],
): { [F in Field]: Row[(typeof ITEM_FIELDS)[F]] } {
  const values: Partial<Record<Field, unknown>> = {};
  for (const field of fields) values[field] = row[ITEM_FIELDS[field]];
  return values as { [F in Field]: Row[(typeof ITEM_FIELDS)[F]] };
}

export const ALL_ITEM_FIELDS = Object.keys(ITEM_FIELDS) as ItemWireField[];
