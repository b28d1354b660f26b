import type { ProfileKind } from './profile-kinds.ts';

export const profilesKeys = {
  all: ['profiles'] as const,
  /** Cached per user, so that one person's profile never shows to the next on a shared browser. */
  profile: (kind: ProfileKind, userId: number) => [...profilesKeys.all, kind, userId] as const,
};
