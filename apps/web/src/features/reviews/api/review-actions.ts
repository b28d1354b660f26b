import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewsKeys } from './query-keys.ts';

const schemas = () => import('@trg/contract/reviews');

/** The item's host answers a review once; the lists of the item's reviews (and its page) are read again. */
export function useAnswerReview(itemId: number, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, answer }: { reviewId: number; answer: string }) =>
      apiFetch(apiPath(API_PATHS.reviews.answer, { id: reviewId }), { body: { answer }, schema: (await schemas()).ShownReviewSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...reviewsKeys.all, 'of-item', itemId] });
      await onChanged?.();
    },
  });
}

/** Anyone signed in reports a review, once, with a reason. */
export function useReportReview(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      apiFetch(apiPath(API_PATHS.reviews.report, { id: reviewId }), { body: { reason }, schema: (await schemas()).ReviewReportedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewsKeys.all, 'of-item', itemId] }),
  });
}
