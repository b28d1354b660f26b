import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@trg/contract/accounts';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/login-user/: the user and a token, or the server's one generic message. */
export const login = async (input: LoginInput) =>
  apiFetch(API_PATHS.login, { body: input, schema: (await import('@trg/contract/accounts')).AuthSessionSchema });

export const useLogin = () => useMutation({ mutationFn: login });
