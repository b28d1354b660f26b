import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { SignUpsPageSchema } from '@trg/contract/operator-requests';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

/** The newsletter sign-ups list; the CSV export goes through `downloadFile`. */
export function getSignUps(q: string, page: number) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return apiFetch(`${OPERATOR_API_PATHS.signUps}${search ? `?${search}` : ''}`, { schema: SignUpsPageSchema });
}

export const useSignUps = (q: string, page: number) =>
  useQuery({
    queryKey: [...operatorKeys.area('sign-ups'), q, page],
    queryFn: () => getSignUps(q, page),
    placeholderData: keepPreviousData,
  });
