import { API_PATHS } from '@trg/contract/api-paths';

/** The two profiles differ only in their paths and shapes. */
const PROFILE_PATHS = {
  member: API_PATHS.memberProfile,
  business: API_PATHS.businessProfile,
} as const;

export type ProfileKind = keyof typeof PROFILE_PATHS;

export const profilePaths = (kind: ProfileKind) => PROFILE_PATHS[kind];
