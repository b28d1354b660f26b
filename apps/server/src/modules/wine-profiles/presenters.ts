import { winePriceToDecimal } from '@trg/contract/wine-fields';
import type { WineReview } from '@trg/contract/wine-reviews';
import { wineSlug, type WineDetails, type WineDetailsUpdate } from '@trg/contract/wine-profiles';
import { imageUrl } from '../media/index.ts';
import type { Wine, WineChanges as WineColumnChanges } from '../wine-lists/index.ts';
import type { wineProfiles, wineReviews } from './schema.ts';

export type WineRow = Wine;
export type WineProfileRow = typeof wineProfiles.$inferSelect;
export type WineReviewRow = typeof wineReviews.$inferSelect;

/**
 * The update's wire names kept on `wines` (the wine list manager writes them too) and their columns. `appelation`
 * is not here: the update schema folds it into subRegion, and the answer mirrors subRegion into it.
 */
export const WINE_COLUMNS = {
  wine: 'name',
  producer: 'producer',
  country: 'country',
  region: 'region',
  subRegion: 'subRegion',
  site: 'site',
  parcel: 'parcel',
  vintage: 'vintage',
  vegetarian: 'vegetarian',
  vegan: 'vegan',
} as const satisfies Partial<Record<keyof WineDetailsUpdate, keyof WineRow>>;

/** Every other wire name of the update and its `wine_profiles` column; the spec's spellings differ in a few. */
export const PROFILE_COLUMNS = {
  description: 'description',
  viticulture: 'viticulture',
  vinification: 'vinification',
  awards: 'awards',
  producerTitle: 'producerTitle',
  designation: 'designation',
  wineType: 'wineType',
  colour: 'colour',
  grapeOrBlend: 'grapeOrBlend',
  classification: 'classification',
  alcoholPercentage: 'alcoholPercentage',
  disgorgementYear: 'disgorgementYear',
  aged: 'aged',
  periodOnLees: 'periodOnLees',
  readinessToDrink: 'readinessToDrink',
  startToDrink: 'startToDrink',
  endToDrink: 'endToDrink',
  dosage: 'dosage',
  titratableAcidity: 'titratableAcidity',
  finingAgents: 'finingAgents',
  filtration: 'filtration',
  carbonicMaceration: 'carbonicMaceration',
  semiCarbonicMaceration: 'semiCarbonicMaceration',
  malolacticFermentation: 'malolacticFermentation',
  sustainabilityInPractice: 'sustainabilityInPractice',
  organic: 'organic',
  biodynamic: 'biodynamic',
  natural: 'natural',
  containsSulphites: 'containsSulphites',
  appearance: 'appearance',
  colorIntensity: 'colorIntensity',
  nose: 'nose',
  noseintensity: 'noseIntensity',
  palate: 'palate',
  sweetness: 'sweetness',
  acidity: 'acidity',
  tanin: 'tannin',
  alcohol: 'alcohol',
  body: 'body',
  mouse: 'mousse',
  flavourIntensity: 'flavourIntensity',
  length: 'length',
  foodPairingGroup: 'foodPairingGroup',
  pairWith: 'pairWith',
  minServingTempurature: 'minServingTemperature',
  maxServingTempurature: 'maxServingTemperature',
  drinkingTime: 'drinkingTime',
  wineQualityPerception: 'wineQualityPerception',
  quality: 'quality',
  currency: 'currency',
  glass50mlPrice: 'glass50mlPrice',
  glass125mlPrice: 'glass125mlPrice',
  glass250mlPrice: 'glass250mlPrice',
  bottle375mlPrice: 'bottle375mlPrice',
  bottle750mlPrice: 'bottle750mlPrice',
  magnumPrice: 'magnumPrice',
} as const satisfies Record<Exclude<keyof WineDetailsUpdate, keyof typeof WINE_COLUMNS>, keyof WineProfileRow>;

/** The price fields, in minor units on the row and as "12.50" on the wire. */
export const PRICE_FIELDS = [
  'glass50mlPrice',
  'glass125mlPrice',
  'glass250mlPrice',
  'bottle375mlPrice',
  'bottle750mlPrice',
  'magnumPrice',
] as const satisfies readonly (keyof typeof PROFILE_COLUMNS)[];

/** The currency of a wine without a stored profile (spec §9). */
export const DEFAULT_WINE_CURRENCY = 'GBP';

const isKeyOf = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);

export type WineChanges = Pick<WineColumnChanges, (typeof WINE_COLUMNS)[keyof typeof WINE_COLUMNS]>;
export type ProfileChanges = Partial<Pick<typeof wineProfiles.$inferInsert, (typeof PROFILE_COLUMNS)[keyof typeof PROFILE_COLUMNS]>>;

/** Splits a validated update into the `wines` columns and the `wine_profiles` columns it changes. */
export function toWineChanges(update: WineDetailsUpdate): { wine: WineChanges; profile: ProfileChanges } {
  const wine: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (isKeyOf(WINE_COLUMNS, field)) wine[WINE_COLUMNS[field]] = value;
    else if (isKeyOf(PROFILE_COLUMNS, field)) profile[PROFILE_COLUMNS[field]] = value;
  }
  // The schema fixed each value's type per field; the tables only rename the keys.
  return { wine: wine as WineChanges, profile: profile as ProfileChanges };
}

export interface ReviewSummary {
  average: number | null;
  count: number;
}

/** retrieve-wine-details: every field of spec §3 under its wire name, null when unset. */
export function toWineDetails(
  wine: WineRow,
  profile: WineProfileRow | null,
  extras: { canEdit: boolean; reviewSummary: ReviewSummary; itemCurrencies?: string[] },
): WineDetails {
  const read = <Field extends keyof typeof PROFILE_COLUMNS>(
    field: Field,
  ): NonNullable<WineProfileRow[(typeof PROFILE_COLUMNS)[Field]]> | null => profile?.[PROFILE_COLUMNS[field]] ?? null;
  const currency = profile?.currency ?? DEFAULT_WINE_CURRENCY;
  const price = (field: (typeof PRICE_FIELDS)[number]) => {
    const hundredths = read(field);
    return hundredths === null ? null : winePriceToDecimal(hundredths);
  };
  return {
    wineId: wine.id,
    wineListId: wine.wineListId,
    slug: wineSlug(wine.name, wine.id),
    canEdit: extras.canEdit,
    reviewSummary: extras.reviewSummary,
    ...(extras.itemCurrencies ? { itemCurrencies: extras.itemCurrencies } : {}),

    wine: wine.name,
    producer: wine.producer,
    country: wine.country,
    region: wine.region,
    subRegion: wine.subRegion,
    appelation: wine.subRegion,
    site: wine.site,
    parcel: wine.parcel,
    vintage: wine.vintage,
    vegetarian: yesNo(wine.vegetarian),
    vegan: yesNo(wine.vegan),

    description: read('description'),
    viticulture: read('viticulture'),
    vinification: read('vinification'),
    awards: read('awards'),
    producerTitle: read('producerTitle'),
    designation: read('designation'),
    wineType: read('wineType'),
    colour: read('colour'),
    grapeOrBlend: read('grapeOrBlend'),
    classification: read('classification'),
    alcoholPercentage: read('alcoholPercentage'),
    disgorgementYear: read('disgorgementYear'),
    aged: read('aged'),
    periodOnLees: read('periodOnLees'),
    readinessToDrink: read('readinessToDrink'),
    startToDrink: read('startToDrink'),
    endToDrink: read('endToDrink'),
    dosage: read('dosage'),
    titratableAcidity: read('titratableAcidity'),
    finingAgents: read('finingAgents'),
    filtration: read('filtration'),
    carbonicMaceration: read('carbonicMaceration'),
    semiCarbonicMaceration: read('semiCarbonicMaceration'),
    malolacticFermentation: read('malolacticFermentation'),
    sustainabilityInPractice: read('sustainabilityInPractice'),
    organic: read('organic'),
    biodynamic: read('biodynamic'),
    natural: read('natural'),
    containsSulphites: read('containsSulphites'),
    appearance: read('appearance'),
    colorIntensity: read('colorIntensity'),
    nose: read('nose'),
    noseintensity: read('noseintensity'),
    palate: read('palate'),
    sweetness: read('sweetness'),
    acidity: read('acidity'),
    tanin: read('tanin'),
    alcohol: read('alcohol'),
    body: read('body'),
    mouse: read('mouse'),
    flavourIntensity: read('flavourIntensity'),
    length: read('length'),
    foodPairingGroup: read('foodPairingGroup'),
    pairWith: read('pairWith'),
    minServingTempurature: read('minServingTempurature'),
    maxServingTempurature: read('maxServingTempurature'),
    drinkingTime: read('drinkingTime'),
    wineQualityPerception: read('wineQualityPerception'),
    quality: read('quality'),
    timestamp: (profile?.updatedAt ?? wine.createdAt).toISOString(),
    wineImg: imageUrl(profile?.wineImageKey),
    estateImg: imageUrl(profile?.estateImageKey),

    currency,
    glass50mlPrice: price('glass50mlPrice'),
    glass125mlPrice: price('glass125mlPrice'),
    glass250mlPrice: price('glass250mlPrice'),
    bottle375mlPrice: price('bottle375mlPrice'),
    bottle750mlPrice: price('bottle750mlPrice'),
    magnumPrice: price('magnumPrice'),
  };
}

/** `wines` keeps yes/no as free text (the wine list manager wrote it before the profile existed). */
function yesNo(value: string | null): 'True' | 'False' | null {
  return value === 'True' || value === 'False' ? value : null;
}

export function toWineReview(row: Pick<WineReviewRow, 'wineId' | 'rating' | 'comment'>): WineReview {
  return { wineId: row.wineId, rating: row.rating, comment: row.comment };
}
