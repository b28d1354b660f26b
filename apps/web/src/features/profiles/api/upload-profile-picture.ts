import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PICTURE_FIELD } from '@trg/contract/profiles';
import { apiFetch } from '../../../lib/api-client.ts';
import { profilePaths, type ProfileKind } from './profile-kinds.ts';
import { profilesKeys } from './query-keys.ts';

/** POST /api/auth/member-profile-picture or /api/auth/business-profile-picture, multipart field `profilePicture`. */
export function uploadProfilePicture(kind: ProfileKind, file: File) {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file);
  return apiFetch(profilePaths(kind).picture, { method: 'POST', body });
}

export function useUploadProfilePicture(kind: ProfileKind, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.profile(kind, userId) }),
  });
}
