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

/** A grape's name without the synonyms in its brackets: 'Syrah (Shiraz)' -> 'Syrah'. */
const mainName = (grape: string) => grape.replace(/ \([^)]*\)$/, '');

/** Names of one variety (its main name first), which a host may type and the search must tie together. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['Syrah', 'Shiraz'],
  ['Grenache', 'Garnacha', 'Cannonau'],
  ['Pinot Gris', 'Pinot Grigio', 'Grauburgunder'],
  ['Tempranillo', 'Tinta Roriz', 'Aragonez', 'Tinto Fino', 'Cencibel', 'Tinta de Toro', 'Ull de Llebre'],
  ['Mourvèdre', 'Monastrell', 'Mataro'],
  ['Zinfandel', 'Primitivo', 'Tribidrag', 'Crljenak Kaštelanski'],
  ['Pinot Noir', 'Spätburgunder', 'Pinot Nero'],
  ['Carignan', 'Cariñena', 'Mazuelo', 'Carignano'],
  ['Blaufränkisch', 'Lemberger', 'Kékfrankos', 'Frankovka'],
  ['Welschriesling', 'Graševina', 'Olaszrizling', 'Laški Rizling'],
  ['Vermentino', 'Rolle', 'Pigato', 'Favorita'],
  ['Malbec', 'Côt', 'Auxerrois'],
  ['Carménère', 'Cabernet Gernischt'],
  ['Albariño', 'Alvarinho'],
  ['Macabeo', 'Viura'],
  ['Ugni Blanc', 'Trebbiano Toscano'],
  ['Sangiovese', 'Brunello', 'Prugnolo Gentile', 'Nielluccio', 'Morellino'],
  ['Nebbiolo', 'Spanna', 'Chiavennasca'],
  ['Muscat Blanc à Petits Grains', 'Moscato Bianco', 'Gelber Muskateller', 'Muscat de Frontignan'],
  ['Muscat of Alexandria', 'Moscatel', 'Zibibbo', 'Hanepoot'],
  ['Alicante Bouschet', 'Garnacha Tintorera'],
  ['Chenin Blanc', 'Steen'],
  ['Mencía', 'Jaen'],
  ['Castelão', 'Periquita'],
  ['Trousseau', 'Bastardo'],
  ['Graciano', 'Tinta Miúda'],
  ['Băbească Neagră', 'Rară Neagră'],
  ['Odesa Black', 'Alibernet'],
];

/** Each listed country's main grapes, as a label names them (a grape's main name or one of its synonyms). */
const MAIN_GRAPES: Record<string, readonly string[]> = {
  FR: ['Cabernet Sauvignon', 'Merlot', 'Pinot Noir', 'Gamay', 'Syrah', 'Grenache', 'Chardonnay', 'Chenin Blanc', 'Sauvignon Blanc'],
  IT: ['Sangiovese', 'Nebbiolo', 'Barbera', 'Montepulciano', 'Aglianico', "Nero d'Avola", 'Primitivo', 'Glera', 'Canaiolo', 'Colorino'],
  ES: ['Tempranillo', 'Garnacha', 'Monastrell', 'Mencía', 'Albariño', 'Verdejo', 'Macabeo', 'Palomino Fino'],
  PT: ['Touriga Nacional', 'Touriga Franca', 'Baga', 'Castelão', 'Alvarinho', 'Arinto', 'Encruzado'],
  DE: ['Riesling', 'Spätburgunder', 'Müller-Thurgau', 'Silvaner', 'Dornfelder', 'Grauburgunder'],
  AT: ['Grüner Veltliner', 'Blaufränkisch', 'Zweigelt', 'St. Laurent', 'Welschriesling'],
  GR: ['Assyrtiko', 'Xinomavro', 'Agiorgitiko', 'Moschofilero', 'Malagousia'],
  HU: ['Furmint', 'Hárslevelű', 'Kékfrankos', 'Kadarka', 'Olaszrizling'],
  CH: ['Chasselas', 'Pinot Noir', 'Petite Arvine', 'Cornalin', 'Gamaret'],
  GB: ['Chardonnay', 'Pinot Noir', 'Meunier', 'Bacchus'],
  US: ['Cabernet Sauvignon', 'Zinfandel', 'Pinot Noir', 'Chardonnay', 'Norton', 'Concord'],
  AR: ['Malbec', 'Bonarda Argentina', 'Torrontés Riojano', 'Criolla Grande'],
  CL: ['Carménère', 'Cabernet Sauvignon', 'País', 'Sauvignon Blanc'],
  AU: ['Shiraz', 'Cabernet Sauvignon', 'Sémillon', 'Chardonnay', 'Riesling'],
  NZ: ['Sauvignon Blanc', 'Pinot Noir', 'Chardonnay'],
  ZA: ['Pinotage', 'Steen', 'Cinsault', 'Hanepoot'],
  GE: ['Saperavi', 'Rkatsiteli', 'Mtsvane Kakhuri', 'Kisi', 'Tsolikouri', 'Chinuri', 'Aleksandrouli', 'Mujuretuli', 'Ojaleshi'],
  SI: ['Rebula', 'Zelen', 'Pinela', 'Šipon', 'Refošk', 'Žametovka'],
  HR: ['Plavac Mali', 'Graševina', 'Pošip', 'Malvazija Istarska', 'Teran', 'Babić'],
  RO: ['Fetească Neagră', 'Fetească Albă', 'Fetească Regală', 'Tămâioasă Românească', 'Grasă de Cotnari', 'Novac'],
  BG: ['Mavrud', 'Melnik 55', 'Rubin', 'Pamid', 'Dimyat', 'Gamza'],
  LB: ['Obaideh', 'Merwah', 'Cinsault'],
  IL: ['Argaman', 'Marawi', 'Cabernet Sauvignon'],
  CA: ['Vidal Blanc', 'Riesling', "L'Acadie Blanc", 'Baco Noir', 'Maréchal Foch'],
  LU: ['Elbling', 'Rivaner', 'Auxerrois Blanc', 'Riesling'],
  BE: ['Chardonnay', 'Johanniter', 'Solaris'],
  UY: ['Tannat', 'Marselan'],
  BR: ['Isabel', 'Moscato Giallo', 'Merlot'],
  MX: ['Nebbiolo', 'Cabernet Sauvignon', 'Tempranillo'],
  AM: ['Areni', 'Voskehat', 'Kangun', 'Haghtanak'],
  CY: ['Xynisteri', 'Mavro', 'Maratheftiko', 'Yiannoudi', 'Promara'],
  CZ: ['Müller-Thurgau', 'Pálava', 'André', 'Cabernet Moravia', 'Svatovavřinecké'],
  SK: ['Frankovka Modrá', 'Veltlínske zelené', 'Devín', 'Dunaj'],
  MD: ['Fetească Neagră', 'Fetească Albă', 'Fetească Regală', 'Rară Neagră', 'Viorica', 'Plăvaie'],
  TR: ['Öküzgözü', 'Boğazkere', 'Kalecik Karası', 'Narince', 'Emir', 'Çalkarası', 'Sultaniye', 'Papazkarası'],
  JP: ['Koshu', 'Muscat Bailey A', 'Black Queen'],
  CN: ['Cabernet Sauvignon', 'Cabernet Gernischt', 'Marselan', 'Longyan'],
  MK: ['Vranec', 'Stanušina', 'Temjanika', 'Smederevka', 'Kratošija'],
  RS: ['Prokupac', 'Tamjanika', 'Začinak', 'Smederevka'],
  PL: ['Solaris', 'Regent', 'Rondo', 'Johanniter', 'Hibernal', 'Seyval Blanc'],
  UA: ['Telti-Kuruk', 'Odesa Black', 'Sukholimanskyi Bilyi', 'Kokur', 'Rkatsiteli', 'Saperavi'],
  MA: ['Carignan', 'Cinsault', 'Grenache', 'Syrah', 'Alicante Bouschet'],
};

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
    const others = ['US', 'AR', 'CL', 'AU', 'NZ', 'ZA', 'GE', 'SI', 'HR', 'RO', 'BG', 'LB', 'IL', 'CA', 'MD', 'TR', 'UA', 'PL', 'MA'];
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

  it('hold at least 400 grape varieties, each spelt with its accents', () => {
    expect(data.grapes.length).toBeGreaterThanOrEqual(400);
    const grapes = names(data.grapes, (g) => g.GRAPE);
    expect(grapes.has('Carménère')).toBe(true);
    expect([...grapes].filter((name) => /Carmen[eè]re/.test(name))).toEqual([]);
    // Stored composed (NFC), so that a name typed on any keyboard compares equal to it.
    expect(data.grapes.filter((g) => g.GRAPE !== g.GRAPE.normalize('NFC') || g.SYNONYMS?.some((n) => n !== n.normalize('NFC')))).toEqual(
      [],
    );
  });

  it('hold the main grapes of every listed country, by their name or a synonym', () => {
    const known = new Set(data.grapes.flatMap((g) => [mainName(g.GRAPE), ...(g.SYNONYMS ?? [])]));
    expect(data.countries.map((c) => c.COUNTRY_CODE).filter((code) => !(code in MAIN_GRAPES))).toEqual([]);
    const missing = Object.entries(MAIN_GRAPES).flatMap(([country, grapes]) =>
      grapes.filter((grape) => !known.has(grape)).map((grape) => `${country} ${grape}`),
    );
    expect(missing).toEqual([]);
  });

  it('give every listed country at least one appellation, and Georgia, Moldova, Ukraine, Poland and Morocco their main ones', () => {
    const countryOf = new Map(data.regions.map((r) => [r.REGION_CODE, r.COUNTRY_CODE]));
    const appellations = (country: string) => data.subRegions.filter((s) => countryOf.get(s.REGION_CODE) === country);
    expect(data.countries.filter((c) => appellations(c.COUNTRY_CODE).length === 0).map((c) => c.COUNTRY_CODE)).toEqual([]);
    const expected: Record<string, { country: string; regions: string[]; appellations: string[] }> = {
      GE: {
        country: 'Georgia',
        regions: ['Kakheti', 'Kartli', 'Imereti', 'Racha-Lechkhumi'],
        appellations: ['Tsinandali', 'Mukuzani', 'Kindzmarauli', 'Napareuli', 'Khvanchkara', 'Kotekhi', 'Okureshi'],
      },
      MD: { country: 'Moldova', regions: ['Codru', 'Ștefan Vodă', 'Valul lui Traian'], appellations: ['Codru', 'Purcari', 'Cricova'] },
      UA: { country: 'Ukraine', regions: ['Odesa', 'Zakarpattia', 'Crimea'], appellations: ['Shabo', 'Berehove'] },
      PL: { country: 'Poland', regions: ['Lubuskie', 'Podkarpacie', 'Małopolska'], appellations: ['Zielona Góra', 'Jasło', 'Sandomierz'] },
      MA: {
        country: 'Morocco',
        regions: ['Meknès-Fès', 'Rabat-Casablanca'],
        appellations: ['Guerrouane', "Beni M'Tir", "Coteaux de l'Atlas"],
      },
    };
    for (const [code, { country, regions, appellations: named }] of Object.entries(expected)) {
      expect(data.countries.find((c) => c.COUNTRY_CODE === code)?.COUNTRY).toBe(country);
      const regionNames = data.regions.filter((r) => r.COUNTRY_CODE === code).map((r) => r.REGION);
      expect([code, regions.filter((name) => !regionNames.includes(name))]).toEqual([code, []]);
      const appellationNames = appellations(code).map((s) => s.SUB_REGION);
      expect([code, named.filter((name) => !appellationNames.includes(name))]).toEqual([code, []]);
    }
    expect(data.designations.filter((d) => d.COUNTRY_CODE === 'MA').map((d) => d.DESIGNATION_CODE)).toEqual(['MA-AOC', 'MA-AOG']);
  });

  it("list each grape synonym once, never the grape's own name, and every name its brackets carry", () => {
    const problems = data.grapes.flatMap((g) => {
      const synonyms = g.SYNONYMS ?? [];
      const bracketed = /\(([^)]*)\)$/.exec(g.GRAPE)?.[1]?.split(', ') ?? [];
      return [
        ...duplicates(synonyms).map((s) => `${g.GRAPE_CODE}: ${s} twice`),
        ...synonyms.filter((s) => s === mainName(g.GRAPE)).map((s) => `${g.GRAPE_CODE}: ${s} is its name`),
        ...bracketed.filter((s) => !synonyms.includes(s)).map((s) => `${g.GRAPE_CODE}: ${s} not among its synonyms`),
      ];
    });
    expect(problems).toEqual([]);
    // A synonym that were another grape's name would make the two indistinguishable in a search.
    const mainNames = new Map(data.grapes.map((g) => [mainName(g.GRAPE), g.GRAPE_CODE]));
    const clashes = data.grapes.flatMap((g) =>
      (g.SYNONYMS ?? []).filter((s) => mainNames.has(s) && mainNames.get(s) !== g.GRAPE_CODE).map((s) => `${g.GRAPE_CODE}: ${s}`),
    );
    expect(clashes).toEqual([]);
  });

  it('tie the names of one grape together, whichever a label uses', () => {
    const missing = SYNONYM_GROUPS.flatMap((group) => {
      const grape = data.grapes.find((g) => mainName(g.GRAPE) === group[0]);
      const all = grape ? [mainName(grape.GRAPE), ...(grape.SYNONYMS ?? [])] : [];
      return group.filter((name) => !all.includes(name)).map((name) => `${group[0]}: ${name}`);
    });
    expect(missing).toEqual([]);
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
