/** The two profiles differ only in their paths and shapes. */
export const PROFILE_PATHS = {
  member: {
    page: '/api/auth/member-profile-page',
    update: '/api/auth/member-profile-update',
    picture: '/api/auth/member-profile-picture',
  },
  business: {
    page: '/api/auth/business-profile-page',
    update: '/api/auth/business-profile-update',
    picture: '/api/auth/business-profile-picture',
  },
} as const;

export type ProfileKind = keyof typeof PROFILE_PATHS;

/** Cached per user, so that one person's profile never shows to the next on a shared browser. */
export const profileQueryKey = (kind: ProfileKind, userId: number) => ['profiles', kind, userId] as const;
