import { queryOptions } from '@tanstack/react-query';
import { AuthUserSchema } from '@trg/contract/accounts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getUser = () => apiFetch('/api/auth/user', { schema: AuthUserSchema });

export const userQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'user', token],
    queryFn: getUser,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
