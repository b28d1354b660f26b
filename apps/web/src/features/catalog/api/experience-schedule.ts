import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { ExperienceScheduleAnswerSchema, type ExperienceSchedule } from '@trg/contract/slots';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshSlots } from '../hooks/use-refresh-slots.ts';
import { catalogKeys } from './query-keys.ts';

export const getExperienceSchedule = (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.experienceSlots.schedule, { id }), { schema: ExperienceScheduleAnswerSchema, signal });

export const saveExperienceSchedule = (id: number, schedule: ExperienceSchedule) =>
  apiFetch(apiPath(API_PATHS.experienceSlots.schedule, { id }), { method: 'POST', body: schedule, schema: ExperienceScheduleAnswerSchema });

export const useExperienceSchedule = (id: number) =>
  useQuery({ queryKey: catalogKeys.schedule(id), queryFn: ({ signal }) => getExperienceSchedule(id, signal) });

/** Saves the schedule (the server makes the slots again); answers the schedule as stored and how many slots there are. */
export function useSaveExperienceSchedule(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSlots(id);
  return useMutation({
    mutationFn: (schedule: ExperienceSchedule) => saveExperienceSchedule(id, schedule),
    onSuccess: async (answer) => {
      queryClient.setQueryData(catalogKeys.schedule(id), answer);
      await refresh();
    },
  });
}
