import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { MyWineReviewsSchema } from '@trg/contract/wine-reviews';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineProfileKeys } from './query-keys.ts';

/** GET get-wine-reviews/: the member's own wine reviews, and the ids of the wines reviewed. */
export const getMyWineReviews = (signal?: AbortSignal) =>
  apiFetch(API_PATHS.wineProfile.myReviews, { schema: MyWineReviewsSchema, signal });

export const useMyWineReviews = () =>
  useQuery({ queryKey: wineProfileKeys.myReviews(), queryFn: ({ signal }) => getMyWineReviews(signal) });
