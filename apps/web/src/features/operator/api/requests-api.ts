import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { StaffListSchema } from '@trg/contract/operator';
import { RequestDetailSchema, RequestsPageSchema, type RequestReply, type RequestUpdate } from '@trg/contract/operator-requests';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

/** The request inbox's endpoints: list, one request, its update and its replies. */
export interface RequestsFilter {
  q: string;
  status: string;
  assignee: string;
  page: number;
}

export const requestKeys = {
  all: operatorKeys.area('requests'),
  list: (filter: RequestsFilter) => [...operatorKeys.area('requests'), 'list', filter] as const,
  one: (id: number) => [...operatorKeys.area('requests'), 'one', id] as const,
  staff: () => [...operatorKeys.area('requests'), 'staff'] as const,
};

const requestPath = (id: number) => OPERATOR_API_PATHS.request.replace(':id', String(id));

export function getRequests(filter: RequestsFilter) {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.status) query.set('status', filter.status);
  if (filter.assignee) query.set('assignee', filter.assignee);
  if (filter.page > 1) query.set('page', String(filter.page));
  const search = query.toString();
  return apiFetch(`${OPERATOR_API_PATHS.requests}${search ? `?${search}` : ''}`, { schema: RequestsPageSchema });
}

export const useRequests = (filter: RequestsFilter) =>
  useQuery({ queryKey: requestKeys.list(filter), queryFn: () => getRequests(filter), placeholderData: keepPreviousData });

export const getRequest = (id: number) => apiFetch(requestPath(id), { schema: RequestDetailSchema });
export const useRequest = (id: number) => useQuery({ queryKey: requestKeys.one(id), queryFn: () => getRequest(id) });

/** The staff, for the assignee choices. */
export const useStaffList = () =>
  useQuery({
    queryKey: requestKeys.staff(),
    queryFn: () => apiFetch(OPERATOR_API_PATHS.staff, { schema: StaffListSchema }),
    staleTime: 60_000,
  });

export const updateRequest = (id: number, update: RequestUpdate) =>
  apiFetch(requestPath(id), { method: 'PATCH', body: update, schema: RequestDetailSchema });

export const sendRequestReply = (id: number, reply: RequestReply) =>
  apiFetch(OPERATOR_API_PATHS.requestReply.replace(':id', String(id)), { method: 'POST', body: reply, schema: RequestDetailSchema });

/** After a change, the request shows its new state and the lists refresh. */
function useRequestMutation<Input>(id: number, send: (input: Input) => ReturnType<typeof getRequest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      client.setQueryData(requestKeys.one(id), detail);
      await client.invalidateQueries({ queryKey: [...requestKeys.all, 'list'] });
    },
  });
}

export const useUpdateRequest = (id: number) => useRequestMutation(id, (update: RequestUpdate) => updateRequest(id, update));
export const useSendRequestReply = (id: number) => useRequestMutation(id, (reply: RequestReply) => sendRequestReply(id, reply));
