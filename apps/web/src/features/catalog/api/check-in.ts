import { apiPath } from '@trg/contract/api-paths';
import { door } from '@trg/contract/api-paths/hosts';
import { CheckInResultsSchema, type CheckInEntry } from '@trg/contract/guest-list';
import { apiFetch } from '../../../lib/api-client.ts';

/** Lets in the holders of these tickets: one scan, or the queue a phone kept while offline. */
export const sendCheckIns = (id: number, checkIns: readonly CheckInEntry[]) =>
  apiFetch(apiPath(door.checkIn, { id }), { method: 'POST', body: { checkIns }, schema: CheckInResultsSchema });
