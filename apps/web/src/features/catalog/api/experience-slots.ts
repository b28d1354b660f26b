import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { HostSlotSchema, HostSlotsSchema } from '@trg/contract/slots';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshSlots } from '../hooks/use-refresh-slots.ts';
import { catalogKeys } from './query-keys.ts';

/** A slot's new number of places, or its closing (which refunds and tells its buyers). */
export type SlotChangeRequest = { places: number } | { close: true };

/** A month's slots (YYYY-MM); without a month, the one the server picks. */
export const getHostSlots = (id: number, month: string | null, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.experienceSlots.slots, { id }, { month: month ?? undefined }), { schema: HostSlotsSchema, signal });

export const changeSlot = (id: number, slotId: number, change: SlotChangeRequest) =>
  apiFetch(apiPath(API_PATHS.experienceSlots.slot, { id, slotId }), { method: 'POST', body: change, schema: HostSlotSchema });

export const useHostSlots = (id: number, month: string | null) =>
  useQuery({
    queryKey: catalogKeys.hostSlots(id, month),
    queryFn: ({ signal }) => getHostSlots(id, month, signal),
    // The month shown stays while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function useChangeSlot(id: number, slotId: number) {
  const refresh = useRefreshSlots(id);
  return useMutation({ mutationFn: (change: SlotChangeRequest) => changeSlot(id, slotId, change), onSuccess: refresh });
}
