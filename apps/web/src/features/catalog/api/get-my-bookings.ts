import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyEventsAndExperiencesSchema } from '@trg/contract/catalog';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const getMyBookings = (signal?: AbortSignal) => apiFetch(API_PATHS.bookings.mine, { schema: MyEventsAndExperiencesSchema, signal });

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.bookings(), queryFn: ({ signal }) => getMyBookings(signal) });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());
