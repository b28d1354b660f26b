import { CURRENCIES, minorUnits } from './lists/currencies.ts';

/**
 * How a payment provider (Stripe) counts an amount in each currency, beside ISO 4217's minor units that the shop
 * keeps. Stripe's rules (https://docs.stripe.com/currencies): amounts are in the currency's smallest unit, two
 * decimals unless listed otherwise;
 * - zero-decimal currencies (JPY, KRW, CLP, the CFA francs, ...) count whole units;
 * - three-decimal currencies (BHD, JOD, KWD, OMR, TND) count thousandths, and the last digit must be 0;
 * - ISK became zero-decimal, but Stripe still counts it in two decimals that must be 00 (5 ISK is 500);
 * - HUF and TWD are charged in two decimals (only their payouts are whole units, which is the provider's business).
 */
export interface ProviderUnit {
  /** Decimals the provider counts in. */
  readonly decimals: number;
  /** The provider's amount must be a multiple of this (ISK: whole krónur, 100; three-decimal: 10). */
  readonly multipleOf: number;
}

const ZERO_DECIMAL = ['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
const THREE_DECIMAL = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'];

const SPECIAL: Readonly<Record<string, ProviderUnit>> = {
  ...Object.fromEntries(ZERO_DECIMAL.map((code) => [code, { decimals: 0, multipleOf: 1 }])),
  ...Object.fromEntries(THREE_DECIMAL.map((code) => [code, { decimals: 3, multipleOf: 10 }])),
  ISK: { decimals: 2, multipleOf: 100 },
};

const TWO_DECIMAL: ProviderUnit = { decimals: 2, multipleOf: 1 };

/** The provider's unit for a currency (any case). */
export function providerUnit(currency: string): ProviderUnit {
  return SPECIAL[currency.trim().toUpperCase()] ?? TWO_DECIMAL;
}

/** Every currency the site lists, with the provider's unit: the one table the adapter reads. */
export const PROVIDER_UNITS: ReadonlyMap<string, ProviderUnit> = new Map(
  CURRENCIES.map((currency) => [currency.code, providerUnit(currency.code)]),
);

/** An amount the provider cannot charge in this currency (a fraction it does not count). */
export class ProviderAmountError extends RangeError {}

/** The shop's integer minor units (ISO 4217) as the provider's amount; throws when the provider cannot charge it exactly. */
export function toProviderAmount(amountMinor: number, currency: string): number {
  if (!Number.isSafeInteger(amountMinor)) throw new ProviderAmountError(`Not an amount in minor units: ${amountMinor}`);
  const unit = providerUnit(currency);
  const shift = unit.decimals - minorUnits(currency);
  let amount: number;
  if (shift >= 0) {
    amount = amountMinor * 10 ** shift;
  } else {
    const divisor = 10 ** -shift;
    if (amountMinor % divisor !== 0) {
      throw new ProviderAmountError(
        `${currency.toUpperCase()} ${amountMinor} (minor units) has a fraction the payment provider cannot charge.`,
      );
    }
    amount = amountMinor / divisor;
  }
  if (amount % unit.multipleOf !== 0) {
    throw new ProviderAmountError(
      `${currency.toUpperCase()} ${amountMinor} (minor units) has a fraction the payment provider cannot charge.`,
    );
  }
  return amount;
}

/** The provider's amount (from an intent, a refund or a webhook) in the shop's integer minor units. */
export function fromProviderAmount(amount: number, currency: string): number {
  const shift = providerUnit(currency).decimals - minorUnits(currency);
  if (shift <= 0) return amount * 10 ** -shift;
  // A provider's fraction the shop does not count (never for amounts the shop sent) is rounded to the nearest unit.
  return Math.round(amount / 10 ** shift);
}
