import { describe, expect, it } from 'vitest';
import {
  SLIDER_PLACEHOLDER,
  SLIDER_SCALES,
  WINE_FIELDS,
  WINE_FIELD_ALIASES,
  WINE_PROFILE_SECTIONS,
  WineDetailsSchema,
  WineDetailsUpdateSchema,
  WineProfileQuerySchema,
  sliderLabel,
  wineFieldSpec,
  wineFieldsOfSection,
  wineProfileHref,
  wineRangeProblems,
  wineSlug,
} from './wine-profiles.ts';
import { idFromSlug } from './slugs.ts';

const fieldErrors = (input: unknown): Record<string, string> => {
  const result = WineDetailsUpdateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
};

/** The wire fields of spec §3 'Wine details', typos included. */
const SPEC_FIELDS = [
  'wine',
  'country',
  'region',
  'appelation',
  'designation',
  'producer',
  'producerTitle',
  'vintage',
  'pairWith',
  'foodPairingGroup',
  'appearance',
  'nose',
  'palate',
  'readinessToDrink',
  'startToDrink',
  'endToDrink',
  'colorIntensity',
  'noseintensity',
  'sweetness',
  'acidity',
  'tanin',
  'alcohol',
  'length',
  'body',
  'flavourIntensity',
  'quality',
  'mouse',
  'drinkingTime',
  'subRegion',
  'site',
  'parcel',
  'colour',
  'wineType',
  'classification',
  'description',
  'grapeOrBlend',
  'alcoholPercentage',
  'vegan',
  'vegetarian',
  'containsSulphites',
  'titratableAcidity',
  'dosage',
  'finingAgents',
  'awards',
  'viticulture',
  'vinification',
  'malolacticFermentation',
  'periodOnLees',
  'disgorgementYear',
  'minServingTempurature',
  'maxServingTempurature',
  'wineQualityPerception',
  'timestamp',
  'carbonicMaceration',
  'semiCarbonicMaceration',
  'organic',
  'biodynamic',
  'natural',
  'sustainabilityInPractice',
  'aged',
  'filtration',
  'wineImg',
  'estateImg',
  'currency',
  'glass50mlPrice',
  'glass125mlPrice',
  'glass250mlPrice',
  'bottle375mlPrice',
  'bottle750mlPrice',
  'magnumPrice',
];

describe('the field table', () => {
  it('covers every wire field of the spec but the stored-only ones, once', () => {
    const names = WINE_FIELDS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    const storedOnly = ['timestamp', ...Object.keys(WINE_FIELD_ALIASES)];
    expect([...names].sort()).toEqual(SPEC_FIELDS.filter((name) => !storedOnly.includes(name)).sort());
  });

  it('maps the editor labels to the wire names', () => {
    const labelled = Object.fromEntries(WINE_FIELDS.map((field) => [field.label, field.name]));
    expect(labelled).toMatchObject({
      'About the wine': 'description',
      Title: 'producerTitle',
      'Appellation/Sub-region': 'subRegion',
      'Appellation designation': 'designation',
      'ABV (%)': 'alcoholPercentage',
      'year of disgorgement': 'disgorgementYear',
      'Aged (years)': 'aged',
      'Time on lees (years)': 'periodOnLees',
      'Drinking Window (years)': 'readinessToDrink',
      'Drink After': 'startToDrink',
      'Drink Before': 'endToDrink',
      'Sustainable Practices': 'sustainabilityInPractice',
      'Colour Intensity': 'colorIntensity',
      'Nose Intensity': 'noseintensity',
      Tannin: 'tanin',
      Mousse: 'mouse',
      'Food Pairings: food group': 'foodPairingGroup',
      'Food Pairings: food': 'pairWith',
      'Prime time to drink': 'drinkingTime',
      'Quality Perception': 'wineQualityPerception',
      'How you rate this wine': 'quality',
      Palate: 'palate',
    });
    // The palate is edited as the nose is; the estate image is set beside the producer.
    expect(wineFieldSpec('palate')).toEqual({ name: 'palate', label: 'Palate', section: 5, kind: 'longText' });
    expect(wineFieldSpec('estateImg')).toMatchObject({ section: 2, kind: 'image' });
  });

  it('places each field in a section, in the editor order', () => {
    const sections = new Set(WINE_PROFILE_SECTIONS.map((section) => section.id));
    for (const field of WINE_FIELDS) expect(sections.has(field.section)).toBe(true);
    expect(wineFieldsOfSection(2).map((field) => field.label)).toEqual([
      'Producer',
      'Title',
      'Estate image',
      'Country',
      'Region',
      'Appellation/Sub-region',
      'Appellation designation',
      'Site',
      'Parcel',
    ]);
    expect(wineFieldsOfSection(5).map((field) => field.name)).toEqual([
      'palate',
      'sweetness',
      'acidity',
      'tanin',
      'alcohol',
      'body',
      'mouse',
      'flavourIntensity',
      'length',
    ]);
    expect(wineFieldsOfSection('price')).toHaveLength(7);
  });

  it('makes the last six places of section 2 type-ahead searches', () => {
    const searches = wineFieldsOfSection(2)
      .filter((field) => field.kind === 'reference')
      .map((field) => field.name);
    expect(searches).toEqual(['country', 'region', 'subRegion', 'designation', 'site', 'parcel']);
  });

  it('lets the update take every field but the image, and the appelation alias', () => {
    const editable = WINE_FIELDS.filter((field) => field.kind !== 'image').map((field) => field.name);
    expect(Object.keys(WineDetailsUpdateSchema.in.shape).sort()).toEqual([...editable, 'appelation'].sort());
  });

  it('answers every spec field and ours', () => {
    const ours = ['wineId', 'wineListId', 'slug', 'canEdit', 'reviewSummary', 'itemCurrencies', 'reviewsNotOpen', 'latestReviews'];
    expect(Object.keys(WineDetailsSchema.shape).sort()).toEqual([...SPEC_FIELDS, ...ours].sort());
  });
});

describe('slider scales', () => {
  it('are the spec scales with their labels', () => {
    expect(SLIDER_SCALES.sweetness.labels).toEqual(['Bone Dry', 'Dry', 'Fruity', 'Off - dry', 'Semi-sweet', 'Very-sweet', 'Luscious']);
    const ranges = Object.fromEntries(Object.entries(SLIDER_SCALES).map(([name, scale]) => [name, [scale.min, scale.max]]));
    expect(ranges).toEqual({
      sweetness: [0, 6],
      acidity: [0, 4],
      tannin: [0, 4],
      alcohol: [0, 3],
      body: [0, 2],
      mousse: [0, 2],
      intensity: [0, 4],
      length: [0, 4],
      colourIntensity: [0, 2],
      quality: [0, 100],
      minServingTemperature: [6, 15],
      maxServingTemperature: [9, 18],
    });
    for (const scale of Object.values(SLIDER_SCALES)) {
      if ('labels' in scale) expect(scale.labels).toHaveLength(scale.max - scale.min + 1);
    }
  });

  it('show a label, the number with its unit, or the placeholder', () => {
    expect(sliderLabel('tannin', 4)).toBe('Grippy');
    expect(sliderLabel('mousse', 0)).toBe('Delicate');
    expect(sliderLabel('quality', 87)).toBe('87');
    expect(sliderLabel('maxServingTemperature', 18)).toBe('18°C');
    expect(sliderLabel('body', null)).toBe(SLIDER_PLACEHOLDER);
    expect(sliderLabel('body', 3)).toBe('Slide for level');
  });
});

describe('the profile update', () => {
  it('parses multipart text into what is stored', () => {
    expect(
      WineDetailsUpdateSchema.parse({
        alcoholPercentage: '13.5',
        vintage: '2019',
        readinessToDrink: '8',
        sweetness: '0',
        quality: '92',
        vegan: 'True',
        organic: 'False',
        grapeOrBlend: 'Syrah| Viognier ',
        country: 'France',
        currency: 'eur',
        bottle750mlPrice: '45.5',
        palate: 'Black olive, violet.',
      }),
    ).toEqual({
      alcoholPercentage: '13.5',
      vintage: '2019',
      readinessToDrink: '8',
      sweetness: 0,
      quality: 92,
      vegan: 'True',
      organic: 'False',
      grapeOrBlend: 'Syrah|Viognier',
      country: 'France',
      currency: 'EUR',
      bottle750mlPrice: 4550,
      palate: 'Black olive, violet.',
    });
  });

  it('takes nothing as a valid (empty) change, and a blank or a null as a clear', () => {
    expect(WineDetailsUpdateSchema.parse({})).toEqual({});
    expect(WineDetailsUpdateSchema.parse({ palate: null, quality: null, vegan: null, awards: null })).toEqual({
      palate: null,
      quality: null,
      vegan: null,
      awards: null,
    });
    expect(WineDetailsUpdateSchema.parse({ nose: '', sweetness: '', magnumPrice: '' })).toEqual({
      nose: null,
      sweetness: null,
      magnumPrice: null,
    });
  });

  it('names the field in each message, by its label', () => {
    expect(
      fieldErrors({
        alcoholPercentage: '13.555',
        vintage: '19',
        readinessToDrink: '100',
        tanin: '5',
        quality: '101',
        minServingTempurature: '5',
        maxServingTempurature: '19',
        vegetarian: 'maybe',
        glass50mlPrice: '123456789',
        currency: 'EURO',
      }),
    ).toEqual({
      alcoholPercentage: 'ABV (%) must be a number with at most 5 characters.',
      vintage: 'Vintage must be a year of 4 digits, such as 2019.',
      readinessToDrink: 'Drinking Window (years) must be a whole number of years with at most 2 digits.',
      tanin: 'Tannin must be a whole number from 0 to 4.',
      quality: 'How you rate this wine must be a whole number from 0 to 100.',
      minServingTempurature: 'Minimum Serving Temperature must be a whole number from 6 to 15.',
      maxServingTempurature: 'Max Serving Temperature must be a whole number from 9 to 18.',
      vegetarian: 'Vegetarian must be True or False.',
      glass50mlPrice: 'Glass 50ml must be an amount of 0 or more with at most 2 decimals and 8 characters, such as 12.50.',
      currency: 'Choose a currency from the list, such as GBP, USD or EUR.',
    });
  });

  it('keeps the minimum serving temperature at most the maximum, and Drink After at most Drink Before', () => {
    expect(fieldErrors({ minServingTempurature: '14', maxServingTempurature: '10', startToDrink: '2030', endToDrink: '2025' })).toEqual({
      maxServingTempurature: 'Max Serving Temperature must be at least the Minimum Serving Temperature.',
      endToDrink: 'Drink Before must be the same year as Drink After or later.',
    });
    expect(WineDetailsUpdateSchema.safeParse({ minServingTempurature: '12', maxServingTempurature: '12' }).success).toBe(true);
    // The server checks the profile after the change with the same rule.
    expect(wineRangeProblems({ minServingTempurature: 15, maxServingTempurature: 9 })).toHaveProperty('maxServingTempurature');
    expect(wineRangeProblems({ startToDrink: '2025', endToDrink: null })).toEqual({});
  });

  it('refuses fields it does not know, naming them', () => {
    expect(fieldErrors({ nose: 'Cassis', wineId: 4, colourIntensity: 2 })).toEqual({
      body: 'These fields cannot be sent here: wineId, colourIntensity.',
    });
  });

  it('folds appelation into subRegion, subRegion winning when both are sent', () => {
    expect(WineDetailsUpdateSchema.parse({ appelation: 'Crozes-Hermitage' })).toEqual({ subRegion: 'Crozes-Hermitage' });
    expect(WineDetailsUpdateSchema.parse({ appelation: 'Crozes', subRegion: 'Hermitage' })).toEqual({ subRegion: 'Hermitage' });
  });
});

describe('the wine profile address', () => {
  it('needs both ids as whole numbers of 1 or more', () => {
    expect(WineProfileQuerySchema.parse({ 'wine-list': '3', wine: '14' })).toEqual({ wineListId: 3, wineId: 14 });
    const result = WineProfileQuerySchema.safeParse({ 'wine-list': '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['wine-list', 'The wine-list number in the address must be a whole number of 1 or more.'],
      ['wine', 'The wine number in the address must be a whole number of 1 or more.'],
    ]);
  });

  it('links a wine by its slug and ids', () => {
    expect(wineSlug('Hermitage Colline', 9)).toBe('hermitage-colline-9');
    expect(idFromSlug(wineSlug('Château d’Yquem', 12))).toBe(12);
    expect(wineProfileHref({ wine: 'Crozes-Hermitage Les Galets', wineId: 4, wineListId: 2 })).toBe(
      '/wine-profile/crozes-hermitage-les-galets-4?wine-list=2&wine=4',
    );
  });
});

describe('the profile answer', () => {
  it('parses a profile with sliders as numbers, prices to 2 places and nulls', () => {
    const answer = Object.fromEntries(SPEC_FIELDS.map((name) => [name, null]));
    const profile = {
      ...answer,
      wineId: 4,
      wineListId: 2,
      slug: 'crozes-hermitage-les-galets-4',
      canEdit: true,
      reviewSummary: { average: 4.5, count: 2 },
      wine: 'Crozes-Hermitage Les Galets',
      sweetness: 1,
      vegan: 'True',
      timestamp: '2026-05-01T10:00:00.000Z',
      currency: 'GBP',
      bottle750mlPrice: '45.50',
    };
    expect(WineDetailsSchema.parse(profile)).toEqual(profile);
    expect(WineDetailsSchema.safeParse({ ...profile, bottle750mlPrice: '45.5' }).success).toBe(false);
    expect(WineDetailsSchema.safeParse({ ...profile, sweetness: 7 }).success).toBe(false);
  });
});
