import type { CatalogKind } from '@trg/contract/catalog-rules';
import type { ListingParams } from './get-listing.ts';

/** Every cached answer of the catalog, under one root: invalidating a prefix refreshes all below it. */
export const catalogKeys = {
  all: ['catalog'] as const,
  listings: (kind: CatalogKind) => [...catalogKeys.all, kind, 'listing'] as const,
  listing: (kind: CatalogKind, params: ListingParams) => [...catalogKeys.listings(kind), params] as const,
  item: (kind: CatalogKind, id: number) => [...catalogKeys.all, kind, 'item', id] as const,
  /** The host's items of a kind; with an id, one of them. */
  host: (kind: CatalogKind, id?: number) =>
    id === undefined ? ([...catalogKeys.all, kind, 'host'] as const) : ([...catalogKeys.all, kind, 'host', id] as const),
  hostList: (kind: CatalogKind) => [...catalogKeys.host(kind), 'list'] as const,
  /** An experience's slots as guests see them: under its item, so that refreshing the item refreshes them too. */
  slots: (id: number) => [...catalogKeys.item('experience', id), 'slots'] as const,
  /** The host's weekly schedule of an experience, and its slots by month (null: the month the server picks). */
  schedule: (id: number) => [...catalogKeys.host('experience', id), 'schedule'] as const,
  hostSlots: (id: number, month?: string | null) =>
    month === undefined
      ? ([...catalogKeys.host('experience', id), 'slots'] as const)
      : ([...catalogKeys.host('experience', id), 'slots', month ?? 'first'] as const),
  /** The member's bookings, and one booked item with its rating summary. */
  bookings: () => [...catalogKeys.all, 'bookings', 'list'] as const,
  booking: (id: number) => [...catalogKeys.all, 'bookings', id] as const,
  /** The host's guest list of an item or slot (its door's list too). */
  guests: (id: number) => [...catalogKeys.all, 'guests', id] as const,
  /** Where the member stands on an item's waiting list (under the bookings: a purchase refreshes it). */
  waitingList: (id: number) => [...catalogKeys.all, 'bookings', 'waiting-list', id] as const,
  /** The gazetteer's towns for a search (or a country's largest, for q ''). */
  places: (q: string, country: string | null) => [...catalogKeys.all, 'places', q, country ?? ''] as const,
};
