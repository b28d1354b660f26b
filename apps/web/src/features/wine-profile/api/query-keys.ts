import type { WineProfileQuery } from '@trg/contract/wine-profiles';

/** Every cached answer of the wine profile page, under one root. */
export const wineProfileKeys = {
  all: ['wine-profile'] as const,
  /** One wine's profile, as its wine list shows it. */
  details: (query: WineProfileQuery) => [...wineProfileKeys.all, 'details', query.wineListId, query.wineId] as const,
  /** The reference lists of the editor's searches (the same for every wine). */
  reference: (list: 'region' | 'wine' | 'food') => [...wineProfileKeys.all, 'reference', list] as const,
  /** What anyone may know of one wine (ours, issue 30). */
  teaser: (query: WineProfileQuery) => [...wineProfileKeys.all, 'teaser', query.wineListId, query.wineId] as const,
  /** The guests' tastings of one wine (ours, issue 30). */
  tastings: (query: WineProfileQuery) => [...wineProfileKeys.all, 'tastings', query.wineListId, query.wineId] as const,
  /** A page of one wine's reviews people read (ours, issue 31). */
  reviews: (query: WineProfileQuery, page: number) => [...wineProfileKeys.all, 'reviews', query.wineListId, query.wineId, page] as const,
  /** The signed-in member's wine reviews. */
  myReviews: () => [...wineProfileKeys.all, 'my-reviews'] as const,
};
