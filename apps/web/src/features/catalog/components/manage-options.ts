import { CALLING_CODES, dialCodeFor } from '@trg/contract/lists/calling-codes';
import { COUNTRIES } from '@trg/contract/lists/countries';
import { CURRENCIES, REDUCED_CURRENCIES } from '@trg/contract/lists/currencies';
import { EUROPEAN_COUNTRIES } from '@trg/contract/lists/european-countries';
import { DEFAULT_TIME_ZONE } from '@trg/contract/lists/time-zones';

/** The option lists of Manage Event's selects, and how a stored value picks its option. */

export const CURRENCY_OPTIONS = [
  ...REDUCED_CURRENCIES.map((code) => CURRENCIES.find((c) => c.code === code)).filter((c) => c !== undefined),
  ...CURRENCIES.filter((c) => !(REDUCED_CURRENCIES as readonly string[]).includes(c.code)),
].map((c) => ({ value: c.code, label: `${c.code} (${c.symbol}) ${c.name}` }));

export const COUNTRY_OPTIONS = [{ value: '', label: 'Choose a country' }, ...COUNTRIES.map((c) => ({ value: c.code, label: c.name }))];
export const CALLING_CODE_OPTIONS = [
  { value: '', label: 'Choose a country code' },
  ...CALLING_CODES.map((c) => ({ value: c.country, label: `${c.name} (${c.dialCode})` })),
];

// Several countries share a calling code; show the stored code as the most likely one.
const PREFERRED_FOR_CODE = ['GB', 'US', 'FR', 'IT', 'ES', 'PT', 'DE', 'CH', 'AU', 'NZ', 'NO', 'FI', 'RU', 'ZA'];

/** The calling-code option for a stored code: the venue's country when it has that code, else the likeliest. */
export function countryForDialCode(code: string | null, hint: string | null): string {
  if (!code) return '';
  if (hint && dialCodeFor(hint) === code) return hint;
  return (
    PREFERRED_FOR_CODE.find((country) => dialCodeFor(country) === code) ?? CALLING_CODES.find((c) => c.dialCode === code)?.country ?? ''
  );
}

/** 'Paris (Europe/Paris)': a zone by its city, then its full name; the fixed ones by name alone. */
function zoneOptionLabel(zone: string): string {
  if (zone === DEFAULT_TIME_ZONE) return 'Coordinated Universal Time (Etc/UTC)';
  const city = zone.startsWith('Etc/') ? undefined : zone.split('/').at(-1)?.replace(/_/g, ' ');
  return city ? `${city} (${zone})` : zone;
}

let everyZone: readonly string[] | undefined;

/**
 * The zones the picker offers: the one the item keeps, then its country's (Spain's mainland, Canaries and Ceuta), then
 * UTC and every zone the browser's tz database knows, by name. A zone shows once, in its first place.
 */
export function timeZoneOptions(country: string | null | undefined, current: string): { value: string; label: string }[] {
  everyZone ??= Intl.supportedValuesOf('timeZone');
  const ordered = [current, ...(country ? (EUROPEAN_COUNTRIES[country.toUpperCase()]?.zones ?? []) : []), DEFAULT_TIME_ZONE, ...everyZone];
  return [...new Set(ordered)].map((zone) => ({ value: zone, label: zoneOptionLabel(zone) }));
}

// The currencies a European host is likely to take: the site's short list, then Europe's, by code.
const EXPENSE_CURRENCIES = [
  ...REDUCED_CURRENCIES,
  ...[...new Set(Object.values(EUROPEAN_COUNTRIES).map((defaults) => defaults.currency))]
    .filter((code) => !(REDUCED_CURRENCIES as readonly string[]).includes(code))
    .sort(),
];

/** The currency checkboxes: the likely ones, plus any already chosen outside them. */
export function expenseCurrencyOptions(chosen: readonly string[]) {
  const codes = [...EXPENSE_CURRENCIES, ...chosen.filter((code) => !EXPENSE_CURRENCIES.includes(code))];
  return codes.map((code) => {
    const currency = CURRENCIES.find((c) => c.code === code);
    return { value: code, label: currency ? `${code} (${currency.symbol}) ${currency.name}` : code };
  });
}
