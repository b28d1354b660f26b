import { z } from './zod.ts';
import { toCsv } from './csv.ts';
import { inputObject, multiLineText } from './text.ts';
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
  /** Values read from one line: the six columns and many more that are ignored. */
  columns: 100,
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
  quantity: z.number().int().min(1).max(CELLAR_LIMITS.quantity),
  /** The profile's Drink After and Drink Before years; null for the member's own wines. */
  startToDrink: nullableText,
  endToDrink: nullableText,
  readiness: z.enum(READINESS).nullable(),
  /** When the wine first went into the cellar, ISO 8601. */
  addedAt: z.iso.datetime({ offset: true }),
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
});
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
/** The answer of an import: how many rows of the file were imported. */
export const CellarImportResultSchema = z.object({ imported: z.number().int().min(0) });
export type CellarImportResult = z.infer<typeof CellarImportResultSchema>;

// CSV ---------------------------------------------------------------------------------------------------

/** The columns of an export and an import, in the export's order. */
export const CELLAR_CSV_COLUMNS = ['Wine', 'Producer', 'Vintage', 'Country', 'Region', 'Quantity'] as const;
type CellarCsvColumn = (typeof CELLAR_CSV_COLUMNS)[number];

const COLUMN_KEYS = {
  Wine: 'wine',
  Producer: 'producer',
  Vintage: 'vintage',
  Country: 'country',
  Region: 'region',
  Quantity: 'quantity',
} as const satisfies Record<CellarCsvColumn, keyof CellarCsvRow>;

export interface CellarCsvRow {
  wine: string;
  producer: string | null;
  vintage: string | null;
  country: string | null;
  region: string | null;
  quantity: number;
}

export interface CellarCsvError {
  /** The row as a spreadsheet numbers it: the header is line 1, a value spanning lines is still one row. */
  line: number;
  message: string;
}

export type CellarCsvResult = { rows: CellarCsvRow[] } | { errors: CellarCsvError[] };

// The export puts a "'" before text a spreadsheet would run as a formula (toCsv); the import takes one off again,
// so names round-trip.
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

/**
 * The cellar as CSV (RFC 4180): the header, then one line per wine, CRLF line ends, values with commas,
 * double quotes or line breaks in double quotes. It starts with a byte order mark so that spreadsheets read
 * accented names as UTF-8.
 */
export function cellarToCsv(entries: readonly CellarCsvRow[]): string {
  return toCsv([CELLAR_CSV_COLUMNS, ...entries.map((entry) => CELLAR_CSV_COLUMNS.map((column) => entry[COLUMN_KEYS[column]]))]);
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
 * Reads a cellar CSV: a header naming the columns in any order and letter case (Wine required; Producer,
 * Vintage, Country, Region and Quantity optional; other columns ignored), then a row per wine. Blank rows
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

  const keyAt = new Map<number, keyof CellarCsvRow>();
  const errors: CellarCsvError[] = [];
  if (header.overflow) errors.push({ line: 1, message: CELLAR_MESSAGES.tooManyColumns });
  header.values.forEach((name, index) => {
    const column = CELLAR_CSV_COLUMNS.find((known) => known.toLowerCase() === name.trim().toLowerCase());
    if (!column) return;
    const key = COLUMN_KEYS[column];
    if ([...keyAt.values()].includes(key)) errors.push({ line: 1, message: CELLAR_MESSAGES.duplicateColumn(column) });
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
    for (const [index, key] of keyAt) input[key] = unescapeFormula(oneLine((record.values[index] ?? '').trim()));
    const parsed = CellarWineSchema.safeParse(input);
    if (parsed.success) {
      const { wine, producer, vintage, country, region, quantity: bottles } = parsed.data;
      rows.push({
        wine,
        producer: producer ?? null,
        vintage: vintage ?? null,
        country: country ?? null,
        region: region ?? null,
        quantity: bottles,
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
  return errors.length > 0 ? { errors } : { rows };
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
