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

/** "£12.50": the currency symbol and 2 decimals, as the spec shows money. */
export function formatMoney(amountMinor: number, currency: string): string {
  return `${currencySymbol(currency)}${minorToDecimal(amountMinor, currency)}`;
}
