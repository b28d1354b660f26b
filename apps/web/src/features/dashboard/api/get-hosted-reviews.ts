import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { HostedReviewsPageSchema } from '@trg/contract/reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

export const getHostedReviews = (page: number, waiting: boolean) =>
  apiFetch(apiPath(API_PATHS.reviews.hosted, undefined, { page, waiting: String(waiting) }), { schema: HostedReviewsPageSchema });

/** A page of the shown reviews of the host's events and experiences, newest first; `waiting` only the unanswered. */
export const useHostedReviews = (page: number, waiting: boolean) =>
  useQuery({
    queryKey: dashboardKeys.hostedReviews(page, waiting),
    queryFn: () => getHostedReviews(page, waiting),
    placeholderData: keepPreviousData,
  });
