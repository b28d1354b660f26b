import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { apiFetch } from './api-client.ts';

const schemas = () => import('@trg/contract/reviews');

/**
 * What a review is of, for its answer and report: an event or experience, or a wine (decision 0033), and the cached
 * answers to read again once it changed (the lists of its reviews).
 */
export interface ReviewTarget {
  kind: 'item' | 'wine';
  lists: QueryKey;
}

const PATHS = {
  item: { answer: API_PATHS.reviews.answer, report: API_PATHS.reviews.report },
  wine: { answer: API_PATHS.wineProfile.answerReview, report: API_PATHS.wineProfile.reportReview },
} as const;

/** The host answers a review once; the lists of the reviews (and the page) are read again. */
export function useAnswerReview(target: ReviewTarget, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, answer }: { reviewId: number; answer: string }) =>
      apiFetch(apiPath(PATHS[target.kind].answer, { id: reviewId }), { body: { answer }, schema: (await schemas()).ShownReviewSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: target.lists });
      await onChanged?.();
    },
  });
}

/** Anyone signed in reports a review, once, with a reason. */
export function useReportReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      apiFetch(apiPath(PATHS[target.kind].report, { id: reviewId }), { body: { reason }, schema: (await schemas()).ReviewReportedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: target.lists }),
  });
}
