import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, API_PATHS } from '@trg/contract/api-paths';
import { GuestMessageLogSchema, GuestMessageSchema, type GuestMessageInput } from '@trg/contract/guest-messages';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

const guestMessagesKey = (id: number) => [...catalogKeys.all, 'guest-messages', id] as const;

/** GET guest-messages/{id}: how many guests the item has, and what was written to them. */
export const useGuestMessages = (id: number) =>
  useQuery({
    queryKey: guestMessagesKey(id),
    queryFn: ({ signal }) => apiFetch(apiPath(API_PATHS.guestMessages, { id }), { schema: GuestMessageLogSchema, signal }),
  });

/** POST guest-messages/{id}: emails every guest of the item, or of one of its slots (`slotId`); the item's log is read again after. */
export function useSendGuestMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, message }: { slotId: number | null; message: GuestMessageInput }) =>
      apiFetch(apiPath(API_PATHS.guestMessages, { id: slotId ?? id }), { body: message, schema: GuestMessageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestMessagesKey(id) }),
  });
}
