import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@trg/contract/api-paths';
import { door } from '@trg/contract/api-paths/hosts';
import { GuestListSchema } from '@trg/contract/guest-list';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** The host's guest list of an item, or of one slot of an experience. */
export const getGuestList = (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(door.guestList, { id }), { schema: GuestListSchema, signal });

export const useGuestList = (id: number) =>
  useQuery({ queryKey: catalogKeys.guests(id), queryFn: ({ signal }) => getGuestList(id, signal) });
