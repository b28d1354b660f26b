import { minorUnits } from './lists/currencies.ts';
import { formatDecimalMoney } from './money-display.ts';

export { DEFAULT_CURRENCY } from './money-display.ts';

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

/** "£12.50", "€1,250.00": integer minor units shown as formatDecimalMoney shows the API's amounts. */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  return formatDecimalMoney(minorToDecimal(amountMinor, currency), currency, locale);
}
