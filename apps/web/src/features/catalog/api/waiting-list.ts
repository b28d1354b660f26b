import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WaitingListStatusSchema } from '@trg/contract/waiting-list';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where the signed-in member stands on an item's (or slot's) waiting list. */
export const getWaitingList = (id: number, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.waitingList.status, { id }), { schema: WaitingListStatusSchema, signal });

export const joinWaitingList = (id: number) =>
  apiFetch(apiPath(API_PATHS.waitingList.join, { id }), { body: {}, schema: WaitingListStatusSchema });

export const leaveWaitingList = (id: number) =>
  apiFetch(apiPath(API_PATHS.waitingList.leave, { id }), { body: {}, schema: WaitingListStatusSchema });
