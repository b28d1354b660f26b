import type { GroupName } from '../modules/accounts/schema.ts';
import type { ItemKind } from '../modules/catalog/schema.ts';
import type { ProfileDetails } from '../modules/profiles/schema.ts';
import type { wineProfiles } from '../modules/wine-profiles/schema.ts';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  group: GroupName;
  profile: Partial<ProfileDetails>;
}

/** The demo sign-ins listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'margaux',
    email: 'margaux@example.com',
    password: 'TastingNotes-2026',
    firstName: 'Margaux',
    lastName: 'Fielding',
    group: 'members',
    profile: { title: 'Ms', city: 'London', country: 'GB', phoneCountryCode: '+44' },
  },
  {
    username: 'domaine',
    email: 'cellar@domaine.example.com',
    password: 'CellarDoor-2026',
    firstName: 'Henri',
    lastName: 'Vasseur',
    group: 'professionals',
    profile: {
      title: 'Mr',
      businessName: 'Domaine Vasseur',
      businessType: 'Champagne House',
      // Where the console's manual payouts go (decision 0030): the standard example French IBAN, not a real account.
      bankAccountHolder: 'Domaine Vasseur SARL',
      bankIban: 'FR1420041010050500013M02606',
      bankBic: 'PSSTFRPPXXX',
      businessBio:
        'A family Champagne house on the Côte des Blancs, growing Chardonnay in Cramant since 1921. We open our cellars for tastings, harvest days and long dinners among the vines.',
      phone: '0145550199',
      phoneCountryCode: '+33',
      address: '4 Rue des Vignes',
      city: 'Cramant',
      zipCode: '51530',
      country: 'FR',
    },
  },
];

export interface DemoItem {
  kind: ItemKind;
  title: string;
  /** Original artwork shipped with the site (apps/web/public/artwork, drawn by scripts/demo-artwork.ts). */
  image: string;
  online: boolean;
  currency: string;
  priceMinor: number;
  inDays: number;
  time: string;
  timeZone: string;
  itemType: string;
  hashTags: string;
  host: string;
  description: string;
  summary: string;
  hostEmail: string;
  hostPhone: string;
  hostPhoneCountryCode: string;
  maximumQuantity: number;
  quantity: number;
  ticketsPerOrder: number;
  address?: string;
  city?: string;
  postcode?: string;
  country?: string;
  lat?: number;
  lng?: number;
}

const host = {
  host: 'Domaine Vasseur',
  hostEmail: 'cellar@domaine.example.com',
  hostPhone: '0145550199',
  hostPhoneCountryCode: '+33',
};

export const DEMO_ITEMS: readonly DemoItem[] = [
  {
    ...host,
    kind: 'event',
    title: 'Northern Rhone Syrah Dinner',
    image: '/artwork/northern-rhone-syrah-dinner.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 9500,
    inDays: 21,
    time: '19:30',
    timeZone: 'Europe/Paris',
    itemType: 'Wine Dinner',
    hashTags: '#syrah #rhone #dinner',
    description:
      "Five courses from a riverside kitchen in Tain-l'Hermitage, each set beside a Syrah from the steep granite slopes above the town. The winemaker joins the table to talk through the vintages.",
    summary: 'Five courses, six Syrahs and the winemaker at the table.',
    maximumQuantity: 4,
    quantity: 36,
    ticketsPerOrder: 1,
    address: '12 Quai du Rhone',
    city: "Tain-l'Hermitage",
    postcode: '26600',
    country: 'FR',
    lat: 45.0705,
    lng: 4.8469,
  },
  {
    ...host,
    kind: 'event',
    title: 'Grower Champagne Afternoon',
    image: '/artwork/grower-champagne-afternoon.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 6500,
    inDays: 35,
    time: '15:00',
    timeZone: 'Europe/Paris',
    itemType: 'Tasting',
    hashTags: '#champagne #grower #reims',
    description:
      'A seated tasting of eight grower Champagnes in a chalk cellar beneath Reims, comparing single-village cuvees from the Montagne de Reims and the Cote des Blancs.',
    summary: 'Eight grower Champagnes in a chalk cellar.',
    maximumQuantity: 6,
    quantity: 24,
    ticketsPerOrder: 1,
    address: '4 Rue des Crayeres',
    city: 'Reims',
    postcode: '51100',
    country: 'FR',
    lat: 49.2422,
    lng: 4.0476,
  },
  {
    ...host,
    kind: 'event',
    title: 'English Sparkling in the City',
    image: '/artwork/english-sparkling-in-the-city.svg',
    online: false,
    currency: 'GBP',
    priceMinor: 4500,
    inDays: 14,
    time: '18:30',
    timeZone: 'Europe/London',
    itemType: 'Tasting',
    hashTags: '#englishwine #sparkling #london',
    description:
      'Six traditional-method sparkling wines from Sussex, Kent and Hampshire poured beside small plates, with notes on chalk, climate and the rise of English vineyards.',
    summary: 'Six English sparkling wines with small plates.',
    maximumQuantity: 4,
    quantity: 40,
    ticketsPerOrder: 1,
    address: '21 Borough High Street',
    city: 'London',
    postcode: 'SE1 9AA',
    country: 'GB',
    lat: 51.5033,
    lng: -0.0909,
  },
  {
    ...host,
    kind: 'event',
    title: 'Sussex Harvest Lunch',
    image: '/artwork/english-sparkling-in-the-city.svg',
    online: false,
    currency: 'GBP',
    priceMinor: 4500,
    inDays: -3,
    time: '12:30',
    timeZone: 'Europe/London',
    itemType: 'Tasting',
    hashTags: '#englishwine #harvest #sussex',
    description:
      'A long lunch in the vineyard on the last day of picking: the new juice tasted from the press, three vintages of the estate sparkling wine, and a walk through the rows with the grower.',
    summary: 'Lunch among the vines on the last day of the harvest.',
    maximumQuantity: 4,
    quantity: 40,
    ticketsPerOrder: 1,
    address: 'Downs Road',
    city: 'Ditchling',
    postcode: 'BN6 8UN',
    country: 'GB',
    lat: 50.9217,
    lng: -0.1133,
  },
  {
    ...host,
    kind: 'event',
    title: 'Online Masterclass: Reading a Burgundy Label',
    image: '/artwork/online-masterclass-burgundy-label.svg',
    online: true,
    currency: 'GBP',
    priceMinor: 2500,
    inDays: 10,
    time: '20:00',
    timeZone: 'Europe/London',
    itemType: 'Masterclass',
    hashTags: '#burgundy #masterclass #online',
    description:
      'A live online hour on villages, premiers crus and grands crus, with three wines to buy ahead and taste along. Questions are welcome throughout.',
    summary: 'A live hour on Burgundy labels, with three wines to taste along.',
    maximumQuantity: 2,
    quantity: 200,
    ticketsPerOrder: 2,
  },
  {
    ...host,
    kind: 'event',
    title: 'Douro Port Lodge Evening',
    image: '/artwork/douro-port-lodge-evening.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 5500,
    inDays: 48,
    time: '18:00',
    timeZone: 'Europe/Lisbon',
    itemType: 'Tasting',
    hashTags: '#port #douro #porto',
    description:
      'Tawnies of ten, twenty and forty years tasted in a lodge across the river from Porto, followed by a vintage Port and a plate of local cheeses.',
    summary: 'Aged tawnies and a vintage Port by the river.',
    maximumQuantity: 4,
    quantity: 30,
    ticketsPerOrder: 1,
    address: 'Avenida Diogo Leite 44',
    city: 'Vila Nova de Gaia',
    postcode: '4400-111',
    country: 'PT',
    lat: 41.1374,
    lng: -8.6131,
  },
  {
    ...host,
    kind: 'experience',
    title: 'Two Days in the Cote de Nuits',
    image: '/artwork/two-days-in-the-cote-de-nuits.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 42000,
    inDays: 60,
    time: '09:30',
    timeZone: 'Europe/Paris',
    itemType: 'Wine Tour',
    hashTags: '#burgundy #pinotnoir #tour',
    description:
      'Two unhurried days walking the vineyards between Gevrey-Chambertin and Nuits-Saint-Georges, with cellar visits at three family domaines and a long lunch in Vougeot.',
    summary: 'Vineyard walks, three domaines and a long lunch.',
    maximumQuantity: 2,
    quantity: 12,
    ticketsPerOrder: 2,
    address: '2 Place de la Mairie',
    city: 'Gevrey-Chambertin',
    postcode: '21220',
    country: 'FR',
    lat: 47.2262,
    lng: 4.9677,
  },
  {
    ...host,
    kind: 'experience',
    title: 'Sherry Bodegas of Jerez',
    image: '/artwork/sherry-bodegas-of-jerez.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 18000,
    inDays: 75,
    time: '11:00',
    timeZone: 'Europe/Madrid',
    itemType: 'Wine Tour',
    hashTags: '#sherry #jerez #tapas',
    description:
      'A day among the cathedral-like bodegas of Jerez: fino under flor, amontillado and palo cortado from the solera, and a tapas lunch in the old town.',
    summary: 'Fino to palo cortado, with tapas in the old town.',
    maximumQuantity: 4,
    quantity: 16,
    ticketsPerOrder: 1,
    address: 'Calle Pizarro 9',
    city: 'Jerez de la Frontera',
    postcode: '11403',
    country: 'ES',
    lat: 36.6866,
    lng: -6.1372,
  },
  {
    ...host,
    kind: 'experience',
    title: 'Chianti Classico Harvest Week',
    image: '/artwork/chianti-classico-harvest-week.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 125000,
    inDays: 95,
    time: '16:00',
    timeZone: 'Europe/Rome',
    itemType: 'Wine Holiday',
    hashTags: '#chianti #harvest #tuscany',
    description:
      'Six nights in a restored farmhouse near Greve, joining the Sangiovese harvest in the mornings and cooking with the estate in the evenings.',
    summary: 'Six nights, the harvest and the estate kitchen.',
    maximumQuantity: 2,
    quantity: 10,
    ticketsPerOrder: 2,
    address: 'Via di Lamole 15',
    city: 'Greve in Chianti',
    postcode: '50022',
    country: 'IT',
    lat: 43.5841,
    lng: 11.3159,
  },
  {
    ...host,
    kind: 'event',
    // Issue 31: the dinner whose wine list pours a Barolo, which a search for 'barolo' finds by its wines alone.
    title: 'Langhe Truffle Dinner',
    image: '/artwork/chianti-classico-harvest-week.svg',
    online: false,
    currency: 'EUR',
    priceMinor: 14000,
    inDays: 28,
    time: '20:00',
    timeZone: 'Europe/Rome',
    itemType: 'Wine Dinner',
    hashTags: '#piedmont #truffle #dinner',
    description:
      'White truffles shaved at the table over four courses in an old cellar of Alba, each beside a Nebbiolo from the hills around the town.',
    summary: 'Four courses, white truffles and the Langhe’s Nebbiolo.',
    maximumQuantity: 4,
    quantity: 24,
    ticketsPerOrder: 1,
    address: 'Via Vittorio Emanuele 20',
    city: 'Alba',
    postcode: '12051',
    country: 'IT',
    lat: 44.7003,
    lng: 8.0346,
  },
  {
    ...host,
    kind: 'experience',
    title: 'Online Tour: Swiss Chasselas by the Lake',
    image: '/artwork/online-tour-swiss-chasselas.svg',
    online: true,
    currency: 'CHF',
    priceMinor: 3500,
    inDays: 18,
    time: '18:00',
    timeZone: 'Europe/Zurich',
    itemType: 'Virtual Tour',
    hashTags: '#chasselas #lavaux #online',
    description:
      'A streamed walk through the terraced Lavaux vineyards above Lake Geneva, followed by a guided tasting of four Chasselas sent to your door.',
    summary: 'A streamed walk through Lavaux and four Chasselas to taste.',
    maximumQuantity: 3,
    quantity: 120,
    ticketsPerOrder: 1,
  },
];

export interface DemoWineList {
  name: string;
  description: string;
  pouredAt: readonly string[];
  wines: readonly {
    name: string;
    producer: string;
    region: string;
    country: string;
    vintage: string;
    vegetarian: 'True' | 'False';
    vegan: 'True' | 'False';
    subRegion?: string;
    site?: string;
    parcel?: string;
    /** The wine's profile (spec part 2 §3), as the host's editor stores it: prices in minor units. */
    profile?: DemoWineProfile;
  }[];
}

export type DemoWineProfile = Omit<typeof wineProfiles.$inferInsert, 'wineId' | 'updatedAt'>;

/**
 * A full profile, every section filled with names from the wine reference data, so the site shows a real one.
 * Its list is poured at the demo member's booking, so she sees it as a guest.
 */
const BLANC_DE_BLANCS_PROFILE: DemoWineProfile = {
  description:
    'A Blanc de Blancs from a single Grand Cru parcel in Le Mesnil-sur-Oger: taut, chalky and built to age, finished with the lightest of dosages.',
  viticulture: 'Chardonnay vines of fifty years and more on the chalk of the Côte des Blancs, grassed between the rows and picked by hand.',
  vinification:
    'Pressed as whole bunches and fermented in old oak casks without malolactic conversion, then six years on the lees in the chalk cellars before disgorgement.',
  awards: 'Gold, International Sparkling Wine Challenge 2023|Best Blanc de Blancs, Côte des Blancs Growers Show 2022',
  producerTitle: 'Récoltant-Manipulant',
  designation: "AOC (Appellation d'Origine Contrôlée)",
  wineType: 'Sparkling',
  colour: 'White',
  grapeOrBlend: 'Chardonnay (Morillon)',
  classification: 'Grand Cru (Champagne village)',
  alcoholPercentage: '12.5',
  disgorgementYear: '2023',
  aged: '7',
  periodOnLees: '6',
  readinessToDrink: '12',
  startToDrink: '2024',
  endToDrink: '2036',
  dosage: '2',
  titratableAcidity: '8.1',
  finingAgents: 'Bentonite',
  filtration: 'Light filtration before bottling',
  carbonicMaceration: 'False',
  semiCarbonicMaceration: 'False',
  malolacticFermentation: 'False',
  sustainabilityInPractice: 'True',
  organic: 'False',
  biodynamic: 'False',
  natural: 'False',
  containsSulphites: 'True',
  appearance: 'Pale lemon with green glints and a fine, persistent bead.',
  colorIntensity: 0,
  nose: 'Lemon zest, green apple, fresh brioche and crushed chalk.',
  noseIntensity: 3,
  palate: 'Bone dry and taut, with a saline edge, a creamy mousse and a long citrus finish.',
  sweetness: 0,
  acidity: 4,
  tannin: 0,
  alcohol: 1,
  body: 1,
  mousse: 1,
  flavourIntensity: 3,
  length: 4,
  foodPairingGroup: 'Shellfish and seafood',
  pairWith: 'Oysters',
  minServingTemperature: 8,
  maxServingTemperature: 10,
  drinkingTime: 'As an aperitif or with the first course',
  wineQualityPerception: 'Outstanding',
  quality: 94,
  currency: 'GBP',
  glass50mlPrice: 750,
  glass125mlPrice: 1800,
  glass250mlPrice: 3500,
  bottle375mlPrice: 6500,
  bottle750mlPrice: 11500,
  magnumPrice: 24000,
};

export const DEMO_WINE_LISTS: readonly DemoWineList[] = [
  {
    name: 'Northern Rhone Flight',
    description: 'Syrah from granite: lifted, peppery and long.',
    pouredAt: ['Northern Rhone Syrah Dinner'],
    wines: [
      {
        name: 'Crozes-Hermitage Les Galets',
        producer: 'Domaine Vasseur',
        region: 'Rhone',
        country: 'France',
        vintage: '2021',
        vegetarian: 'True',
        vegan: 'True',
        // The grape as hosts enter it: a search for its synonym 'shiraz' finds the dinner (issue 31).
        profile: { grapeOrBlend: 'Syrah', colour: 'Red', currency: 'EUR' },
      },
      {
        name: 'Saint-Joseph Cote Granit',
        producer: 'Domaine Vasseur',
        region: 'Rhone',
        country: 'France',
        vintage: '2020',
        vegetarian: 'True',
        vegan: 'False',
      },
      {
        name: 'Hermitage Colline',
        producer: 'Domaine Vasseur',
        region: 'Rhone',
        country: 'France',
        vintage: '2018',
        vegetarian: 'True',
        vegan: 'False',
      },
    ],
  },
  {
    name: 'Langhe Reds',
    description: 'Nebbiolo from the Langhe hills, from Barolo to Barbaresco.',
    pouredAt: ['Langhe Truffle Dinner'],
    wines: [
      {
        name: 'Barolo Cannubi',
        producer: 'Cantina Ferraris',
        region: 'Piedmont',
        country: 'Italy',
        vintage: '2019',
        vegetarian: 'True',
        vegan: 'True',
        subRegion: 'Barolo',
        profile: { grapeOrBlend: 'Nebbiolo', colour: 'Red', currency: 'EUR' },
      },
    ],
  },
  {
    name: 'Chalk and Bubbles',
    description: 'Sparkling wines from the chalk of Champagne and southern England.',
    pouredAt: ['Grower Champagne Afternoon', 'English Sparkling in the City'],
    wines: [
      {
        name: 'Blanc de Blancs Extra Brut',
        producer: 'Maison Crayere',
        region: 'Champagne',
        country: 'France',
        vintage: '2016',
        vegetarian: 'True',
        vegan: 'True',
        subRegion: 'Côte des Blancs',
        site: 'Le Mesnil-sur-Oger',
        parcel: 'Les Chétillons',
        profile: BLANC_DE_BLANCS_PROFILE,
      },
      {
        name: 'Classic Cuvee',
        producer: 'Downland Estate',
        region: 'Sussex',
        country: 'United Kingdom',
        vintage: '2019',
        vegetarian: 'True',
        vegan: 'True',
      },
    ],
  },
];

/** Vouchers that the demo checkout can use (README); more are made with `npm run voucher -- create`. */
export const DEMO_VOUCHERS = [{ code: 'WELCOME10', percent: 10, description: '10% off any booking, no limit' }] as const;
/** A paid booking the demo member holds, so My Events and the dashboard's next booking have something to show. */
export const DEMO_BOOKING = {
  username: 'margaux',
  itemTitle: 'English Sparkling in the City',
  quantity: 2,
  bookingReference: 'TRG-7K4M2Q',
} as const;
/** A paid booking of an event that has taken place (reviews open once an item has started): a review to write. */
export const DEMO_PAST_BOOKING = {
  username: 'margaux',
  itemTitle: 'Sussex Harvest Lunch',
  quantity: 2,
  bookingReference: 'TRG-3HV7PD',
} as const;
export const DEMO_BOOKINGS = [DEMO_BOOKING, DEMO_PAST_BOOKING] as const;
