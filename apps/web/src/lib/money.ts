import { currencySymbol } from '@trg/contract/lists/currencies';
import { DEFAULT_CURRENCY } from '@trg/contract/money';

/**
 * '£45.00': the currency's symbol and the API's 2-decimal amount; '' when there is no amount. An order has no
 * currency until its first item; until then its (zero) totals show in the default currency.
 */
export function moneyText(amount: string | null, currency: string | null): string {
  return amount === null ? '' : `${currencySymbol(currency ?? DEFAULT_CURRENCY)}${amount}`;
}
