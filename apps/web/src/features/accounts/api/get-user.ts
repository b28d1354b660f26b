import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { accountsKeys } from './query-keys.ts';

// The schema loads with the first call: only signed-in visitors need it, so it stays out of the first script.
export const getUser = async () => apiFetch(API_PATHS.user, { schema: (await import('@trg/contract/accounts')).AuthUserSchema });

export const userQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountsKeys.user(token),
    queryFn: getUser,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
