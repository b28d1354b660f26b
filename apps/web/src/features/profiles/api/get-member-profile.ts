import { queryOptions, useQuery } from '@tanstack/react-query';
import { MemberProfileSchema } from '@trg/contract/profiles';
import { apiFetch } from '../../../lib/api-client.ts';
import { profilePaths } from './profile-kinds.ts';
import { profilesKeys } from './query-keys.ts';

/** GET /api/auth/member-profile-page */
export const getMemberProfile = () => apiFetch(profilePaths('member').page, { schema: MemberProfileSchema });

export const memberProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: profilesKeys.profile('member', userId), queryFn: getMemberProfile });

export const useMemberProfile = (userId: number) => useQuery(memberProfileQueryOptions(userId));
