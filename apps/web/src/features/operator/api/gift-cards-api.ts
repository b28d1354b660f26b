import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { GiftCardListSchema, GiftCardRowSchema } from '@trg/contract/gift-cards';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

const giftCardKeys = {
  all: operatorKeys.area('gift-cards'),
  list: (q: string, page: number) => [...operatorKeys.area('gift-cards'), 'list', q, page] as const,
};

const getGiftCards = (q: string, page: number) =>
  apiFetch(`${OPERATOR_API_PATHS.giftCards}?${new URLSearchParams({ q, page: String(page) })}`, { schema: GiftCardListSchema });

export const useGiftCards = (q: string, page: number) =>
  useQuery({ queryKey: giftCardKeys.list(q, page), queryFn: () => getGiftCards(q, page), placeholderData: keepPreviousData });

/** Voids a card with the reason (written to the audit log by the server). */
export function useVoidGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiFetch(apiPath(OPERATOR_API_PATHS.giftCardVoid, { id }), { body: { reason }, schema: GiftCardRowSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}
