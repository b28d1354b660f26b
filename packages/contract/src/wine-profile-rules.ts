/**
 * The wine profile editor's rules (spec part 2 §2 'Wine Profile editor', §4, §5, §9): pure functions, run by the
 * editor as a person types and, where a rule is also a check, by the server through wine-fields.ts.
 */

// Yes/no ----------------------------------------------------------------------------------------------

/** Yes/no fields are stored and sent as this text (spec §3, §9). */
export const YES_NO = ['True', 'False'] as const;
export type YesNo = (typeof YES_NO)[number];

/**
 * A yes/no pair is two boxes for one field: ticking one unticks the other, so the value is simply the ticked
 * option; unticking the ticked box leaves no value.
 */
export function tickYesNo(value: YesNo | undefined, option: YesNo, ticked: boolean): YesNo | undefined {
  if (ticked) return option;
  return value === option ? undefined : value;
}

/** Which box of a pair shows ticked. */
export function yesNoBoxes(value: YesNo | null | undefined): Record<YesNo, boolean> {
  return { True: value === 'True', False: value === 'False' };
}

// Input caps --------------------------------------------------------------------------------------------

/** Length caps of the editor's inputs (spec §5, §9). */
export const WINE_INPUT_CAPS = {
  decimal: 5,
  year: 4,
  window: 2,
  price: 8,
} as const;

/** The kinds whose typed text is filtered; other inputs only have a maximum length. */
export type CappedKind = keyof typeof WINE_INPUT_CAPS;

function digitsAndOnePoint(text: string): string {
  let kept = '';
  let seenPoint = false;
  for (const character of text) {
    if (character >= '0' && character <= '9') kept += character;
    else if (character === '.' && !seenPoint) {
      seenPoint = true;
      kept += character;
    }
  }
  return kept;
}

/** ABV, aged, time on lees, dosage, titratable acidity: digits and one decimal point, at most 5 characters. */
export const capDecimal = (text: string): string => digitsAndOnePoint(text).slice(0, WINE_INPUT_CAPS.decimal);

/** Vintage, disgorgement year, Drink After, Drink Before: digits only, at most 4. */
export const capYear = (text: string): string => text.replace(/\D/g, '').slice(0, WINE_INPUT_CAPS.year);

/** Drinking window (years): digits only, at most 2. */
export const capWindow = (text: string): string => text.replace(/\D/g, '').slice(0, WINE_INPUT_CAPS.window);

/** Whole units of a price: 999999 at most (wine-fields' WINE_PRICE_MAX_MINOR is 999,999.99). */
const PRICE_WHOLE_DIGITS = 6;

/**
 * Prices: at most 8 characters (spec). Beyond the spec, only digits and one point with at most 2 decimals and
 * 6 whole digits are kept, since the server accepts nothing else and a person should not be able to type what
 * will be refused.
 */
export function capPrice(text: string): string {
  const kept = digitsAndOnePoint(text);
  const point = kept.indexOf('.');
  const whole = (point < 0 ? kept : kept.slice(0, point)).slice(0, PRICE_WHOLE_DIGITS);
  const capped = point < 0 ? whole : `${whole}${kept.slice(point, point + 3)}`;
  return capped.slice(0, WINE_INPUT_CAPS.price);
}

const CAPS: Record<CappedKind, (text: string) => string> = {
  decimal: capDecimal,
  year: capYear,
  window: capWindow,
  price: capPrice,
};

/** The filter of a field kind, for an input's change handler. */
export function capWineInput(kind: CappedKind, text: string): string {
  return CAPS[kind](text);
}

// Multi-value fields ---------------------------------------------------------------------------------

/** Awards and Grape/Blend keep their values in one text joined by this (spec §3). */
export const MULTI_VALUE_SEPARATOR = '|';

/** 'Gold | Silver||' -> ['Gold', 'Silver']. */
export function splitMultiValue(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** ['Gold ', '', 'Silver'] -> 'Gold|Silver'. */
export function joinMultiValue(entries: readonly string[]): string {
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(MULTI_VALUE_SEPARATOR);
}

/**
 * The button mode of a multi-value field (spec §4): 'update' replaces the stored value with what is typed,
 * 'add-another' (ADD) appends what is typed, 'clear' (Clear) empties the pending value, and confirming with
 * nothing typed then clears the stored value. Confirm and Cancel return to 'update'.
 */
export type MultiValueMode = 'update' | 'add-another' | 'clear';

export interface MultiValueState {
  mode: MultiValueMode;
  /** What the person has typed, possibly several entries joined by '|'. */
  text: string;
}

export type MultiValueAction =
  { type: 'type'; text: string } | { type: 'add' } | { type: 'clear' } | { type: 'confirm' } | { type: 'cancel' };

export const INITIAL_MULTI_VALUE: MultiValueState = { mode: 'update', text: '' };

export function multiValueReducer(state: MultiValueState, action: MultiValueAction): MultiValueState {
  switch (action.type) {
    case 'type':
      return { ...state, text: action.text };
    case 'add':
      return { ...state, mode: 'add-another' };
    case 'clear':
      return { mode: 'clear', text: '' };
    case 'confirm':
    case 'cancel':
      return INITIAL_MULTI_VALUE;
  }
}

/**
 * The value to send on confirm: the joined text, null to clear the field (Clear with nothing typed), or
 * undefined when the field is untouched and must not be sent. ADD leaves out entries already stored.
 */
export function multiValueToSend(stored: string | null | undefined, state: MultiValueState): string | null | undefined {
  const typed = splitMultiValue(state.text);
  if (state.mode === 'clear') return typed.length > 0 ? joinMultiValue(typed) : null;
  if (typed.length === 0) return undefined;
  if (state.mode === 'update') return joinMultiValue(typed);
  const current = splitMultiValue(stored);
  return joinMultiValue([...current, ...typed.filter((entry) => !current.includes(entry))]);
}

// Confirm ---------------------------------------------------------------------------------------------

/**
 * A pending edit: undefined or blank text is untouched, null is an explicit clear (the multi-value Clear),
 * 0 is a real slider value.
 */
export type PendingValue = string | number | null | undefined;

/** Only the fields with a value are sent on confirm (spec §4, §5); an explicit clear (null) is sent too. */
export function changedFields(pending: Readonly<Record<string, PendingValue>>): Record<string, string | number | null> {
  const changed: Record<string, string | number | null> = {};
  for (const [name, value] of Object.entries(pending)) {
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    changed[name] = value;
  }
  return changed;
}

// Type-ahead search -------------------------------------------------------------------------------------

export const SUGGESTION_LIMIT = 5;

/** A country typed by hand, not in the reference list, is stored with this code (spec §5). */
export const CUSTOM_COUNTRY_CODE = 'ZZZ';

export interface Suggestion {
  name: string;
  /** The reference row's code; for a custom entry 'ZZZ' for a country and null otherwise. */
  code: string | null;
  /** True when this is the typed text itself, offered because nothing in the list matched. */
  custom: boolean;
  /** The synonym the text matched, when it matched one and not the name (typing 'Cencibel' finds Tempranillo). */
  matched?: string;
}

export interface SuggestOptions<T> {
  /** The reference row's code field (e.g. 'COUNTRY_CODE'); without it suggestions carry a null code. */
  codeField?: keyof T & string;
  /** A field holding the row's other names (grapes' SYNONYMS): a row is found by any of them as well. */
  synonymsField?: keyof T & string;
  limit?: number;
}

/** Letters that Unicode does not decompose into a base letter and a mark, spelt as a person types them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * A name as it is compared in a search: lower case, without accents or other marks, so that 'carmenere' finds
 * Carménère, 'kalecik karasi' Kalecik Karası and 'stefan voda' Ștefan Vodă.
 */
function searchKey(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıłđøßæœ]/g, (letter) => PLAIN_LETTERS[letter] ?? letter);
}

function synonymsOf(item: object, field: string | undefined): string[] {
  const value: unknown = field === undefined ? undefined : (item as Record<string, unknown>)[field];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * Suggestions for a type-ahead (spec §5): a case-insensitive substring match on the name field, at most 5,
 * none for blank input, and the typed text as a custom entry when nothing matches.
 *
 * Beyond the spec: names that start with the text come first (list order otherwise kept), and a name is
 * suggested once, since the region lookup rows repeat a country on every region's row. Accents and case are
 * ignored, and with a synonyms field a row is found by its other names too (the suggestion says which matched).
 * A custom entry other than a country has no code (null): inventing codes for sub-regions, grapes or foods
 * would collide with real ones, and the profile stores the name, not the code.
 */
export function suggest<T extends object>(
  items: readonly T[],
  text: string,
  nameField: keyof T & string,
  options: SuggestOptions<T> = {},
): Suggestion[] {
  const typed = text.trim();
  if (typed === '') return [];
  const needle = searchKey(typed);
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const starts: Suggestion[] = [];
  const contains: Suggestion[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const name: unknown = item[nameField];
    if (typeof name !== 'string') continue;
    const key = name.trim().toLocaleLowerCase();
    if (seen.has(key)) continue;
    // A row matched at the start of its name or of a synonym comes first; a synonym is named only when the name
    // itself does not hold the text ('shiraz' is in 'Syrah (Shiraz)').
    const nameAt = searchKey(name).indexOf(needle);
    let at = nameAt;
    let matched: string | undefined;
    for (const synonym of synonymsOf(item, options.synonymsField)) {
      const synonymAt = searchKey(synonym).indexOf(needle);
      if (synonymAt < 0 || (at >= 0 && synonymAt >= at)) continue;
      at = synonymAt;
      if (nameAt < 0) matched = synonym;
    }
    if (at < 0) continue;
    seen.add(key);
    const code: unknown = options.codeField === undefined ? undefined : item[options.codeField];
    const suggestion: Suggestion = { name: name.trim(), code: typeof code === 'string' ? code : null, custom: false };
    if (matched !== undefined) suggestion.matched = matched;
    (at === 0 ? starts : contains).push(suggestion);
  }
  const found = [...starts, ...contains].slice(0, limit);
  if (found.length > 0) return found;
  return [{ name: typed, code: nameField === 'COUNTRY' ? CUSTOM_COUNTRY_CODE : null, custom: true }];
}

// Readiness ---------------------------------------------------------------------------------------------

export const READINESS = ['too-young', 'ready', 'past-its-best'] as const;
export type Readiness = (typeof READINESS)[number];

export const READINESS_LABELS: Record<Readiness, string> = {
  'too-young': 'Too young',
  ready: 'Ready to drink',
  'past-its-best': 'Past its best',
};

function yearOf(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  const text = (value ?? '').trim();
  return /^\d{4}$/.test(text) ? Number(text) : undefined;
}

/**
 * Whether a bottle is ready in `year`, from the profile's Drink After (startToDrink) and Drink Before
 * (endToDrink) years. Both years count as ready: a wine to drink after 2025 and before 2030 is ready from
 * 2025 to 2030. Null when neither year is known.
 */
export function readiness(
  startToDrink: string | number | null | undefined,
  endToDrink: string | number | null | undefined,
  year: number,
): Readiness | null {
  const start = yearOf(startToDrink);
  const end = yearOf(endToDrink);
  if (start === undefined && end === undefined) return null;
  if (start !== undefined && year < start) return 'too-young';
  if (end !== undefined && year > end) return 'past-its-best';
  return 'ready';
}
