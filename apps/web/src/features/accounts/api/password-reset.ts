import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput, PasswordResetRequest } from '@trg/contract/accounts';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/password-reset-request/: the same sentence whether or not an account matches. */
export const requestPasswordReset = async (input: PasswordResetRequest) =>
  apiFetch(API_PATHS.passwordResetRequest, {
    body: input,
    csrf: true,
    schema: (await import('@trg/contract/accounts')).PasswordResetAnswerSchema,
  });

/** POST /api/password-reset-confirm/: the link's token and the new password. */
export const confirmPasswordReset = async (input: PasswordResetInput) =>
  apiFetch(API_PATHS.passwordResetConfirm, {
    body: input,
    csrf: true,
    schema: (await import('@trg/contract/accounts')).PasswordResetAnswerSchema,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
