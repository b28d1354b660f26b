import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { CellarSchema } from '@trg/contract/cellar';
import { apiFetch } from '../../../lib/api-client.ts';
import { cellarKeys } from './query-keys.ts';

/** GET get-wines-from-cellar: the member's wines, most recently added first. */
export const getCellar = (signal?: AbortSignal) => apiFetch(API_PATHS.cellar.list, { schema: CellarSchema, signal });

export const cellarQueryOptions = () => queryOptions({ queryKey: cellarKeys.list(), queryFn: ({ signal }) => getCellar(signal) });

export const useCellar = () => useQuery(cellarQueryOptions());
