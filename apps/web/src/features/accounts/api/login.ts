import { useMutation } from '@tanstack/react-query';
import { AuthSessionSchema, type LoginInput } from '@trg/contract/accounts';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/login-user/: the user and a token, or the server's one generic message. */
export const login = (input: LoginInput) => apiFetch(API_PATHS.login, { body: input, schema: AuthSessionSchema });

export const useLogin = () => useMutation({ mutationFn: login });
