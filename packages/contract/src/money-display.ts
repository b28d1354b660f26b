/**
 * Money as the pages show it, through Intl alone: the browser's pages import this without the currency list
 * (the amount's own decimals say the currency's precision, since the API writes them).
 */

/** The currency an amount is shown in when nothing says otherwise: an empty cart, a record without one. */
export const DEFAULT_CURRENCY = 'GBP';

/** The pages' language; display.ts's SITE_LOCALE says the same (kept here too so that this file imports nothing). */
const MONEY_LOCALE = 'en-GB';

const formatters = new Map<string, Intl.NumberFormat | null>();

/** One formatter per locale, currency and precision (building one is slow); null for a code Intl refuses. */
function moneyFormatter(currency: string, digits: number, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}|${digits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * '€1,250.00', 'CHF 35.00', '£12.50': an API amount (a decimal string such as "1250.00") in the page's locale
 * through Intl.NumberFormat, with the currency's symbol and grouping; the API's value itself is left as it is.
 * The spec shows 2 decimals whatever the currency; 3-digit currencies keep their precision.
 */
export function formatDecimalMoney(amount: string, currency: string, locale: string = MONEY_LOCALE): string {
  const code = currency.trim().toUpperCase();
  const text = amount.trim();
  const value = Number(text);
  const digits = Math.max(2, /\.(\d+)$/.exec(text)?.[1]?.length ?? 0);
  if (Number.isFinite(value) && text !== '') {
    const formatter = moneyFormatter(code, digits, locale);
    if (formatter) return formatter.format(value);
  }
  // Not an amount (or a code Intl refuses): left as it is, after the currency's symbol where Intl knows one.
  const symbol = moneyFormatter(code, 2, locale)?.formatToParts(0).find((part) => part.type === 'currency')?.value;
  return `${symbol ?? `${code} `}${amount}`;
}
