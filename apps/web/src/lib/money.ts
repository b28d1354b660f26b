import { currencySymbol } from '@trg/contract/lists/currencies';

// An order has no currency until its first item; until then its (zero) totals show in pounds.
const HOUSE_CURRENCY = 'GBP';

/** '£45.00': the currency's symbol and the API's 2-decimal amount; '' when there is no amount. */
export function moneyText(amount: string | null, currency: string | null): string {
  return amount === null ? '' : `${currencySymbol(currency ?? HOUSE_CURRENCY)}${amount}`;
}
