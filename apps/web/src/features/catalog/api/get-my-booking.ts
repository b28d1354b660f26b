import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyBookingSchema } from '@trg/contract/catalog';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

export const getMyBooking = (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.bookings.one, { id }), { schema: MyBookingSchema, signal });

export const myBookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogKeys.booking(id), queryFn: ({ signal }) => getMyBooking(id, signal) });

export const useMyBooking = (id: number | undefined) => useQuery({ ...myBookingQueryOptions(id ?? 0), enabled: id !== undefined });
