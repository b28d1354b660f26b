import { z } from './zod.ts';
import { inputObject, multiLineText } from './text.ts';
import { paths } from './paths.ts';
import { itemSlug } from './slugs.ts';
import { reviewsPageField, ShownReviewSchema } from './reviews.ts';
import { YES_NO } from './wine-profile-rules.ts';
import {
  WINE_TEXT_LIMITS,
  idField,
  optionalDecimal,
  optionalMultiValue,
  optionalPrice,
  optionalPriceCurrency,
  optionalSlider,
  optionalWindow,
  optionalWineText,
  optionalYear,
  optionalYesNo,
} from './wine-fields.ts';

/**
 * The wine profile (spec part 2 §3 'Wine details', §2 'Wine Profile editor'): its fields under the spec's
 * wire names, typos included (`appelation`, `tanin`, `mouse`, `noseintensity`, `...Tempurature`), what kind
 * each is, where the editor shows it and with which label; the slider scales; the update and answer schemas.
 */

// Sections and reference lists -----------------------------------------------------------------------

export const WINE_PROFILE_SECTIONS = [
  { id: 1, title: 'Key Facts' },
  { id: 2, title: 'Where the wine is from' },
  { id: 3, title: 'Key Characteristics' },
  { id: 4, title: 'Appearance and Nose' },
  { id: 5, title: 'What does the wine taste like' },
  { id: 6, title: 'How does the wine drink' },
  { id: 'price', title: 'Price' },
  { id: 'rating', title: 'How you rate this wine' },
] as const;
export type WineProfileSectionId = (typeof WINE_PROFILE_SECTIONS)[number]['id'];

/**
 * The reference lists of the type-ahead searches: the field holding each row's name and its code (spec §3), and
 * for grapes the field of the other names a variety goes by, which the search matches too.
 */
export const REFERENCE_LISTS = {
  countries: { nameField: 'COUNTRY', codeField: 'COUNTRY_CODE' },
  regions: { nameField: 'REGION', codeField: 'REGION_CODE' },
  subRegions: { nameField: 'SUB_REGION', codeField: 'SUB_REGION_CODE' },
  sites: { nameField: 'SITE', codeField: 'SITE_CODE' },
  parcels: { nameField: 'PARCEL', codeField: 'PARCEL_CODE' },
  designations: { nameField: 'DESIGNATION', codeField: 'DESIGNATION_CODE' },
  classifications: { nameField: 'CLASSIFICATION', codeField: 'CLASSIFICATION_CODE' },
  wineTypes: { nameField: 'TYPE', codeField: 'TYPE_CODE' },
  colours: { nameField: 'COLOUR', codeField: 'COLOUR_CODE' },
  grapes: { nameField: 'GRAPE', codeField: 'GRAPE_CODE', synonymsField: 'SYNONYMS' },
  finingAgents: { nameField: 'FINING_AGENT', codeField: 'FINING_AGENT_CODE' },
  foodTypes: { nameField: 'FOOD_TYPE', codeField: 'FOOD_TYPE_CODE' },
  foods: { nameField: 'FOOD_NAME', codeField: 'FOOD_CODE' },
} as const;
export type ReferenceListName = keyof typeof REFERENCE_LISTS;

// Slider scales ---------------------------------------------------------------------------------------

export interface SliderScale {
  min: number;
  max: number;
  step: number;
  /** One label per whole value from min; scales without labels show the number (and unit). */
  labels?: readonly string[];
  unit?: string;
}

/** Spec §3 'Slider scales', §5 and §9: values are stored as numbers and shown with these labels. */
export const SLIDER_SCALES = {
  sweetness: { min: 0, max: 6, step: 1, labels: ['Bone Dry', 'Dry', 'Fruity', 'Off - dry', 'Semi-sweet', 'Very-sweet', 'Luscious'] },
  acidity: { min: 0, max: 4, step: 1, labels: ['Low', 'Fresh', 'Medium', 'Zesty', 'High'] },
  tannin: { min: 0, max: 4, step: 1, labels: ['Low', 'Rounded', 'Medium', 'High', 'Grippy'] },
  alcohol: { min: 0, max: 3, step: 1, labels: ['Low', 'Medium', 'High', 'Very High'] },
  body: { min: 0, max: 2, step: 1, labels: ['Light', 'Medium', 'Full'] },
  mousse: { min: 0, max: 2, step: 1, labels: ['Delicate', 'Creamy', 'Aggressive'] },
  /** Flavour intensity and nose intensity share one scale. */
  intensity: { min: 0, max: 4, step: 1, labels: ['Light', 'Medium', 'Strong', 'Pronounced', 'Pervasive'] },
  length: { min: 0, max: 4, step: 1, labels: ['Short', 'Medium', 'Generous', 'Long', 'Lingering'] },
  colourIntensity: { min: 0, max: 2, step: 1, labels: ['Pale', 'Medium', 'Deep'] },
  quality: { min: 0, max: 100, step: 1 },
  minServingTemperature: { min: 6, max: 15, step: 1, unit: '°C' },
  maxServingTemperature: { min: 9, max: 18, step: 1, unit: '°C' },
} as const satisfies Record<string, SliderScale>;
export type SliderScaleName = keyof typeof SLIDER_SCALES;

/** What an unset slider shows (spec §2, §4). */
export const SLIDER_PLACEHOLDER = 'Slide for level';

/** The text a slider shows for a value: its label, the number with its unit, or the placeholder when unset. */
export function sliderLabel(scaleName: SliderScaleName, value: number | null | undefined): string {
  const scale: SliderScale = SLIDER_SCALES[scaleName];
  if (value === null || value === undefined || !Number.isInteger(value) || value < scale.min || value > scale.max)
    return SLIDER_PLACEHOLDER;
  if (scale.labels) return scale.labels[value - scale.min] ?? SLIDER_PLACEHOLDER;
  return `${value}${scale.unit ?? ''}`;
}

// The field table ------------------------------------------------------------------------------------

export const WINE_FIELD_KINDS = [
  'text',
  'longText',
  'year',
  'decimal',
  'window',
  'yesNo',
  'multi',
  'slider',
  'reference',
  'price',
  'currency',
  'image',
] as const;
export type WineFieldKind = (typeof WINE_FIELD_KINDS)[number];

interface FieldBase {
  /** The wire name, as the spec spells it. */
  name: string;
  /** The label the editor shows. */
  label: string;
  section: WineProfileSectionId;
}

export type WineFieldSpec =
  | (FieldBase & { kind: 'text' | 'longText' })
  | (FieldBase & { kind: 'year' | 'window' | 'price' | 'currency' | 'image' })
  | (FieldBase & { kind: 'decimal'; max?: number })
  | (FieldBase & { kind: 'yesNo'; options: Readonly<Record<(typeof YES_NO)[number], string>> })
  | (FieldBase & { kind: 'multi'; reference?: ReferenceListName })
  | (FieldBase & { kind: 'slider'; scale: SliderScaleName })
  | (FieldBase & { kind: 'reference'; reference: ReferenceListName });

const YES_NO_OPTIONS = { True: 'Yes', False: 'No' } as const;
const CERTIFIED_OPTIONS = { True: 'Certified', False: 'No' } as const;

/**
 * Every field of the profile a host can set, in the editor's order. The editor's labels map to the wire
 * fields as follows, where the names differ:
 * - About the wine -> description; Title -> producerTitle; Grape/Blend -> grapeOrBlend;
 *   Wine Classification -> classification; ABV (%) -> alcoholPercentage.
 * - Appellation/Sub-region -> subRegion (a type-ahead on the sub-regions list); Appellation designation ->
 *   designation (e.g. AOC, DOCG). The spec's `appelation` names the same thing as the sub-region, so it is not
 *   a field of its own: the answer mirrors subRegion into it and an update may send it instead of subRegion
 *   (WINE_FIELD_ALIASES).
 * - year of disgorgement -> disgorgementYear; Aged (years) -> aged; Time on lees (years) -> periodOnLees;
 *   Drinking Window (years) -> readinessToDrink; Drink After -> startToDrink; Drink Before -> endToDrink;
 *   dosage/sugar (g/litre) -> dosage; Sustainable Practices -> sustainabilityInPractice.
 * - Colour Intensity -> colorIntensity; Nose Intensity -> noseintensity; Acidity Perception -> acidity;
 *   Tannin -> tanin; Alcohol perception -> alcohol; Mousse -> mouse.
 * - Food Pairings: the food group search -> foodPairingGroup, the food search -> pairWith.
 * - Prime time to drink -> drinkingTime; Quality Perception -> wineQualityPerception.
 * - 'How you rate this wine' -> quality (0-100). Palate -> palate: the spec shows no input for it, but it is
 *   a field of the profile (§3) and the update takes it, so the editor offers it as the nose and appearance.
 * - Estate image -> estateImg: a field of the answer (§3) that the spec's editor leaves out; the editor offers
 *   it beside the producer, uploaded as wineImg is (docs/decisions/0020-wine-editor-hosts-finish.md).
 * - The wine's name (`wine`) is in the editor's header, not a section; it is listed under Key Facts and is
 *   edited from the wine list manager, which sends the same name.
 * Free-text fields whose kind the spec leaves open (Filtration, Prime time to drink, Quality Perception) are text.
 */
export const WINE_FIELDS = [
  { name: 'wine', label: 'Wine name', section: 1, kind: 'text' },
  { name: 'wineImg', label: 'Wine image', section: 1, kind: 'image' },
  { name: 'description', label: 'About the wine', section: 1, kind: 'longText' },
  { name: 'viticulture', label: 'Viticulture', section: 1, kind: 'longText' },
  { name: 'vinification', label: 'Vinification', section: 1, kind: 'longText' },
  { name: 'awards', label: 'Awards', section: 1, kind: 'multi' },

  { name: 'producer', label: 'Producer', section: 2, kind: 'text' },
  { name: 'producerTitle', label: 'Title', section: 2, kind: 'text' },
  { name: 'estateImg', label: 'Estate image', section: 2, kind: 'image' },
  { name: 'country', label: 'Country', section: 2, kind: 'reference', reference: 'countries' },
  { name: 'region', label: 'Region', section: 2, kind: 'reference', reference: 'regions' },
  { name: 'subRegion', label: 'Appellation/Sub-region', section: 2, kind: 'reference', reference: 'subRegions' },
  { name: 'designation', label: 'Appellation designation', section: 2, kind: 'reference', reference: 'designations' },
  { name: 'site', label: 'Site', section: 2, kind: 'reference', reference: 'sites' },
  { name: 'parcel', label: 'Parcel', section: 2, kind: 'reference', reference: 'parcels' },

  { name: 'wineType', label: 'Wine Type', section: 3, kind: 'reference', reference: 'wineTypes' },
  { name: 'colour', label: 'Colour', section: 3, kind: 'reference', reference: 'colours' },
  { name: 'grapeOrBlend', label: 'Grape/Blend', section: 3, kind: 'multi', reference: 'grapes' },
  { name: 'classification', label: 'Wine Classification', section: 3, kind: 'reference', reference: 'classifications' },
  // Pure alcohol cannot pass 100%.
  { name: 'alcoholPercentage', label: 'ABV (%)', section: 3, kind: 'decimal', max: 100 },
  { name: 'vintage', label: 'Vintage', section: 3, kind: 'year' },
  { name: 'disgorgementYear', label: 'year of disgorgement', section: 3, kind: 'year' },
  { name: 'aged', label: 'Aged (years)', section: 3, kind: 'decimal' },
  { name: 'periodOnLees', label: 'Time on lees (years)', section: 3, kind: 'decimal' },
  { name: 'readinessToDrink', label: 'Drinking Window (years)', section: 3, kind: 'window' },
  { name: 'startToDrink', label: 'Drink After', section: 3, kind: 'year' },
  { name: 'endToDrink', label: 'Drink Before', section: 3, kind: 'year' },
  { name: 'dosage', label: 'dosage/sugar (g/litre)', section: 3, kind: 'decimal' },
  { name: 'titratableAcidity', label: 'Titratable Acidity (g/litre)', section: 3, kind: 'decimal' },
  { name: 'finingAgents', label: 'Fining Agents', section: 3, kind: 'reference', reference: 'finingAgents' },
  { name: 'filtration', label: 'Filtration', section: 3, kind: 'text' },
  { name: 'carbonicMaceration', label: 'Carbonic Maceration', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'semiCarbonicMaceration', label: 'Semi-carbonic Maceration', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'malolacticFermentation', label: 'Malolactic Fermentation', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'sustainabilityInPractice', label: 'Sustainable Practices', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'organic', label: 'Organic', section: 3, kind: 'yesNo', options: CERTIFIED_OPTIONS },
  { name: 'biodynamic', label: 'Biodynamic', section: 3, kind: 'yesNo', options: CERTIFIED_OPTIONS },
  { name: 'natural', label: 'Natural', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'vegetarian', label: 'Vegetarian', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'vegan', label: 'Vegan', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },
  { name: 'containsSulphites', label: 'Contains Sulphites', section: 3, kind: 'yesNo', options: YES_NO_OPTIONS },

  { name: 'appearance', label: 'Appearance', section: 4, kind: 'longText' },
  { name: 'colorIntensity', label: 'Colour Intensity', section: 4, kind: 'slider', scale: 'colourIntensity' },
  { name: 'nose', label: 'Nose', section: 4, kind: 'longText' },
  { name: 'noseintensity', label: 'Nose Intensity', section: 4, kind: 'slider', scale: 'intensity' },

  { name: 'palate', label: 'Palate', section: 5, kind: 'longText' },
  { name: 'sweetness', label: 'Sweetness', section: 5, kind: 'slider', scale: 'sweetness' },
  { name: 'acidity', label: 'Acidity Perception', section: 5, kind: 'slider', scale: 'acidity' },
  { name: 'tanin', label: 'Tannin', section: 5, kind: 'slider', scale: 'tannin' },
  { name: 'alcohol', label: 'Alcohol perception', section: 5, kind: 'slider', scale: 'alcohol' },
  { name: 'body', label: 'Body', section: 5, kind: 'slider', scale: 'body' },
  { name: 'mouse', label: 'Mousse', section: 5, kind: 'slider', scale: 'mousse' },
  { name: 'flavourIntensity', label: 'Flavour Intensity', section: 5, kind: 'slider', scale: 'intensity' },
  { name: 'length', label: 'Length', section: 5, kind: 'slider', scale: 'length' },

  { name: 'foodPairingGroup', label: 'Food Pairings: food group', section: 6, kind: 'reference', reference: 'foodTypes' },
  { name: 'pairWith', label: 'Food Pairings: food', section: 6, kind: 'reference', reference: 'foods' },
  { name: 'minServingTempurature', label: 'Minimum Serving Temperature', section: 6, kind: 'slider', scale: 'minServingTemperature' },
  { name: 'maxServingTempurature', label: 'Max Serving Temperature', section: 6, kind: 'slider', scale: 'maxServingTemperature' },
  { name: 'drinkingTime', label: 'Prime time to drink', section: 6, kind: 'text' },
  { name: 'wineQualityPerception', label: 'Quality Perception', section: 6, kind: 'text' },

  { name: 'quality', label: 'How you rate this wine', section: 'rating', kind: 'slider', scale: 'quality' },

  { name: 'currency', label: 'Currency', section: 'price', kind: 'currency' },
  { name: 'glass50mlPrice', label: 'Glass 50ml', section: 'price', kind: 'price' },
  { name: 'glass125mlPrice', label: 'Glass 125ml', section: 'price', kind: 'price' },
  { name: 'glass250mlPrice', label: 'Glass 250ml', section: 'price', kind: 'price' },
  { name: 'bottle375mlPrice', label: 'Bottle 375ml', section: 'price', kind: 'price' },
  { name: 'bottle750mlPrice', label: 'Bottle 750ml', section: 'price', kind: 'price' },
  { name: 'magnumPrice', label: 'Magnum', section: 'price', kind: 'price' },
] as const satisfies readonly WineFieldSpec[];

type WineField = (typeof WINE_FIELDS)[number];
export type WineFieldName = WineField['name'];
type FieldOfKind<K extends WineFieldKind> = Extract<WineField, { kind: K }>;

/** Wire names an update may use for another field: `appelation` is the spec's other name of the sub-region. */
export const WINE_FIELD_ALIASES = { appelation: 'subRegion' } as const satisfies Record<string, WineFieldName>;

export function wineFieldSpec(name: WineFieldName): WineField {
  const spec = WINE_FIELDS.find((field) => field.name === name);
  if (!spec) throw new Error(`No wine field ${name}`);
  return spec;
}

/** The fields of an editor section, in order. */
export function wineFieldsOfSection(section: WineProfileSectionId): readonly WineField[] {
  return WINE_FIELDS.filter((field) => field.section === section);
}

// The kind is checked when the file is compiled: each helper only takes names of fields of its kind.
function fieldOfKind<K extends WineFieldKind>(kind: K, name: FieldOfKind<K>['name']): FieldOfKind<K> {
  const spec = WINE_FIELDS.find((field): field is FieldOfKind<K> => field.kind === kind && field.name === name);
  if (!spec) throw new Error(`No ${kind} wine field ${name}`);
  return spec;
}

const text = (name: FieldOfKind<'text'>['name']) => optionalWineText(fieldOfKind('text', name).label);
const longText = (name: FieldOfKind<'longText'>['name']) =>
  optionalWineText(fieldOfKind('longText', name).label, WINE_TEXT_LIMITS.longText, multiLineText);
const reference = (name: FieldOfKind<'reference'>['name']) => optionalWineText(fieldOfKind('reference', name).label);
const year = (name: FieldOfKind<'year'>['name']) => optionalYear(fieldOfKind('year', name).label);
const decimal = (name: FieldOfKind<'decimal'>['name']) => {
  const spec: WineFieldSpec = fieldOfKind('decimal', name);
  return optionalDecimal(spec.label, spec.kind === 'decimal' ? spec.max : undefined);
};
const yesNo = (name: FieldOfKind<'yesNo'>['name']) => optionalYesNo(fieldOfKind('yesNo', name).label);
const multi = (name: FieldOfKind<'multi'>['name']) => optionalMultiValue(fieldOfKind('multi', name).label);
const slider = (name: FieldOfKind<'slider'>['name']) => {
  const spec = fieldOfKind('slider', name);
  return optionalSlider(spec.label, SLIDER_SCALES[spec.scale]);
};
const price = (name: FieldOfKind<'price'>['name']) => optionalPrice(fieldOfKind('price', name).label);

// Cross-field rules -------------------------------------------------------------------------------------

export interface WineRangeValues {
  minServingTempurature?: number | null;
  maxServingTempurature?: number | null;
  startToDrink?: string | null;
  endToDrink?: string | null;
}

/**
 * Pairs that must be in order, by the field to blame: the minimum serving temperature is at most the
 * maximum, Drink After is at most Drink Before. The update schema checks a pair sent together; the server
 * checks the profile as it would be after the change (stored values merged with the update).
 */
export function wineRangeProblems(values: WineRangeValues): Partial<Record<'maxServingTempurature' | 'endToDrink', string>> {
  const problems: Partial<Record<'maxServingTempurature' | 'endToDrink', string>> = {};
  const { minServingTempurature: min, maxServingTempurature: max, startToDrink: after, endToDrink: before } = values;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.maxServingTempurature = 'Max Serving Temperature must be at least the Minimum Serving Temperature.';
  }
  if (after && before && Number(after) > Number(before)) {
    problems.endToDrink = 'Drink Before must be the same year as Drink After or later.';
  }
  return problems;
}

// Update ------------------------------------------------------------------------------------------------

/**
 * POST /api/wine-profile/wine-details-update-with-image/search?wine-list={id}&wine={id}: multipart, the
 * `wineImg` and `estateImg` files when chosen (handled by the upload, not this schema) plus each edited field
 * by its wire name, every value as text. Every field is optional: a field not sent stays as it is, and a
 * blank value (or a JSON null) clears it, which the editor's 'Clear' sends. The spec's editor sends only
 * fields with a value; clearing is ours (docs/decisions/0020-wine-editor-hosts-finish.md). The price and
 * rating sections confirm through the same call (the spec does not show theirs).
 *
 * The output is what the server stores: years, decimals and the window as text, sliders as numbers, yes/no as
 * 'True'/'False', multi-values joined by '|', prices in hundredths, `appelation` folded into subRegion.
 */
export const WineDetailsUpdateSchema = inputObject({
  wine: text('wine'),
  description: longText('description'),
  viticulture: longText('viticulture'),
  vinification: longText('vinification'),
  awards: multi('awards'),

  producer: text('producer'),
  producerTitle: text('producerTitle'),
  country: reference('country'),
  region: reference('region'),
  subRegion: reference('subRegion'),
  appelation: reference('subRegion'),
  designation: reference('designation'),
  site: reference('site'),
  parcel: reference('parcel'),

  wineType: reference('wineType'),
  colour: reference('colour'),
  grapeOrBlend: multi('grapeOrBlend'),
  classification: reference('classification'),
  alcoholPercentage: decimal('alcoholPercentage'),
  vintage: year('vintage'),
  disgorgementYear: year('disgorgementYear'),
  aged: decimal('aged'),
  periodOnLees: decimal('periodOnLees'),
  readinessToDrink: optionalWindow(fieldOfKind('window', 'readinessToDrink').label),
  startToDrink: year('startToDrink'),
  endToDrink: year('endToDrink'),
  dosage: decimal('dosage'),
  titratableAcidity: decimal('titratableAcidity'),
  finingAgents: reference('finingAgents'),
  filtration: text('filtration'),
  carbonicMaceration: yesNo('carbonicMaceration'),
  semiCarbonicMaceration: yesNo('semiCarbonicMaceration'),
  malolacticFermentation: yesNo('malolacticFermentation'),
  sustainabilityInPractice: yesNo('sustainabilityInPractice'),
  organic: yesNo('organic'),
  biodynamic: yesNo('biodynamic'),
  natural: yesNo('natural'),
  vegetarian: yesNo('vegetarian'),
  vegan: yesNo('vegan'),
  containsSulphites: yesNo('containsSulphites'),

  appearance: longText('appearance'),
  colorIntensity: slider('colorIntensity'),
  nose: longText('nose'),
  noseintensity: slider('noseintensity'),

  palate: longText('palate'),
  sweetness: slider('sweetness'),
  acidity: slider('acidity'),
  tanin: slider('tanin'),
  alcohol: slider('alcohol'),
  body: slider('body'),
  mouse: slider('mouse'),
  flavourIntensity: slider('flavourIntensity'),
  length: slider('length'),

  foodPairingGroup: reference('foodPairingGroup'),
  pairWith: reference('pairWith'),
  minServingTempurature: slider('minServingTempurature'),
  maxServingTempurature: slider('maxServingTempurature'),
  drinkingTime: text('drinkingTime'),
  wineQualityPerception: text('wineQualityPerception'),

  quality: slider('quality'),

  currency: optionalPriceCurrency(),
  glass50mlPrice: price('glass50mlPrice'),
  glass125mlPrice: price('glass125mlPrice'),
  glass250mlPrice: price('glass250mlPrice'),
  bottle375mlPrice: price('bottle375mlPrice'),
  bottle750mlPrice: price('bottle750mlPrice'),
  magnumPrice: price('magnumPrice'),
})
  .superRefine((update, context) => {
    for (const [field, message] of Object.entries(wineRangeProblems(update))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(({ appelation, ...update }) =>
    appelation !== undefined && update.subRegion === undefined ? { ...update, subRegion: appelation } : update,
  );
export type WineDetailsUpdateInput = z.input<typeof WineDetailsUpdateSchema>;
export type WineDetailsUpdate = z.output<typeof WineDetailsUpdateSchema>;

// Query and links -----------------------------------------------------------------------------------------

/**
 * The query of the wine profile page and its calls: `?wine-list={id}&wine={id}`, both whole numbers of 1 or
 * more; given to the server as { wineListId, wineId }.
 */
export const WineProfileQuerySchema = inputObject({
  'wine-list': idField('The wine-list number in the address'),
  wine: idField('The wine number in the address'),
}).transform((query) => ({ wineListId: query['wine-list'], wineId: query.wine }));
export type WineProfileQuery = z.output<typeof WineProfileQuerySchema>;

/** The query of a wine's reviews (ours, issue 31): the profile's, and the page. */
export const WineReviewsQuerySchema = inputObject({
  'wine-list': idField('The wine-list number in the address'),
  wine: idField('The wine number in the address'),
  page: reviewsPageField(),
}).transform((query) => ({ wineListId: query['wine-list'], wineId: query.wine, page: query.page }));

/** The wine's slug in its profile link: the spec's detail-page rule, name lower-cased and hyphenated, then the id. */
export const wineSlug = (wine: string, wineId: number): string => itemSlug(wine, wineId);

/** /wine-profile/{wine-slug}?wine-list={id}&wine={id}, the link from a wine list to a wine's profile (spec §2). */
export function wineProfileHref(wine: { wine: string; wineId: number; wineListId: number }): string {
  const query = new URLSearchParams({ 'wine-list': String(wine.wineListId), wine: String(wine.wineId) });
  return `${paths.wineProfileFor(wineSlug(wine.wine, wine.wineId))}?${query.toString()}`;
}

// Answer ------------------------------------------------------------------------------------------------

const nullableText = z.string().nullable();
const yesNoAnswer = z.enum(YES_NO).nullable();
const sliderAnswer = (scale: SliderScaleName) => z.number().int().min(SLIDER_SCALES[scale].min).max(SLIDER_SCALES[scale].max).nullable();
/** Decimal with 2 places, e.g. "12.50". */
const priceAnswer = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .nullable();

/**
 * GET /api/wine-profile/retrieve-wine-details/search?wine-list={id}&wine={id}: every field of spec §3 under
 * its wire name (null when unset), plus ours:
 * - `wineId`, `wineListId` and `slug`, so the page can build its own link;
 * - `canEdit`: true for the host who owns the wine list (the editor is shown only to them);
 * - `reviewSummary`: the members' star ratings of the wine (1-5), average to 1 decimal or null when none.
 * `appelation` mirrors subRegion. `timestamp` is the last change (ISO); the Price section shows its date.
 * `wineImg`/`estateImg` are image URLs (site-relative, as uploads are served) or null.
 */
export const WineDetailsSchema = z.object({
  wineId: z.number().int(),
  wineListId: z.number().int(),
  slug: z.string(),
  canEdit: z.boolean(),
  reviewSummary: z.object({ average: z.number().min(1).max(5).nullable(), count: z.number().int().min(0) }),
  /** Ours (issue 31): the first page of the reviews people read, newest first; the rest from /api/wine-profile/reviews. */
  latestReviews: z.array(ShownReviewSchema).optional(),
  /**
   * For a guest: null once they may review the wine, else why not yet (an item pouring it has not started, in the
   * event review's words). Absent for the host. An extension of the spec's answer
   * (docs/capabilities/wine-profiles-and-cellar.md).
   */
  reviewsNotOpen: z.string().nullable().optional(),

  wine: z.string(),
  country: nullableText,
  region: nullableText,
  appelation: nullableText,
  designation: nullableText,
  producer: nullableText,
  producerTitle: nullableText,
  vintage: nullableText,
  pairWith: nullableText,
  foodPairingGroup: nullableText,
  appearance: nullableText,
  nose: nullableText,
  palate: nullableText,
  readinessToDrink: nullableText,
  startToDrink: nullableText,
  endToDrink: nullableText,
  colorIntensity: sliderAnswer('colourIntensity'),
  noseintensity: sliderAnswer('intensity'),
  sweetness: sliderAnswer('sweetness'),
  acidity: sliderAnswer('acidity'),
  tanin: sliderAnswer('tannin'),
  alcohol: sliderAnswer('alcohol'),
  length: sliderAnswer('length'),
  body: sliderAnswer('body'),
  flavourIntensity: sliderAnswer('intensity'),
  quality: sliderAnswer('quality'),
  mouse: sliderAnswer('mousse'),
  drinkingTime: nullableText,
  subRegion: nullableText,
  site: nullableText,
  parcel: nullableText,
  colour: nullableText,
  wineType: nullableText,
  classification: nullableText,
  description: nullableText,
  /** Joined by '|'. */
  grapeOrBlend: nullableText,
  alcoholPercentage: nullableText,
  vegan: yesNoAnswer,
  vegetarian: yesNoAnswer,
  containsSulphites: yesNoAnswer,
  titratableAcidity: nullableText,
  dosage: nullableText,
  finingAgents: nullableText,
  /** Joined by '|'. */
  awards: nullableText,
  viticulture: nullableText,
  vinification: nullableText,
  malolacticFermentation: yesNoAnswer,
  periodOnLees: nullableText,
  disgorgementYear: nullableText,
  minServingTempurature: sliderAnswer('minServingTemperature'),
  maxServingTempurature: sliderAnswer('maxServingTemperature'),
  wineQualityPerception: nullableText,
  timestamp: z.iso.datetime({ offset: true }),
  carbonicMaceration: yesNoAnswer,
  semiCarbonicMaceration: yesNoAnswer,
  organic: yesNoAnswer,
  biodynamic: yesNoAnswer,
  natural: yesNoAnswer,
  sustainabilityInPractice: yesNoAnswer,
  aged: nullableText,
  filtration: nullableText,
  wineImg: nullableText,
  estateImg: nullableText,

  /** GBP or USD as the spec has it, or another currency of the site's list (lists/currencies.ts). */
  currency: z.string(),
  /**
   * Ours, for the host who lists the wine only: the currencies of the events and experiences pouring its list,
   * which the editor offers after GBP and USD (docs/decisions/0020-wine-editor-hosts-finish.md).
   */
  itemCurrencies: z.array(z.string()).optional(),
  glass50mlPrice: priceAnswer,
  glass125mlPrice: priceAnswer,
  glass250mlPrice: priceAnswer,
  bottle375mlPrice: priceAnswer,
  bottle750mlPrice: priceAnswer,
  magnumPrice: priceAnswer,
});
export type WineDetails = z.infer<typeof WineDetailsSchema>;
