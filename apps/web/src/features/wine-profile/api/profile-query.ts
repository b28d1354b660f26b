import type { WineProfileQuery } from '@trg/contract/wine-profiles';

/** The `?wine-list={id}&wine={id}` of every profile call. */
export const profileQueryString = (query: WineProfileQuery) => ({ 'wine-list': query.wineListId, wine: query.wineId });
