import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventReviewSchema, type CreateEventReviewInput } from '@trg/contract/reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventReviewQueryOptions } from './get-event-review.ts';

export const createEventReview = (id: number, input: CreateEventReviewInput) =>
  apiFetch(`/api/auth/business-profile/create-event-and-experience-review/${id}/`, { body: input, schema: EventReviewSchema });

/** After submitting, the review shows read-only and the item's rating summary is reloaded. */
export function useCreateEventReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventReviewInput) => createEventReview(id, input),
    onSuccess: (review) => {
      queryClient.setQueryData(eventReviewQueryOptions(id).queryKey, review);
      return queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
