import { queryOptions } from '@tanstack/react-query';
import { AuthUserSchema } from '@trg/contract/accounts';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { accountsKeys } from './query-keys.ts';

export const getUser = () => apiFetch(API_PATHS.user, { schema: AuthUserSchema });

export const userQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountsKeys.user(token),
    queryFn: getUser,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
