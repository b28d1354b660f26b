import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessProfileSchema } from '@trg/contract/profiles';
import { apiFetch } from '../../../lib/api-client.ts';
import { profilePaths } from './profile-kinds.ts';
import { profilesKeys } from './query-keys.ts';

/** GET /api/auth/business-profile-page */
export const getBusinessProfile = () => apiFetch(profilePaths('business').page, { schema: BusinessProfileSchema });

export const businessProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: profilesKeys.profile('business', userId), queryFn: getBusinessProfile });

export const useBusinessProfile = (userId: number) => useQuery(businessProfileQueryOptions(userId));
