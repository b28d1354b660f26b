import { formatDate, formatTime } from '@trg/contract/dates';
import { decimalToMinor, formatMoney } from '@trg/contract/money';

/** '€1,250.00' from the API's decimal amount. */
export function moneyOf(amount: string, currency: string): string {
  return formatMoney(decimalToMinor(amount, currency) ?? 0, currency);
}

/** '14 July 2026, 19:00 (GMT+01:00)': the item's own date, time and zone; 'Date to be confirmed' without a date. */
export function whenOf(item: { date: string | null; time: string | null; timeZone: string | null }): string {
  if (!item.date) return 'Date to be confirmed';
  const time = item.time ? `, ${formatTime(item.time)}${item.timeZone ? ` (${item.timeZone})` : ''}` : '';
  return `${formatDate(item.date)}${time}`;
}
