import type { CatalogKind } from '@trg/contract/catalog-rules';

/** The public cache's names for what the catalog's anonymous answers show: a kind's listing, one item's detail. */
export const listingTag = (kind: CatalogKind) => `catalog:${kind}`;
export const itemTag = (id: number) => `item:${id}`;
