import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { MemberDashboardSchema } from '@trg/contract/dashboard';
import { apiFetch } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

export const getMemberDashboard = () => apiFetch(API_PATHS.memberDashboard, { schema: MemberDashboardSchema });

export const memberDashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.member(), queryFn: getMemberDashboard });

export const useMemberDashboard = () => useQuery(memberDashboardQueryOptions());
