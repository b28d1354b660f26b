import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

// The schema (and zod) loads with the first read, so that the item page's first script stays small.
export const getSlots = async (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.catalog.experience.slots, { id }), {
    schema: (await import('@trg/contract/slots')).PublicSlotsSchema,
    signal,
  });

const slotsQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogKeys.slots(id), queryFn: ({ signal }) => getSlots(id, signal), staleTime: 30_000 });

/** The slots of an experience still to come, soonest first, with their places left. */
export const useSlots = (id: number) => useQuery(slotsQueryOptions(id));
