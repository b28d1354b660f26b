import { formatDate, formatTime } from '@trg/contract/dates';
import { decimalToMinor, formatMoney } from '@trg/contract/money';
import { timeZoneLabel } from '@trg/contract/display';

/** '€1,250.00' from the API's decimal amount. */
export function moneyOf(amount: string, currency: string): string {
  return formatMoney(decimalToMinor(amount, currency) ?? 0, currency);
}

/** '18 July 2026, 19:30 (Paris time, GMT+2)': the item's own date, time and zone; 'Date to be confirmed' without a date. */
export function whenOf(item: { date: string | null; time: string | null; timeZone: string | null; timeZoneId?: string | null }): string {
  if (!item.date) return 'Date to be confirmed';
  const zone = item.timeZone ? ` (${timeZoneLabel(item.timeZoneId ?? item.timeZone, { date: item.date, offset: item.timeZone })})` : '';
  const time = item.time ? `, ${formatTime(item.time)}${zone}` : '';
  return `${formatDate(item.date)}${time}`;
}
