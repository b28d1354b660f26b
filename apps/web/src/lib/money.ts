import { DEFAULT_CURRENCY, formatDecimalMoney } from '@trg/contract/money-display';

/**
 * '£45.00', '€1,250.00', 'CHF 35.00': the API's 2-decimal amount in the page's locale, with the currency's symbol
 * and grouping; '' when there is no amount. An order has no currency until its first item; until then its (zero)
 * totals show in the default currency.
 */
export function moneyText(amount: string | null, currency: string | null): string {
  return amount === null ? '' : formatDecimalMoney(amount, currency ?? DEFAULT_CURRENCY);
}
