/** The CSV files the site writes (the console's sign-ups and charts, a member's cellar): RFC 4180, safe to open in a spreadsheet. */

export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such a cell gets a "'", which
// spreadsheets show as text. Also after apostrophes, so that an import taking one "'" off (the cellar's) gives
// back the very text exported.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One CSV cell: quoted when it holds a comma, a double quote or a line break (quotes doubled); text starting like
 * a formula is prefixed with `'`. Numbers are ours (the minus of -12 is no formula) and are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the header first) as CSV text: CRLF line ends, after a byte order mark so that spreadsheets read UTF-8. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
