import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { HostDashboardSchema } from '@trg/contract/dashboard';
import { apiFetch } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

export const getHostDashboard = () => apiFetch(API_PATHS.hostDashboard, { schema: HostDashboardSchema });

export const hostDashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.host(), queryFn: getHostDashboard });

export const useHostDashboard = () => useQuery(hostDashboardQueryOptions());
