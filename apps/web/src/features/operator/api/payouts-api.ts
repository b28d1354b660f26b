import { useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { DisputesPageSchema, PayoutRunResultSchema, PayoutsPageSchema, type PayoutRunResult } from '@trg/contract/operator-payouts';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

const payoutsKey = operatorKeys.area('payouts');

/** GET /api/operator/payouts: balances per host and currency, and the batches run. */
export const usePayouts = () =>
  useQuery({ queryKey: payoutsKey, queryFn: () => apiFetch(OPERATOR_API_PATHS.payouts, { schema: PayoutsPageSchema }) });

/** GET /api/operator/disputes */
export const useDisputes = () =>
  useQuery({
    queryKey: operatorKeys.area('disputes'),
    queryFn: () => apiFetch(OPERATOR_API_PATHS.disputes, { schema: DisputesPageSchema }),
  });

/** POST /api/operator/payouts: pays the chosen hosts what is payable in euros. */
export const postPayoutRun = (hosts: number[]): Promise<PayoutRunResult> =>
  apiFetch(OPERATOR_API_PATHS.payouts, { method: 'POST', body: { hosts }, schema: PayoutRunResultSchema });

export const payoutFilePath = (batchId: number) => OPERATOR_API_PATHS.payoutFile.replace(':id', String(batchId));
