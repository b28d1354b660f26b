import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { newsKeys } from './query-keys.ts';

// The schema (and zod) loads with the first read, when the visitor nears the news.
export const getChampagneNews = async () =>
  apiFetch(API_PATHS.champagneNews, { schema: (await import('@trg/contract/news')).ChampagneNewsSchema });

export const champagneNewsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.champagne(), queryFn: getChampagneNews, staleTime: 5 * 60_000, retry: false });

export function useChampagneNews(enabled: boolean) {
  return useQuery({ ...champagneNewsQueryOptions(), enabled });
}
