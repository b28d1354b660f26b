import type { PublicItem } from '@trg/contract/catalog';

/** Below this many tickets, the page says how many remain. */
export const FEW_TICKETS_LEFT = 10;

/** How many tickets remain, when sales are open and fewer than ten are left. */
export function ticketsLeftText(item: Pick<PublicItem, 'salesState' | 'ticketsAvailable'>): string | null {
  const left = item.ticketsAvailable;
  if (item.salesState !== 'open' || left <= 0 || left >= FEW_TICKETS_LEFT) return null;
  return `Only ${left} left`;
}

/** 'Only 3 left', under the price, while fewer than ten tickets remain. */
export function TicketsLeft({
  item,
  className = 'tickets-left',
}: {
  item: Pick<PublicItem, 'salesState' | 'ticketsAvailable'>;
  className?: string;
}) {
  const text = ticketsLeftText(item);
  return text ? <p className={className}>{text}</p> : null;
}
