import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { profilePaths, type ProfileKind } from './profile-kinds.ts';
import { profilesKeys } from './query-keys.ts';

/** The changed fields only, under the spec's names ('member.title', 'first_name', ...); blank clears. */
export type ProfileChanges = Record<string, string>;

/** POST /api/auth/member-profile-update or /api/auth/business-profile-update; the answer is not needed. */
export const updateProfile = (kind: ProfileKind, changes: ProfileChanges) => apiFetch(profilePaths(kind).update, { body: changes });

/**
 * Saves, then re-fetches the profile (spec part 2 §4) and, through `onAccountChanged`, the signed-in user,
 * whose name or email may have changed.
 */
export function useUpdateProfile(kind: ProfileKind, userId: number, onAccountChanged: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(kind, changes),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: profilesKeys.profile(kind, userId) }), onAccountChanged()]),
  });
}
