import { z } from './zod.ts';

/**
 * The rules every text a client sends passes, whatever its field, and the strictness of every input object.
 * PostgreSQL cannot store a NUL byte or half of a UTF-16 surrogate pair, and no person types the other control
 * characters; tab and line breaks belong only in free text (descriptions, comments, messages, notes).
 */

/** The longest one-line text of any field (the longest a browser's address bar takes). */
export const SINGLE_LINE_MAX = 2048;

export const TEXT_MESSAGES = {
  tooLong: (max: number) => `Keep this to ${max.toLocaleString('en-GB')} characters or fewer.`,
  controlCharacters: 'Remove the control characters from this text.',
  required: 'Please fill in this field.',
  notText: 'Please enter this as text.',
  notObject: 'Send the fields as a JSON object.',
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1 ? `This field cannot be sent here: ${keys.join(', ')}.` : `These fields cannot be sent here: ${keys.join(', ')}.`,
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * True when the text holds no C0 control character, DEL or lone surrogate; with `multiLine`, tabs and line
 * breaks (LF, CR) are allowed.
 */
export function isPlainText(value: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (!(multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))) return false;
    } else if (code === DELETE || isLowSurrogate(code)) {
      return false;
    } else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return false;
      index += 1;
    }
  }
  return true;
}

/**
 * `required` answers a missing field, `notText` any other value that is not text; `notText` defaults to
 * `required` when that is given, so one message may serve both, as most forms want.
 */
function text(multiLine: boolean, required?: string, notText: string | undefined = required) {
  const string = z.string({
    error: (issue) => (issue.input === undefined ? (required ?? TEXT_MESSAGES.required) : (notText ?? TEXT_MESSAGES.notText)),
  });
  // Every one-line field is short whatever its own rules say, so every body has a largest size (the server's body
  // limits follow from it); free text states its own length.
  return (multiLine ? string : string.max(SINGLE_LINE_MAX, { error: TEXT_MESSAGES.tooLong(SINGLE_LINE_MAX), abort: true })).refine(
    (value) => isPlainText(value, { multiLine }),
    { error: TEXT_MESSAGES.controlCharacters, abort: true },
  );
}

/**
 * A one-line text (a name, a code, an address line): no control characters at all. `required` is the message
 * for a missing field (and for any non-text value unless `notText` is given); the caller chains its own rules.
 */
export const singleLineText = (required?: string, notText?: string) => text(false, required, notText);

/** Free text that may run over lines (descriptions, comments, messages, notes): tabs and line breaks allowed. */
export const multiLineText = (required?: string, notText?: string) => text(true, required, notText);

/** The `error` of a strict object: an unknown field is refused, naming it; anything but an object is refused too. */
export const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) => {
    if (issue.code === 'unrecognized_keys') return TEXT_MESSAGES.unknownFields(issue.keys ?? []);
    return issue.code === 'invalid_type' ? TEXT_MESSAGES.notObject : undefined;
  },
};

/** An input object (a body, a query string, a nested part of a body): any field it does not know is a 400. */
export const inputObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape, unknownFields);

// Names ---------------------------------------------------------------------------------------------------

/**
 * A person's name or a city: letters of any script (with their combining marks), and spaces, hyphens,
 * apostrophes (' and ’) and dots between them; it may end with a dot (an initial). 'Zoë', 'Anne-Marie',
 * "O'Neil", 'St. Malo', 'New York'.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;
