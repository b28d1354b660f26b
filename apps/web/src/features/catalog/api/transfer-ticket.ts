import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { TicketTransferResultSchema, type TicketTransferInput } from '@trg/contract/waiting-list';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** Passes one ticket (by its code) on: the server voids it and emails a new one to the person named. */
export const transferTicket = (code: string, input: TicketTransferInput) =>
  apiFetch(apiPath(API_PATHS.bookings.transfer, { code }), { body: input, schema: TicketTransferResultSchema });

/** Passing a ticket of the booked item `itemId` on; the booking is read again after. */
export function useTransferTicket(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: TicketTransferInput }) => transferTicket(code, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.booking(itemId) }),
  });
}
