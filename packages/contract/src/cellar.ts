import { z } from './zod.ts';
import { toCsv } from './csv.ts';
import { CURRENCY_CODES } from './lists/currencies.ts';
import { inputObject, multiLineText, singleLineText } from './text.ts';
import { READINESS } from './wine-profile-rules.ts';
import { optionalWineText, optionalYear, requiredWineText } from './wine-fields.ts';

/**
 * A member's cellar (spec part 2 §1, §6, §7): wines added from a wine profile, and, ours, wines the member
 * enters themselves or imports from a spreadsheet. Endpoints beyond the spec's two:
 * - POST /api/wine-profile/add-wine-to-cellar/{wineId} (spec): body empty or { quantity }; a wine already in
 *   the cellar gets the bottles added, so pressing the button twice means two bottles.
 * - GET /api/auth/member-profile/get-wines-from-cellar (spec): CellarSchema.
 * - POST /api/auth/member-profile/cellar-add: CellarWineSchema, a wine of the member's own (wineId null).
 * - POST /api/auth/member-profile/cellar-update/{id}: CellarUpdateSchema, the count of bottles (1 or more).
 * - POST /api/auth/member-profile/cellar-remove/{id}: empty body; removing is its own call, so that typing 0
 *   in a count never deletes an entry by accident.
 * - POST /api/auth/member-profile/cellar-import: CellarImportSchema, the CSV text (parseCellarCsv), all or
 *   nothing. A file with problems answers 400 with one field per line (cellarCsvErrorFields) and imports
 *   nothing. Otherwise every row is written in one transaction: a row naming a wine the member may see (a
 *   guest's wine: on a wine list attached to an event or experience they hold a paid, unrefunded booking
 *   for), with the same name ignoring letter case and surrounding spaces, and the same producer and vintage
 *   where the row gives them, adds its bottles to that wine's entry as add-wine-to-cellar does; any other row
 *   adds its bottles to the member's own entry with the same wine, producer and vintage (ignoring letter
 *   case), or becomes a new one. Counts stop at CELLAR_LIMITS.quantity. Answers CellarImportResultSchema.
 * - GET /api/auth/member-profile/cellar-export: cellarToCsv of the cellar, as the file my-cellar.csv.
 * Issue 30 (decision 0021), all optional for the client:
 * - Entries carry appellation, grapes, wineType, location (rack), bin, pricePaid with its currency, the member's
 *   own drinking window (startToDrink, endToDrink: for their own wines; a profile's wine keeps the profile's),
 *   myRating, myNote and `drunk`, the bottles drunk (date and note), newest first. A count may reach 0 by
 *   drinking: the entry stays, with its history, until the member removes it.
 * - cellar-add and each import row take the same details (CellarDetailsShape); POST
 *   /api/auth/member-profile/cellar-details/{id} changes them on an entry (absent: unchanged, null or blank:
 *   emptied).
 * - POST /api/auth/member-profile/cellar-drank/{id}: CellarDrankSchema, one bottle drunk (date, today by
 *   default, and a note): the count goes down by one and the drink joins the entry's history.
 * - GET and PUT /api/auth/member-profile/cellar-settings: CellarSettingsSchema, the monthly email of wines
 *   entering their drinking window (off until the member turns it on).
 * - The import maps columns by header name, ignoring letter case, accents, spaces and punctuation, with the
 *   names CellarTracker and Vivino export (CSV_HEADER_ALIASES); columns it does not know are named in
 *   `unknownColumns` of the answer rather than refused.
 */

export const CELLAR_LIMITS = {
  /** Bottles of one entry. */
  quantity: 9999,
  /** Characters of one value (wine, producer, country, region). */
  field: 200,
  /** Wines in one import. */
  rows: 2000,
  /** Characters of one import: 2000 rows of generous length. */
  csvChars: 1_000_000,
  /** Problems reported for one import; a person fixes those and tries again. */
  errors: 50,
  /** Values read from one line: the known columns and many more that are ignored. */
  columns: 100,
  /** Characters of the member's note on a wine, and of a note on a bottle drunk. */
  note: 2000,
  /** The highest price paid for one bottle. */
  price: 9_999_999.99,
} as const;

export const CELLAR_MESSAGES = {
  wineRequired: 'Wine is empty: every wine needs its name.',
  quantity: `Quantity must be a whole number of bottles from 1 to ${CELLAR_LIMITS.quantity}.`,
  emptyFile: 'The file is empty. Its first line must name the columns: Wine, Producer, Vintage, Country, Region, Quantity.',
  noWineColumn: 'The first line must name the columns, with at least Wine: Wine, Producer, Vintage, Country, Region, Quantity.',
  duplicateColumn: (column: string) => `The column ${column} appears twice; keep one.`,
  tooManyValues: 'This line has more values than there are columns. Put a value that contains a comma in double quotes.',
  unclosedQuote: 'A value in double quotes starting on this line is never closed. Add the closing double quote.',
  afterQuote:
    'After a closing double quote, a comma or the end of the line must follow. Write a double quote inside a quoted value twice ("").',
  tooManyRows: `The file has more than ${CELLAR_LIMITS.rows} wines. Import at most ${CELLAR_LIMITS.rows} at a time.`,
  tooLong: `The file is longer than ${CELLAR_LIMITS.csvChars.toLocaleString('en-GB')} characters. Import it in parts.`,
  tooManyColumns: `The first line names more than ${CELLAR_LIMITS.columns} columns. Keep the columns Wine, Producer, Vintage, Country, Region and Quantity.`,
  tooManyErrors: `There are more problems after these ${CELLAR_LIMITS.errors}. Fix these and import again.`,
  price: 'Price must be an amount paid per bottle, such as 24.50, with at most 2 decimals.',
  currency: 'Currency must be a currency code of 3 letters, such as EUR, GBP or USD.',
  rating: 'My rating must be a number from 0 to 5 with at most one decimal, such as 4.5.',
  window: 'Drink until must be the same year as Drink from or later.',
  drankOn: 'The date must be a day such as 2026-05-14, and not in the future.',
  noBottles: 'There are no bottles of this wine left to drink. Set the count first if you have more.',
  profileWindow: "This wine's drinking window is its host's, on its profile: it cannot be changed here.",
  windowEmail: 'windowEmail must be true or false.',
} as const;

// Reads -------------------------------------------------------------------------------------------------

const nullableText = z.string().nullable();

/** One wine in the cellar. Readiness is worked out on each read from Drink After and Drink Before (readiness()). */
export const CellarEntrySchema = z.object({
  /** The cellar entry, for cellar-update and cellar-remove. */
  id: z.number().int(),
  /** The wine profile's wine; null for a wine the member entered or imported. */
  wineId: z.number().int().nullable(),
  /** The wine list of that wine, for the profile link (wineProfileHref); null with wineId. */
  wineListId: z.number().int().nullable(),
  /** For a profile's wine, its current name and details; for the member's own, what they entered. */
  wine: z.string(),
  producer: nullableText,
  vintage: nullableText,
  country: nullableText,
  region: nullableText,
  /** Bottles left: 0 once the last was drunk (the entry keeps its history until removed). */
  quantity: z.number().int().min(0).max(CELLAR_LIMITS.quantity),
  /** A profile's wine: its profile's Drink After and Drink Before years. The member's own: the years they gave. */
  startToDrink: nullableText,
  endToDrink: nullableText,
  readiness: z.enum(READINESS).nullable(),
  /** When the wine first went into the cellar, ISO 8601. */
  addedAt: z.iso.datetime({ offset: true }),
  // Ours (issue 30): present in every answer; missing ones read as empty, so older stubs still parse.
  appellation: nullableText.default(null),
  /** The grapes as the member wrote them ('Syrah, Grenache'). */
  grapes: nullableText.default(null),
  /** Red, white, sparkling... as the member wrote it. */
  wineType: nullableText.default(null),
  /** Where the bottles are kept: the rack or room, and the bin in it. */
  location: nullableText.default(null),
  bin: nullableText.default(null),
  /** The price paid per bottle, 2 decimals ('24.50'), and its currency code when given. */
  pricePaid: nullableText.default(null),
  currency: nullableText.default(null),
  /** The member's own rating, 0 to 5, and note. */
  myRating: z.number().min(0).max(5).nullable().default(null),
  myNote: nullableText.default(null),
  /** The bottles drunk from this entry, newest first. */
  drunk: z.array(z.object({ id: z.number().int(), drankOn: z.string(), note: nullableText })).default([]),
});
export type CellarEntry = z.infer<typeof CellarEntrySchema>;

/** GET /api/auth/member-profile/get-wines-from-cellar: the member's wines, most recently added first. */
export const CellarSchema = z.array(CellarEntrySchema);
export type Cellar = z.infer<typeof CellarSchema>;

// Changes -----------------------------------------------------------------------------------------------

/** A count of bottles: 1 to 9999, as a JSON number or a form's digits. */
const bottles = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: CELLAR_MESSAGES.quantity })
    .int({ error: CELLAR_MESSAGES.quantity })
    .min(1, { error: CELLAR_MESSAGES.quantity })
    .max(CELLAR_LIMITS.quantity, { error: CELLAR_MESSAGES.quantity }),
);

/** Where a count may be left out (adding a wine, a row of an import), none or a blank means one bottle. */
const quantity = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 1 : value),
  bottles,
);

/** POST /api/wine-profile/add-wine-to-cellar/{wineId}: the spec sends no body; ours may say how many bottles. */
export const AddWineToCellarSchema = z.preprocess((body) => body ?? {}, inputObject({ quantity }));
export type AddWineToCellar = z.output<typeof AddWineToCellarSchema>;

const blank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** A price paid per bottle: '24.50', '24,50' or 24.5, kept as '24.50'; blank or null empties it. */
const optionalPricePaid = z
  .preprocess(
    (value) => {
      if (blank(value)) return null;
      if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
      return typeof value === 'string' ? value.replace(/\s/g, '').replace(/^(\d+),(\d{1,2})$/, '$1.$2') : value;
    },
    singleLineText(CELLAR_MESSAGES.price)
      .regex(/^(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/, { error: CELLAR_MESSAGES.price })
      .transform((text) => Number(text).toFixed(2))
      .nullable(),
  )
  .optional();

/** A currency code (ISO 4217), in any letter case. */
const optionalCurrency = z
  .preprocess(
    (value) => (blank(value) ? null : typeof value === 'string' ? value.trim().toUpperCase() : value),
    singleLineText(CELLAR_MESSAGES.currency)
      .refine((code) => CURRENCY_CODES.has(code), { error: CELLAR_MESSAGES.currency })
      .nullable(),
  )
  .optional();

/** 0 to 5, one decimal ('4.5', '4,5', 4.5): Vivino's stars. */
const optionalRating = z
  .preprocess(
    (value) => (blank(value) ? null : typeof value === 'string' ? value.trim().replace(',', '.') : value),
    z
      .union(
        [
          z.number(),
          z
            .string()
            .max(3)
            .regex(/^\d(\.\d)?$/)
            .transform(Number),
        ],
        { error: CELLAR_MESSAGES.rating },
      )
      .refine((rating) => rating >= 0 && rating <= 5 && Math.round(rating * 10) === rating * 10, { error: CELLAR_MESSAGES.rating })
      .nullable(),
  )
  .optional();

/**
 * What a member says about a bottle of theirs beyond its name, each optional: absent leaves it as it is, blank or
 * null empties it. Labels are the export's column names.
 */
const CellarDetailsShape = {
  appellation: optionalWineText('Appellation', CELLAR_LIMITS.field),
  grapes: optionalWineText('Grapes', CELLAR_LIMITS.field),
  wineType: optionalWineText('Type', CELLAR_LIMITS.field),
  location: optionalWineText('Location', CELLAR_LIMITS.field),
  bin: optionalWineText('Bin', CELLAR_LIMITS.field),
  pricePaid: optionalPricePaid,
  currency: optionalCurrency,
  startToDrink: optionalYear('Drink from'),
  endToDrink: optionalYear('Drink until'),
  myRating: optionalRating,
  myNote: optionalWineText('My note', CELLAR_LIMITS.note, multiLineText),
};
export type CellarDetails = { [Key in keyof typeof CellarDetailsShape]?: z.output<(typeof CellarDetailsShape)[Key]> };

/** A window ends no earlier than it starts. */
const windowInOrder = (details: CellarDetails) =>
  !details.startToDrink || !details.endToDrink || Number(details.endToDrink) >= Number(details.startToDrink);
const windowIssue = { error: CELLAR_MESSAGES.window, path: ['endToDrink'] };

/**
 * A wine of the member's own: POST /api/auth/member-profile/cellar-add, and each row of an import. The labels
 * are the CSV column names, so a message reads the same in the form and against a line of the file.
 */
export const CellarWineSchema = inputObject({
  wine: requiredWineText('Wine', CELLAR_MESSAGES.wineRequired, CELLAR_LIMITS.field),
  producer: optionalWineText('Producer', CELLAR_LIMITS.field),
  vintage: optionalYear('Vintage'),
  country: optionalWineText('Country', CELLAR_LIMITS.field),
  region: optionalWineText('Region', CELLAR_LIMITS.field),
  quantity,
  ...CellarDetailsShape,
}).refine(windowInOrder, windowIssue);

/** POST /api/auth/member-profile/cellar-details/{id}: the details to change on an entry. */
export const CellarDetailsSchema = inputObject(CellarDetailsShape).refine(windowInOrder, windowIssue);

/** POST /api/auth/member-profile/cellar-drank/{id}: one bottle drunk, on a day (today, UTC, when left out), with a note. */
export const CellarDrankSchema = z.preprocess(
  (body) => body ?? {},
  inputObject({
    drankOn: z
      .preprocess(
        (value) => (blank(value) ? undefined : value),
        singleLineText(CELLAR_MESSAGES.drankOn)
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CELLAR_MESSAGES.drankOn })
          .refine(isPastOrToday, { error: CELLAR_MESSAGES.drankOn })
          .optional(),
      )
      .optional(),
    note: optionalWineText('Note', CELLAR_LIMITS.note, multiLineText),
  }),
);
export type CellarDrank = z.output<typeof CellarDrankSchema>;

/** A real calendar day from 1900 to tomorrow (UTC; a member ahead of UTC may already be on it). */
function isPastOrToday(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now() + 86_400_000;
}

/** GET and PUT /api/auth/member-profile/cellar-settings: the member's cellar mail. */
export const CellarSettingsSchema = z.object({
  /** The monthly email of wines entering their drinking window; off until the member turns it on. */
  windowEmail: z.boolean(),
});
export type CellarSettings = z.infer<typeof CellarSettingsSchema>;
export const CellarSettingsUpdateSchema = inputObject({ windowEmail: z.boolean({ error: CELLAR_MESSAGES.windowEmail }) });
export type CellarWineInput = z.input<typeof CellarWineSchema>;
export type CellarWine = z.output<typeof CellarWineSchema>;

/** POST /api/auth/member-profile/cellar-update/{id}: the new count of bottles. */
export const CellarUpdateSchema = inputObject({
  quantity: bottles,
});
export type CellarUpdate = z.output<typeof CellarUpdateSchema>;

/** POST /api/auth/member-profile/cellar-import: the text of a CSV file (see parseCellarCsv). */
export const CellarImportSchema = inputObject({
  csv: multiLineText('Send the CSV file as text in csv.')
    .min(1, { error: CELLAR_MESSAGES.emptyFile })
    .max(CELLAR_LIMITS.csvChars, { error: CELLAR_MESSAGES.tooLong }),
});
/** The answer of an import: how many rows of the file were imported, and (ours) the columns it did not know. */
export const CellarImportResultSchema = z.object({
  imported: z.number().int().min(0),
  /** The header names, as written, of the columns that were not read. */
  unknownColumns: z.array(z.string()).optional(),
});
export type CellarImportResult = z.infer<typeof CellarImportResultSchema>;

// CSV ---------------------------------------------------------------------------------------------------

/** The columns of an export and an import, in the export's order. */
export const CELLAR_CSV_COLUMNS = [
  'Wine',
  'Producer',
  'Vintage',
  'Country',
  'Region',
  'Quantity',
  'Appellation',
  'Grapes',
  'Type',
  'Location',
  'Bin',
  'Price',
  'Currency',
  'Drink from',
  'Drink until',
  'My rating',
  'My note',
] as const;
type CellarCsvColumn = (typeof CELLAR_CSV_COLUMNS)[number];

const COLUMN_KEYS = {
  Wine: 'wine',
  Producer: 'producer',
  Vintage: 'vintage',
  Country: 'country',
  Region: 'region',
  Quantity: 'quantity',
  Appellation: 'appellation',
  Grapes: 'grapes',
  Type: 'wineType',
  Location: 'location',
  Bin: 'bin',
  Price: 'pricePaid',
  Currency: 'currency',
  'Drink from': 'startToDrink',
  'Drink until': 'endToDrink',
  'My rating': 'myRating',
  'My note': 'myNote',
} as const satisfies Record<CellarCsvColumn, keyof CellarCsvRow>;

type CsvKey = (typeof COLUMN_KEYS)[CellarCsvColumn];

/**
 * A header name as compared: letter case, accents, spaces and punctuation left out, so 'Wine name', 'WINE_NAME'
 * and 'winename' are one name, as are 'BeginConsume' and 'Begin consume'.
 */
export const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The names each field is known by, as headerKey gives them: ours (the export's), CellarTracker's (Wine, Vintage,
 * Producer, Varietal, Country, Region, Appellation, Quantity, Location, Bin, Price, Currency, BeginConsume,
 * EndConsume, Type or Color) and Vivino's (Winery, Wine name, Vintage, Region, Country, Wine type, Your rating,
 * Your review, Personal note). Where a file has two columns for one field, the first filled one in the row wins.
 */
export const CSV_HEADER_ALIASES: Record<CsvKey, readonly string[]> = {
  wine: ['wine', 'winename'],
  producer: ['producer', 'winery'],
  vintage: ['vintage'],
  country: ['country'],
  region: ['region'],
  quantity: ['quantity', 'qty', 'bottles'],
  appellation: ['appellation'],
  grapes: ['grapes', 'grape', 'varietal', 'grapevariety'],
  wineType: ['type', 'winetype', 'color', 'colour'],
  location: ['location', 'rack'],
  bin: ['bin'],
  pricePaid: ['price', 'pricepaid', 'purchaseprice'],
  currency: ['currency'],
  startToDrink: ['drinkfrom', 'beginconsume', 'starttodrink', 'drinkafter'],
  endToDrink: ['drinkuntil', 'endconsume', 'endtodrink', 'drinkbefore', 'drinkby'],
  myRating: ['myrating', 'yourrating', 'rating'],
  myNote: ['mynote', 'yourreview', 'personalnote', 'note', 'notes'],
};

const KEY_OF_HEADER = new Map<string, CsvKey>(
  Object.entries(CSV_HEADER_ALIASES).flatMap(([key, names]) => names.map((name) => [name, key as CsvKey] as const)),
);

/** A row of an import: the six first columns always; a detail only when the file gave it. */
export type CellarCsvRow = {
  wine: string;
  producer: string | null;
  vintage: string | null;
  country: string | null;
  region: string | null;
  quantity: number;
} & CellarDetails;

export interface CellarCsvError {
  /** The row as a spreadsheet numbers it: the header is line 1, a value spanning lines is still one row. */
  line: number;
  message: string;
}

/** The rows, and (only when there were some) the header names of the columns that were not read; or the problems. */
export type CellarCsvResult = { rows: CellarCsvRow[]; unknownColumns?: string[] } | { errors: CellarCsvError[] };

// The export puts a "'" before text a spreadsheet would run as a formula (toCsv); the import takes one off again,
// so names round-trip.
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

/**
 * The cellar as CSV (RFC 4180): the header, then one line per wine, CRLF line ends, values with commas,
 * double quotes or line breaks in double quotes. It starts with a byte order mark so that spreadsheets read
 * accented names as UTF-8.
 */
export function cellarToCsv(entries: readonly CellarCsvRow[]): string {
  return toCsv([CELLAR_CSV_COLUMNS, ...entries.map((entry) => CELLAR_CSV_COLUMNS.map((column) => entry[COLUMN_KEYS[column]] ?? null))]);
}

interface CsvRecord {
  line: number;
  values: string[];
}

/**
 * Splits CSV text into records, one at a time, each with its spreadsheet row number; quoted values may hold the
 * delimiter, "" and line breaks. A generator, so that a file of a million empty lines never holds a million
 * records: the caller keeps what it needs and drops the rest. A record keeps at most CELLAR_LIMITS.columns
 * values (`overflow` says that more were cut), so that one line of a million commas stays small too.
 */
function* readRecords(text: string, delimiter: string): Generator<CsvRecord & { overflow: boolean }, CellarCsvError | undefined> {
  let values: string[] = [];
  let overflow = false;
  let value = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let started = false;
  const endValue = () => {
    if (values.length < CELLAR_LIMITS.columns) values.push(value);
    else overflow ||= value.trim() !== '';
    value = '';
    afterQuote = false;
  };
  const takeRecord = () => {
    endValue();
    const record = { line, values, overflow };
    values = [];
    overflow = false;
    line += 1;
    started = false;
    return record;
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character !== '"') value += character;
      else if (text.charAt(index + 1) === '"') {
        value += '"';
        index += 1;
      } else {
        quoted = false;
        afterQuote = true;
      }
      continue;
    }
    if (character === delimiter) {
      endValue();
      started = true;
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text.charAt(index + 1) === '\n') index += 1;
      yield takeRecord();
    } else if (afterQuote) {
      // Spaces after a closing quote are tolerated; anything else is a value the quotes did not hold.
      if (character.trim() !== '') return { line, message: CELLAR_MESSAGES.afterQuote };
    } else if (character === '"' && value.trim() === '') {
      quoted = true;
      started = true;
      value = '';
    } else {
      value += character;
      started = true;
    }
  }
  if (quoted) return { line, message: CELLAR_MESSAGES.unclosedQuote };
  if (started || value !== '' || afterQuote || values.length > 0) yield takeRecord();
  return undefined;
}

/** Excel in many European locales saves CSV with ';': a header line with ';' and no ',' is read that way. */
function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

const isBlank = (record: CsvRecord) => record.values.every((value) => value.trim() === '');

const unescapeFormula = (value: string) => (ESCAPED_FORMULA_START.test(value) ? value.slice(1) : value);

/** A spreadsheet's wrapped cell (line breaks, tabs) is one name: its breaks are read as a space. */
const oneLine = (value: string) => value.replace(/\s*[\t\n\r]\s*/g, ' ');

/**
 * Reads a cellar CSV: a header naming the columns in any order, by any of their names (CSV_HEADER_ALIASES,
 * compared by headerKey; Wine required, the rest optional; other columns named in `unknownColumns` and not
 * read), then a row per wine. Blank rows
 * are skipped; a blank Quantity means 1; a line break inside a quoted value is read as a space. Tolerates a byte order mark, CRLF, LF or CR line ends and a ';'
 * delimiter. Answers every row, or the problems (at most 50) with their spreadsheet line numbers.
 */
export function parseCellarCsv(text: string): CellarCsvResult {
  if (text.length > CELLAR_LIMITS.csvChars) return { errors: [{ line: 1, message: CELLAR_MESSAGES.tooLong }] };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records = readRecords(body, delimiterOf(body));
  const first = records.next();
  if (first.done) return { errors: [first.value ?? { line: 1, message: CELLAR_MESSAGES.emptyFile }] };
  const header = first.value;
  if (isBlank(header)) return { errors: [{ line: 1, message: CELLAR_MESSAGES.emptyFile }] };

  const keyAt = new Map<number, CsvKey>();
  const unknownColumns: string[] = [];
  const errors: CellarCsvError[] = [];
  if (header.overflow) errors.push({ line: 1, message: CELLAR_MESSAGES.tooManyColumns });
  const seen = new Map<string, string>();
  header.values.forEach((name, index) => {
    const normal = headerKey(name);
    if (normal === '') return;
    const key = KEY_OF_HEADER.get(normal);
    if (!key) {
      unknownColumns.push(name.trim());
      return;
    }
    // The same name twice is a mistake; two names for one field (Type and Color) are two sources of it.
    const first = seen.get(normal);
    if (first !== undefined) errors.push({ line: 1, message: CELLAR_MESSAGES.duplicateColumn(first) });
    else seen.set(normal, name.trim());
    keyAt.set(index, key);
  });
  if (![...keyAt.values()].includes('wine')) errors.push({ line: 1, message: CELLAR_MESSAGES.noWineColumn });

  // Only the wines are kept (at most CELLAR_LIMITS.rows of them); blank rows are counted past and dropped.
  const filled: (CsvRecord & { overflow: boolean })[] = [];
  for (;;) {
    const next = records.next();
    if (next.done) {
      if (next.value) return { errors: [next.value] };
      break;
    }
    if (isBlank(next.value)) continue;
    if (filled.length === CELLAR_LIMITS.rows) return { errors: [{ line: next.value.line, message: CELLAR_MESSAGES.tooManyRows }] };
    filled.push(next.value);
  }
  if (errors.length > 0) return { errors };

  const rows: CellarCsvRow[] = [];
  for (const record of filled) {
    if (record.overflow || record.values.slice(header.values.length).some((value) => value.trim() !== '')) {
      errors.push({ line: record.line, message: CELLAR_MESSAGES.tooManyValues });
      continue;
    }
    const input: Record<string, string> = {};
    for (const [index, key] of keyAt) {
      if (input[key]) continue;
      input[key] = importedValue(key, unescapeFormula(oneLine((record.values[index] ?? '').trim())));
    }
    const parsed = CellarWineSchema.safeParse(input);
    if (parsed.success) {
      const { wine, producer, vintage, country, region, quantity: bottles, ...details } = parsed.data;
      const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null && value !== undefined));
      rows.push({
        wine,
        producer: producer ?? null,
        vintage: vintage ?? null,
        country: country ?? null,
        region: region ?? null,
        quantity: bottles,
        ...given,
      });
    } else {
      for (const issue of parsed.error.issues) errors.push({ line: record.line, message: issue.message });
    }
  }
  if (errors.length > CELLAR_LIMITS.errors) {
    return {
      errors: [
        ...errors.slice(0, CELLAR_LIMITS.errors),
        { line: errors[CELLAR_LIMITS.errors]?.line ?? 1, message: CELLAR_MESSAGES.tooManyErrors },
      ],
    };
  }
  if (errors.length > 0) return { errors };
  return unknownColumns.length > 0 ? { rows, unknownColumns } : { rows };
}

/** CellarTracker writes 1001 for a wine without a vintage, others NV or N.V.: each is read as no vintage. */
const NO_VINTAGE = /^(1001|n\.?\s?v\.?|non[\s-]?vintage)$/i;

/** A cell as its field reads it. */
function importedValue(key: CsvKey, value: string): string {
  if (key === 'vintage' && NO_VINTAGE.test(value)) return '';
  return value;
}

/** Import problems as the API's error fields, one per line ('line 3'), for `{ error: { code, message, fields } }`. */
export function cellarCsvErrorFields(errors: readonly CellarCsvError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { line, message } of errors) {
    const key = `line ${line}`;
    fields[key] = fields[key] ? `${fields[key]} ${message}` : message;
  }
  return fields;
}
