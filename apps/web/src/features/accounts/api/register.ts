import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@trg/contract/accounts';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/register-user-create/ with the anti-forgery header, as the spec sends it. */
export const registerAccount = async (input: RegistrationInput) =>
  apiFetch(API_PATHS.register, { body: input, csrf: true, schema: (await import('@trg/contract/accounts')).AuthSessionSchema });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
