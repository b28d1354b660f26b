import { z } from './zod.ts';
import { singleLineText } from './text.ts';
import { decimalToMinor, minorToDecimal } from './money.ts';
import { isCurrencyCode } from './lists/currencies.ts';
import { WINE_INPUT_CAPS, YES_NO, joinMultiValue, splitMultiValue } from './wine-profile-rules.ts';

/**
 * The zod schema of each kind of wine field, shared by the wine list, wine profile and cellar schemas. Each
 * checks on the server what the editor's input filter (wine-profile-rules.ts) lets a person type, and names
 * the field in its message. Multipart forms send every value as text, so numbers arrive as strings.
 */

export const WINE_TEXT_LIMITS = {
  /** Names: wine, producer, places, reference entries. */
  text: 150,
  /** Descriptions and tasting notes. */
  longText: 5000,
  /** One award or grape of a multi-value field, and how many of them. */
  multiEntry: 100,
  multiEntries: 30,
} as const;

/**
 * The wine price currencies the spec names (§2 'Price'), which the editor always offers; GBP is the default
 * (spec §9). Beyond the spec (docs/decisions/0020-wine-editor-hosts-finish.md), a price may be in any currency
 * of the site's list (lists/currencies.ts): the editor offers these two, then those of the events and
 * experiences pouring the wine.
 */
export const WINE_PRICE_CURRENCIES = ['GBP', 'USD'] as const;

/** The largest database id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

export const WINE_FIELD_MESSAGES = {
  text: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  year: (label: string) => `${label} must be a year of 4 digits, such as 2019.`,
  decimal: (label: string) => `${label} must be a number with at most ${WINE_INPUT_CAPS.decimal} characters.`,
  decimalMax: (label: string, max: number) => `${label} can be at most ${max}.`,
  window: (label: string) => `${label} must be a whole number of years with at most ${WINE_INPUT_CAPS.window} digits.`,
  yesNo: (label: string) => `${label} must be True or False.`,
  slider: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  multiEntries: (label: string) => `${label} can have at most ${WINE_TEXT_LIMITS.multiEntries} entries.`,
  multiEntryTooLong: (label: string) => `Each entry of ${label} can be at most ${WINE_TEXT_LIMITS.multiEntry} characters.`,
  price: (label: string) =>
    `${label} must be an amount of 0 or more with at most 2 decimals and ${WINE_INPUT_CAPS.price} characters, such as 12.50.`,
  priceMax: (label: string) => `${label} can be at most ${WINE_PRICE_MAX_MINOR / 100}.`,
  currency: 'Choose a currency from the list, such as GBP, USD or EUR.',
  id: (label: string) => `${label} must be a whole number of 1 or more.`,
} as const;

/** Forms send '' for an emptied field: stored as "not set". Other values pass as they are. */
const blankToNull = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);

/** Years and counts may come as JSON numbers from a JSON client; the stored form is their digits. */
const numberToText = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : blankToNull(value);

/** Optional text: blank clears (null). Names and places are one line; descriptions and notes (`multiLineText`) may run over lines. */
export const optionalWineText = (label: string, max: number = WINE_TEXT_LIMITS.text, text = singleLineText) =>
  z
    .preprocess(
      blankToNull,
      text(WINE_FIELD_MESSAGES.text(label))
        .max(max, { error: WINE_FIELD_MESSAGES.tooLong(label, max) })
        .nullable(),
    )
    .optional();

/** Required text: trimmed, not blank, at most `max`. */
export const requiredWineText = (label: string, required: string, max: number = WINE_TEXT_LIMITS.text) =>
  singleLineText(required)
    .trim()
    .min(1, { error: required })
    .max(max, { error: WINE_FIELD_MESSAGES.tooLong(label, max) });

/** A 4-digit year, kept as its text ('2019'). */
export const optionalYear = (label: string) =>
  z
    .preprocess(
      numberToText,
      singleLineText(WINE_FIELD_MESSAGES.year(label))
        .regex(/^\d{4}$/, { error: WINE_FIELD_MESSAGES.year(label) })
        .nullable(),
    )
    .optional();

/** Digits and one decimal point, at most 5 characters as typed; kept as text ('13.5'), '.5' read as '0.5'. */
export const optionalDecimal = (label: string, max?: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? String(value) : blankToNull(value)),
      singleLineText(WINE_FIELD_MESSAGES.decimal(label))
        .max(WINE_INPUT_CAPS.decimal, { error: WINE_FIELD_MESSAGES.decimal(label), abort: true })
        .regex(/^(\d+\.?\d*|\.\d+)$/, { error: WINE_FIELD_MESSAGES.decimal(label), abort: true })
        .transform((text) => text.replace(/^\./, '0.').replace(/\.$/, ''))
        .refine((text) => max === undefined || Number(text) <= max, { error: WINE_FIELD_MESSAGES.decimalMax(label, max ?? 0) })
        .nullable(),
    )
    .optional();

/** The drinking window: a whole number of years, at most 2 digits, kept as text ('10'). */
export const optionalWindow = (label: string) =>
  z
    .preprocess(
      numberToText,
      singleLineText(WINE_FIELD_MESSAGES.window(label))
        .regex(/^\d{1,2}$/, { error: WINE_FIELD_MESSAGES.window(label) })
        .nullable(),
    )
    .optional();

/** 'True' or 'False'; a JSON boolean and any letter case are read as the same. */
export const optionalYesNo = (label: string) =>
  z
    .preprocess(
      (value) => {
        if (typeof value === 'boolean') return value ? 'True' : 'False';
        const cleaned = blankToNull(value);
        if (typeof cleaned !== 'string') return cleaned;
        return YES_NO.find((option) => option.toLowerCase() === cleaned.toLowerCase()) ?? cleaned;
      },
      z.enum(YES_NO, { error: WINE_FIELD_MESSAGES.yesNo(label) }).nullable(),
    )
    .optional();

/** A whole number on a slider's scale; text digits are read as the number. */
export const optionalSlider = (label: string, scale: { min: number; max: number }) => {
  const message = WINE_FIELD_MESSAGES.slider(label, scale.min, scale.max);
  return z
    .preprocess(
      (value) => {
        const cleaned = blankToNull(value);
        return typeof cleaned === 'string' && /^-?\d+$/.test(cleaned) ? Number(cleaned) : cleaned;
      },
      z.number({ error: message }).int({ error: message }).min(scale.min, { error: message }).max(scale.max, { error: message }).nullable(),
    )
    .optional();
};

/**
 * A multi-value field: one text joined by '|'. A list of texts (a repeated multipart field) is joined too;
 * entries are trimmed, empty ones dropped; nothing left clears the field.
 */
export const optionalMultiValue = (label: string) =>
  z
    .preprocess(
      (value) => {
        const texts =
          typeof value === 'string'
            ? [value]
            : Array.isArray(value) && value.every((entry): entry is string => typeof entry === 'string')
              ? value
              : undefined;
        if (texts === undefined) return value;
        const entries = splitMultiValue(joinMultiValue(texts));
        return entries.length === 0 ? null : entries;
      },
      z
        .array(
          singleLineText(WINE_FIELD_MESSAGES.text(label)).max(WINE_TEXT_LIMITS.multiEntry, {
            error: WINE_FIELD_MESSAGES.multiEntryTooLong(label),
          }),
          {
            error: WINE_FIELD_MESSAGES.text(label),
          },
        )
        .max(WINE_TEXT_LIMITS.multiEntries, { error: WINE_FIELD_MESSAGES.multiEntries(label) })
        .transform(joinMultiValue)
        .nullable(),
    )
    .optional();

/**
 * The highest price of a glass, bottle or magnum, in hundredths: 999,999.99. Eight typed digits could say
 * 99,999,999, far beyond any wine list and beyond the database's integer in hundredths.
 */
export const WINE_PRICE_MAX_MINOR = 99_999_999;

/**
 * Wine prices are kept in hundredths of the unit whatever the currency: the editor takes at most 2 decimals
 * (spec §5) and the answer shows 2 ("12.50", spec §3), so a yen or dinar price reads as typed, and changing
 * the currency does not rescale the stored prices. This is the currency whose 2 minor digits say so.
 */
const HUNDREDTHS = 'GBP';

/** A stored wine price (hundredths) as the API writes it: "12.50". */
export const winePriceToDecimal = (hundredths: number): string => minorToDecimal(hundredths, HUNDREDTHS);

/**
 * A price as typed (at most 8 characters, 0 or more, at most 2 decimals; '.5' and '12.' read as 0.50 and
 * 12.00), given to the server in hundredths: '12.5' is 1250 in any currency.
 */
export const optionalPrice = (label: string) => {
  const message = WINE_FIELD_MESSAGES.price(label);
  return z
    .preprocess(
      (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : blankToNull(value)),
      singleLineText(message)
        .max(WINE_INPUT_CAPS.price, { error: message, abort: true })
        .regex(/^(\d+\.?\d{0,2}|\.\d{1,2})$/, { error: message, abort: true })
        .transform((text, context) => {
          const minor = decimalToMinor(`0${text}`.replace(/\.$/, ''), HUNDREDTHS);
          if (minor === undefined) {
            context.addIssue({ code: 'custom', message });
            return z.NEVER;
          }
          if (minor > WINE_PRICE_MAX_MINOR) {
            context.addIssue({ code: 'custom', message: WINE_FIELD_MESSAGES.priceMax(label) });
            return z.NEVER;
          }
          return minor;
        })
        .nullable(),
    )
    .optional();
};

/** A currency code of the site's list (GBP, USD, EUR, CHF...), in any letter case; it cannot be cleared. */
export const optionalPriceCurrency = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string({ error: WINE_FIELD_MESSAGES.currency }).refine(isCurrencyCode, { error: WINE_FIELD_MESSAGES.currency }),
    )
    .optional();

/** A record's id: a whole number of 1 or more, as a JSON number or the digits a form sends. */
export const idField = (label: string) => {
  const message = WINE_FIELD_MESSAGES.id(label);
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value.trim()) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }),
  );
};

/** An id that may be left out; a blank form value (an unchosen dropdown) or null counts as left out. */
export const optionalIdField = (label: string) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    idField(label).optional(),
  );
