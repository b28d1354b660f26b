import type { PublicItem } from '@trg/contract/catalog';

/** 'Ends 18:00' beside the start, when the host gave an end time. */
export function EndTimeFact({ item }: { item: Pick<PublicItem, 'endTime'> }) {
  if (!item.endTime) return null;
  return <span className="item-facts__end">Ends {item.endTime}</span>;
}
