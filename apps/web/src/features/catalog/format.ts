import { formatDate } from '@trg/contract/dates';

/** '14 July 2026', '19:30', 'GMT+01:00' as one line; missing parts are left out. */
export function whenText(item: { date: string | null; time: string | null; timeZone: string }) {
  return [item.date ? formatDate(item.date) : null, item.time, item.time ? item.timeZone : null].filter(Boolean).join(' · ');
}
