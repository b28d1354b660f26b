import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyEventsAndExperiencesSchema } from '@trg/contract/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

export const getMyBookings = (signal?: AbortSignal) =>
  apiFetch('/api/auth/member-profile/my-events-and-experiences', { schema: MyEventsAndExperiencesSchema, signal });

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['bookings', 'list'], queryFn: ({ signal }) => getMyBookings(signal) });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());
