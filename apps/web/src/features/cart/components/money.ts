import { currencySymbol } from '@trg/contract/lists/currencies';

/** "£95.00" from the API's decimal string and its currency. */
export function showMoney(amount: string, currency: string | null): string {
  return `${currency ? currencySymbol(currency) : '£'}${amount}`;
}
