import { useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WineReviewsPageSchema, type ShownReview, type WineReviewsPage } from '@trg/contract/reviews';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryString } from './profile-query.ts';
import { wineProfileKeys } from './query-keys.ts';

const reviewsPath = (query: WineProfileQuery, page: number) =>
  apiPath(API_PATHS.wineProfile.reviews, undefined, { ...profileQueryString(query), page });

/** One page of the wine's reviews people read; the first came with the profile. */
export function useWineReviewsPage(query: WineProfileQuery, page: number, first: ShownReview[], count: number) {
  const served: WineReviewsPage = { results: first, count, page: 1, pageSize: first.length };
  return useQuery({
    queryKey: wineProfileKeys.reviews(query, page),
    queryFn: ({ signal }) => apiFetch(reviewsPath(query, page), { schema: WineReviewsPageSchema, signal }),
    ...(page === 1 ? { initialData: served, staleTime: 30_000 } : {}),
  });
}
