import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import { WineReviewSchema, type CreateWineReviewInput } from '@trg/contract/wine-reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineProfileKeys } from './query-keys.ts';

/** POST create-wine-review/{id}, {id} the wine: the rating and comment; answers the review (201). */
export const createWineReview = (wineId: number, review: CreateWineReviewInput) =>
  apiFetch(apiPath(API_PATHS.wineProfile.createReview, { id: wineId }), { body: review, schema: WineReviewSchema });

/** On success the member's reviews and the profile's review summary are reloaded. */
export function useCreateWineReview(query: WineProfileQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateWineReviewInput) => createWineReview(query.wineId, review),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wineProfileKeys.myReviews() }),
        queryClient.invalidateQueries({ queryKey: wineProfileKeys.details(query) }),
      ]),
  });
}
