import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { EventReviewSchema, type CreateEventReviewInput } from '@trg/contract/reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventReviewQueryOptions } from './get-event-review.ts';

export const createEventReview = (id: number, input: CreateEventReviewInput) =>
  apiFetch(apiPath(API_PATHS.reviews.create, { id }), { body: input, schema: EventReviewSchema });

/** After submitting, the review shows read-only and `onReviewed` reloads the item's rating summary. */
export function useCreateEventReview(id: number, onReviewed: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventReviewInput) => createEventReview(id, input),
    onSuccess: (review) => {
      queryClient.setQueryData(eventReviewQueryOptions(id).queryKey, review);
      return onReviewed();
    },
  });
}
