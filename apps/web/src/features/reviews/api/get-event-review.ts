import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventReviewSchema } from '@trg/contract/reviews';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { reviewsKeys } from './query-keys.ts';

export const getEventReview = (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.reviews.mine, { id }), { schema: EventReviewSchema, signal });

export const eventReviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: reviewsKeys.item(id), queryFn: ({ signal }) => getEventReview(id, signal) });

export const useEventReview = (id: number) => useQuery(eventReviewQueryOptions(id));
