import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { BookingCancelResultSchema, type BookingCancelInput } from '@trg/contract/booking-cancel';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** Cancels the member's booking (by its reference) of the item `itemId`, confirming the refund they were shown. */
const cancelBooking = (itemId: number, input: BookingCancelInput) =>
  apiFetch(apiPath(API_PATHS.bookings.cancel, { id: itemId }), { body: input, schema: BookingCancelResultSchema });

/** Cancelling a booking of the booked item `itemId`; the booking is read again after, whatever the answer. */
export function useCancelBooking(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingCancelInput) => cancelBooking(itemId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.booking(itemId) }),
  });
}
