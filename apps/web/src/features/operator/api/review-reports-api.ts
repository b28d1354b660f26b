import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ModerationDoneSchema, ReviewReportQueueSchema, type ReportedReview } from '@trg/contract/reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

const reviewReportKeys = { all: operatorKeys.area('review-reports') };

export const useReviewReports = () =>
  useQuery({
    queryKey: reviewReportKeys.all,
    queryFn: () => apiFetch(OPERATOR_API_PATHS.reviewReports, { schema: ReviewReportQueueSchema }),
  });

/** The console's routes for each kind of review: an event's or experience's, or a wine's (decision 0033). */
const MODERATION_PATHS = {
  item: { hide: OPERATOR_API_PATHS.reviewHide, dismiss: OPERATOR_API_PATHS.reviewReportsDismiss },
  wine: { hide: OPERATOR_API_PATHS.wineReviewHide, dismiss: OPERATOR_API_PATHS.wineReviewReportsDismiss },
} as const;

/** Hides a review with the reason (written to the audit log by the server): it is no longer shown nor counted. */
export function useHideReview(kind: ReportedReview['kind']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      apiFetch(apiPath(MODERATION_PATHS[kind].hide, { id: reviewId }), { body: { reason }, schema: ModerationDoneSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewReportKeys.all }),
  });
}

/** Dismisses a review's open reports (in the audit log): it stays shown and leaves the queue. */
export function useDismissReviewReports(kind: ReportedReview['kind']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) =>
      apiFetch(apiPath(MODERATION_PATHS[kind].dismiss, { id: reviewId }), { method: 'POST', schema: ModerationDoneSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewReportKeys.all }),
  });
}
