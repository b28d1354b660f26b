import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { ItemReviewsPage, ShownReview } from '@trg/contract/reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewsKeys } from './query-keys.ts';

// The schema (and zod) load with the first page asked for: the item page arrives with its first page of reviews.
export const getItemReviews = async (itemId: number, page: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.reviews.ofItem, { id: itemId }, { page }), {
    schema: (await import('@trg/contract/reviews')).ItemReviewsPageSchema,
    signal,
  });

export const itemReviewsQueryOptions = (itemId: number, page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: [...reviewsKeys.ofItem(itemId, signedIn ? 'signed-in' : 'visitor'), page],
    queryFn: ({ signal }) => getItemReviews(itemId, page, signal),
  });

/**
 * One page of an item's reviews (page by page with plain queries: an infinite query would add its code to every
 * page's first script). A visitor's first page is the one the server rendered with the item (no request); a
 * signed-in reader asks for theirs, which says whether they host the item and which reviews they reported.
 */
export function useItemReviewsPage(itemId: number, page: number, signedIn: boolean, first: ShownReview[], count: number) {
  const served: ItemReviewsPage = { results: first, count, page: 1, pageSize: first.length, youHost: false };
  const options = itemReviewsQueryOptions(itemId, page, signedIn);
  const firstPage = signedIn ? { placeholderData: served } : { initialData: served, staleTime: 30_000 };
  return useQuery({ ...options, ...(page === 1 ? firstPage : {}) });
}
