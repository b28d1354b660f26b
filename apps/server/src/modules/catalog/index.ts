/**
 * The catalog's face: what other modules may use of the events and experiences. Its tables stay inside; a
 * foreign key to them is declared schema to schema.
 */
export { itemTag, listingTag } from './cache-tags.ts';
export { hasItemStarted, listedItemLinks, listedItemsPouring, publishedItemKind, type ListedItemLink } from './public.ts';
export {
  hostedItemIdsSql,
  itemsOfHosts,
  itemSummaries,
  publishedItemsByTitle,
  setHostItemsSuspended,
  slotsOfItems,
  type ConsoleItem,
} from './console.ts';
export { currenciesPouring, itemIdsPouring, someItemPouringSql } from './wine-list-links.ts';
export { messagedItem, type MessagedItem } from './guest-items.ts';
export type { SalesFigures, TicketPricing } from './ports.ts';
export type { ItemKind } from './schema.ts';
export { refundTermsOf } from './refund-terms.ts';
