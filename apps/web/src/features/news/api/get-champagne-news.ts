import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChampagneNewsSchema } from '@trg/contract/news';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { newsKeys } from './query-keys.ts';

export const getChampagneNews = () => apiFetch(API_PATHS.champagneNews, { schema: ChampagneNewsSchema });

export const champagneNewsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.champagne(), queryFn: getChampagneNews, staleTime: 5 * 60_000, retry: false });

export function useChampagneNews() {
  return useQuery(champagneNewsQueryOptions());
}
