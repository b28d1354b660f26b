import { minorUnits, currencySymbol } from './lists/currencies.ts';

/** The currency an amount is shown in when nothing says otherwise: an empty cart, a record without one. */
export const DEFAULT_CURRENCY = 'GBP';

/** Converts integer minor units to the decimal string the API shows ("12.50"). */
export function minorToDecimal(amountMinor: number, currency: string): string {
  const digits = minorUnits(currency);
  const negative = amountMinor < 0;
  const abs = Math.abs(amountMinor);
  if (digits === 0) return `${negative ? '-' : ''}${abs}.00`;
  const factor = 10 ** digits;
  const whole = Math.floor(abs / factor);
  const fraction = String(abs % factor).padStart(digits, '0');
  // The spec always shows 2 decimals; 3-digit currencies keep their precision.
  const shown = digits < 2 ? fraction.padEnd(2, '0') : fraction;
  return `${negative ? '-' : ''}${whole}.${shown}`;
}

/** Parses a decimal amount ("12.5", "12.50", 12.5) into integer minor units; undefined when malformed. */
export function decimalToMinor(value: string | number, currency: string): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const digits = minorUnits(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign === '-' ? -minor : minor;
}

/** The pages' language; display.ts's SITE_LOCALE says the same (kept here too so that money.ts imports nothing more). */
const MONEY_LOCALE = 'en-GB';

const formatters = new Map<string, Intl.NumberFormat | null>();

/** One formatter per locale and currency (building one is slow); null for a code Intl refuses. */
function moneyFormatter(currency: string, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // The spec shows 2 decimals whatever the currency; 3-digit currencies keep their precision.
    const digits = Math.max(2, minorUnits(currency));
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
 */
export function formatDecimalMoney(amount: string, currency: string, locale: string = MONEY_LOCALE): string {
  const code = currency.trim().toUpperCase();
  const value = Number(amount);
  const formatter = Number.isFinite(value) && amount.trim() !== '' ? moneyFormatter(code, locale) : null;
  return formatter ? formatter.format(value) : `${currencySymbol(code)}${amount}`;
}

/** "£12.50", "€1,250.00": integer minor units shown as formatDecimalMoney shows the API's amounts. */
export function formatMoney(amountMinor: number, currency: string, locale: string = MONEY_LOCALE): string {
  return formatDecimalMoney(minorToDecimal(amountMinor, currency), currency, locale);
}
