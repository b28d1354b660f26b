import { describe, expect, it } from 'vitest';
import { countryName } from '@trg/contract/lists/countries';
import { loadWineReferenceData } from './data.ts';

const data = loadWineReferenceData();

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

const countriesWithRegions = (codes: readonly string[]) =>
  codes.filter((code) => data.regions.some((region) => region.COUNTRY_CODE === code));
const regionOf = (subRegionCode: string) => data.subRegions.find((s) => s.SUB_REGION_CODE === subRegionCode)?.REGION_CODE;
const names = <Row>(rows: readonly Row[], pick: (row: Row) => string) => new Set(rows.map(pick));

describe('the wine reference data files', () => {
  it('give every row a code of its own within its list', () => {
    expect(duplicates(data.countries.map((r) => r.COUNTRY_CODE))).toEqual([]);
    expect(duplicates(data.regions.map((r) => r.REGION_CODE))).toEqual([]);
    expect(duplicates(data.subRegions.map((r) => r.SUB_REGION_CODE))).toEqual([]);
    expect(duplicates(data.sites.map((r) => r.SITE_CODE))).toEqual([]);
    expect(duplicates(data.parcels.map((r) => r.PARCEL_CODE))).toEqual([]);
    expect(duplicates(data.designations.map((r) => r.DESIGNATION_CODE))).toEqual([]);
    expect(duplicates(data.classifications.map((r) => r.CLASSIFICATION_CODE))).toEqual([]);
    expect(duplicates(data.wineTypes.map((r) => r.TYPE_CODE))).toEqual([]);
    expect(duplicates(data.colours.map((r) => r.COLOUR_CODE))).toEqual([]);
    expect(duplicates(data.grapes.map((r) => r.GRAPE_CODE))).toEqual([]);
    expect(duplicates(data.finingAgents.map((r) => r.FINING_AGENT_CODE))).toEqual([]);
    expect(duplicates(data.foodTypes.map((r) => r.FOOD_TYPE_CODE))).toEqual([]);
    expect(duplicates(data.foods.map((r) => r.FOOD_CODE))).toEqual([]);
  });

  it('name a parent that exists for every row, and build each code on its parent code', () => {
    const countries = names(data.countries, (r) => r.COUNTRY_CODE);
    const regions = names(data.regions, (r) => r.REGION_CODE);
    const subRegions = names(data.subRegions, (r) => r.SUB_REGION_CODE);
    const sites = names(data.sites, (r) => r.SITE_CODE);
    const foodTypes = names(data.foodTypes, (r) => r.FOOD_TYPE_CODE);
    const orphans = [
      ...data.regions.filter((r) => !countries.has(r.COUNTRY_CODE) || !r.REGION_CODE.startsWith(`${r.COUNTRY_CODE}-`)),
      ...data.subRegions.filter((r) => !regions.has(r.REGION_CODE) || !r.SUB_REGION_CODE.startsWith(`${r.REGION_CODE}-`)),
      ...data.sites.filter((r) => !subRegions.has(r.SUB_REGION_CODE) || !r.SITE_CODE.startsWith(`${r.SUB_REGION_CODE}-`)),
      ...data.parcels.filter((r) => !sites.has(r.SITE_CODE) || !r.PARCEL_CODE.startsWith(`${r.SITE_CODE}-`)),
      ...data.designations.filter((r) => r.COUNTRY_CODE !== null && !countries.has(r.COUNTRY_CODE)),
      ...data.classifications.filter((r) => r.COUNTRY_CODE !== null && !countries.has(r.COUNTRY_CODE)),
      ...data.foods.filter((r) => !foodTypes.has(r.FOOD_TYPE_CODE)),
    ];
    expect(orphans).toEqual([]);
  });

  it('use ISO 3166 alpha-2 codes and their names for countries, each with at least one region', () => {
    expect(data.countries.filter((c) => countryName(c.COUNTRY_CODE) !== c.COUNTRY)).toEqual([]);
    expect(data.countries.filter((c) => countriesWithRegions([c.COUNTRY_CODE]).length === 0)).toEqual([]);
  });

  it('cover the required countries in depth and the other wine countries with a few regions each', () => {
    const required = ['FR', 'IT', 'ES', 'PT', 'DE', 'AT', 'GR', 'HU', 'CH', 'GB'];
    for (const code of required) {
      const subRegions = data.subRegions.filter((s) => s.REGION_CODE.startsWith(`${code}-`));
      expect([code, subRegions.length >= 12]).toEqual([code, true]);
    }
    const others = ['US', 'AR', 'CL', 'AU', 'NZ', 'ZA', 'GE', 'SI', 'HR', 'RO', 'BG', 'LB', 'IL', 'CA'];
    for (const code of others) {
      expect([code, data.regions.filter((r) => r.COUNTRY_CODE === code).length >= 3]).toEqual([code, true]);
    }
    expect(data.countries.length).toBeGreaterThanOrEqual(24);
    expect(data.subRegions.length).toBeGreaterThanOrEqual(400);
    expect(data.sites.length).toBeGreaterThanOrEqual(400);
    expect(data.parcels.length).toBeGreaterThanOrEqual(50);
  });

  it('hold all 33 grands crus of Burgundy as appellations', () => {
    const grandsCrus = [
      'Chambertin',
      'Chambertin-Clos de Bèze',
      'Chapelle-Chambertin',
      'Charmes-Chambertin',
      'Griotte-Chambertin',
      'Latricières-Chambertin',
      'Mazis-Chambertin',
      'Mazoyères-Chambertin',
      'Ruchottes-Chambertin',
      'Clos de la Roche',
      'Clos Saint-Denis',
      'Clos des Lambrays',
      'Clos de Tart',
      'Bonnes-Mares',
      'Musigny',
      'Clos de Vougeot',
      'Échezeaux',
      'Grands-Échezeaux',
      'Richebourg',
      'Romanée-Conti',
      'La Romanée',
      'La Tâche',
      'Romanée-Saint-Vivant',
      'La Grande Rue',
      'Corton',
      'Corton-Charlemagne',
      'Charlemagne',
      'Montrachet',
      'Chevalier-Montrachet',
      'Bâtard-Montrachet',
      'Bienvenues-Bâtard-Montrachet',
      'Criots-Bâtard-Montrachet',
      'Chablis Grand Cru',
    ];
    expect(new Set(grandsCrus).size).toBe(33);
    const burgundy = names(
      data.subRegions.filter((s) => s.REGION_CODE === 'FR-BUR'),
      (s) => s.SUB_REGION,
    );
    expect(grandsCrus.filter((name) => !burgundy.has(name))).toEqual([]);
    const chablis = data.sites.filter((s) => s.SUB_REGION_CODE === 'FR-BUR-CHABLIS-GRAND-CRU').map((s) => s.SITE);
    expect(chablis).toEqual(['Blanchot', 'Bougros', 'Les Clos', 'Grenouilles', 'Preuses', 'Valmur', 'Vaudésir']);
  });

  it("hold Champagne's 17 grand cru villages as sites", () => {
    const villages = [
      'Ambonnay',
      'Avize',
      'Aÿ',
      'Beaumont-sur-Vesle',
      'Bouzy',
      'Chouilly',
      'Cramant',
      'Louvois',
      'Mailly-Champagne',
      'Le Mesnil-sur-Oger',
      'Oger',
      'Oiry',
      'Puisieulx',
      'Sillery',
      'Tours-sur-Marne',
      'Verzenay',
      'Verzy',
    ];
    const champagne = names(
      data.sites.filter((s) => regionOf(s.SUB_REGION_CODE) === 'FR-CHA'),
      (s) => s.SITE,
    );
    expect(villages.filter((name) => !champagne.has(name))).toEqual([]);
  });

  it("hold Bordeaux's main appellations, its first growths, Germany's great sites and famous crus elsewhere", () => {
    const bordeaux = names(
      data.subRegions.filter((s) => s.REGION_CODE === 'FR-BDX'),
      (s) => s.SUB_REGION,
    );
    for (const name of [
      'Pauillac',
      'Margaux',
      'Saint-Julien',
      'Saint-Estèphe',
      'Pessac-Léognan',
      'Sauternes',
      'Pomerol',
      'Saint-Émilion Grand Cru',
    ]) {
      expect([name, bordeaux.has(name)]).toEqual([name, true]);
    }
    const sites = names(data.sites, (s) => s.SITE);
    const famous = [
      'Château Lafite Rothschild',
      'Château Latour',
      'Château Margaux',
      'Château Haut-Brion',
      'Château Mouton Rothschild',
      "Château d'Yquem",
      'Pétrus',
      'Château Cheval Blanc',
      'Wehlener Sonnenuhr',
      'Scharzhofberger',
      'Forster Kirchenstück',
      'Niederhäuser Hermannshöhle',
      'Cannubi',
      'Brunate',
      'Asili',
      'Rabajà',
      'Ried Achleiten',
      'Ried Kellerberg',
      'Szent Tamás',
      'Mézes Mály',
      'Pyrgos',
      'Quinta do Noval',
      'Viña Tondonia',
      'Dézaley',
      'To Kalon',
    ];
    expect(famous.filter((name) => !sites.has(name))).toEqual([]);
    expect(data.sites.filter((s) => s.SITE_CODE.startsWith('DE-')).length).toBeGreaterThanOrEqual(100);
  });

  it('hold at least 150 grape varieties, and the designations, classifications and fining agents the editor offers', () => {
    expect(data.grapes.length).toBeGreaterThanOrEqual(150);
    const grapes = data.grapes.map((g) => g.GRAPE);
    for (const name of ['Pinot Noir', 'Chardonnay', 'Riesling', 'Nebbiolo', 'Tempranillo', 'Assyrtiko', 'Furmint', 'Grüner Veltliner']) {
      expect([name, grapes.some((grape) => grape.startsWith(name))]).toEqual([name, true]);
    }
    const designations = data.designations.map((d) => d.DESIGNATION);
    for (const short of ['AOC', 'AOP', 'IGP', 'DOC', 'DOCG', 'DO', 'DOCa', 'DOP', 'Prädikatswein', 'DAC', 'AVA']) {
      expect([short, designations.some((d) => d === short || d.startsWith(`${short} (`))]).toEqual([short, true]);
    }
    const classifications = names(data.classifications, (c) => c.CLASSIFICATION);
    for (const name of ['Grand Cru', 'Premier Cru', 'Cru Bourgeois', 'Riserva', 'Gran Reserva', 'ÖTW Erste Lage', 'Kabinett']) {
      expect([name, classifications.has(name)]).toEqual([name, true]);
    }
    const agents = data.finingAgents.map((f) => f.FINING_AGENT);
    for (const name of [
      'None / unfined',
      'Bentonite',
      'Casein',
      'Egg albumen',
      'Isinglass',
      'Gelatine',
      'PVPP',
      'Activated charcoal',
      'Pea protein',
      'Chitosan',
    ]) {
      expect([name, agents.some((agent) => agent.startsWith(name))]).toEqual([name, true]);
    }
    // An animal-derived agent is never vegan; a vegan one is always vegetarian.
    expect(data.finingAgents.filter((f) => f.VEGAN && !f.VEGETARIAN)).toEqual([]);
    expect(
      data.finingAgents.filter((f) => ['ISINGLASS', 'GELATINE', 'CASEIN', 'EGG-ALBUMEN'].includes(f.FINING_AGENT_CODE) && f.VEGAN),
    ).toEqual([]);
    expect(data.wineTypes.length).toBeGreaterThanOrEqual(6);
    expect(data.colours.map((c) => c.COLOUR)).toEqual(expect.arrayContaining(['Red', 'White', 'Rosé', 'Orange']));
  });

  it('hold at least 15 food types and 150 foods, every type with foods of its own', () => {
    expect(data.foodTypes.length).toBeGreaterThanOrEqual(15);
    expect(data.foods.length).toBeGreaterThanOrEqual(150);
    expect(data.foodTypes.filter((t) => !data.foods.some((f) => f.FOOD_TYPE_CODE === t.FOOD_TYPE_CODE))).toEqual([]);
    expect(data.foodTypes.map((t) => t.FOOD_TYPE_CODE)).toContain('FISH');
  });

  it('keep names unique among siblings, so that a type-ahead never offers two alike', () => {
    const siblings = (rows: readonly { parent: string; name: string }[]) => duplicates(rows.map((r) => `${r.parent} ${r.name}`));
    expect(siblings(data.regions.map((r) => ({ parent: r.COUNTRY_CODE, name: r.REGION })))).toEqual([]);
    expect(siblings(data.subRegions.map((r) => ({ parent: r.REGION_CODE, name: r.SUB_REGION })))).toEqual([]);
    expect(siblings(data.sites.map((r) => ({ parent: r.SUB_REGION_CODE, name: r.SITE })))).toEqual([]);
    expect(siblings(data.parcels.map((r) => ({ parent: r.SITE_CODE, name: r.PARCEL })))).toEqual([]);
    expect(duplicates(data.grapes.map((g) => g.GRAPE))).toEqual([]);
    expect(duplicates(data.foods.map((f) => f.FOOD_NAME))).toEqual([]);
  });
});
