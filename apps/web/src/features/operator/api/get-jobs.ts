import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { JobsOverviewSchema, type JobState } from '@trg/contract/operator-jobs';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

const jobsKey = (state: JobState | '') => [...operatorKeys.area('jobs'), state] as const;

/** GET /api/operator/jobs: the queues by state and the latest jobs (of one state, when chosen). */
export function getJobs(state: JobState | '') {
  const query = state ? `?${new URLSearchParams({ state })}` : '';
  return apiFetch(`${OPERATOR_API_PATHS.jobs}${query}`, { schema: JobsOverviewSchema });
}

export const useJobs = (state: JobState | '') =>
  useQuery({ queryKey: jobsKey(state), queryFn: () => getJobs(state), placeholderData: keepPreviousData, refetchInterval: 30_000 });
