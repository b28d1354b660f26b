/**
 * Money as the pages show it, as Intl writes it: the browser's pages import this without the currency list (the
 * amount's own decimals say the currency's precision, since the API writes them).
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
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * What en-GB writes before an amount in place of these codes (CLDR's symbols); it writes every other ISO code as it
 * is, then a no-break space. Codes beginning with X (the CFA francs and others CLDR spells in letters) are left to Intl.
 */
const EN_GB_SYMBOLS: Readonly<Record<string, string>> = Object.fromEntries(
  'AUD:A$ BRL:R$ CAD:CA$ CNY:CN¥ EUR:€ GBP:£ HKD:HK$ ILS:₪ INR:₹ JPY:JP¥ KRW:₩ MXN:MX$ NZD:NZ$ PHP:₱ TWD:NT$ USD:US$ VND:₫ XCD:EC$'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * An API amount in the site's own locale, written out without Intl: the first Intl.NumberFormat a page makes
 * costs some 20 ms in Node on this project's machine (ICU sets up its number formatting), and the page's first
 * price was paying it in the middle of hydration, about a quarter of the app's start on a slowed phone CPU (see
 * docs/capabilities/server-rendering.md). Undefined for what it does not cover (another shape of number, a code
 * in letters), which Intl then formats. money.test.ts holds it to Intl's output for every listed currency.
 */
function siteLocaleMoney(text: string, code: string): string | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  const symbol = EN_GB_SYMBOLS[code] ?? (/^[A-Z]{3}$/.test(code) && !code.startsWith('X') ? `${code}\u00a0` : undefined);
  if (!match || symbol === undefined) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${symbol}${grouped}.${fraction.padEnd(2, '0')}`;
}

/**
 * '€1,250.00', 'CHF 35.00', '£12.50': an API amount (a decimal string such as "1250.00") in the page's locale,
 * with the currency's symbol and grouping as Intl.NumberFormat writes them; the API's value itself is left as it
 * is. The spec shows 2 decimals whatever the currency; 3-digit currencies keep their precision.
 */
export function formatDecimalMoney(amount: string, currency: string, locale: string = MONEY_LOCALE): string {
  const code = currency.trim().toUpperCase();
  const text = amount.trim();
  const written = locale === MONEY_LOCALE ? siteLocaleMoney(text, code) : undefined;
  if (written !== undefined) return written;
  const value = Number(text);
  const digits = Math.max(2, /\.(\d+)$/.exec(text)?.[1]?.length ?? 0);
  if (Number.isFinite(value) && text !== '') {
    const formatter = moneyFormatter(code, digits, locale);
    if (formatter) return formatter.format(value);
  }
  // Not an amount (or a code Intl refuses): left as it is, after the currency's symbol where Intl knows one.
  const symbol = moneyFormatter(code, 2, locale)
    ?.formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return `${symbol ?? `${code} `}${amount}`;
}
