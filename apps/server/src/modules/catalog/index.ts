// The catalog's public face: what other modules may use of it.
export { itemTag } from './cache-tags.ts';
export type { SalesFigures, TicketPricing } from './ports.ts';
export type { ItemKind } from './schema.ts';
