import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { StatsSchema, type Stats, type StatsChart } from '@trg/contract/operator-charts';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

/** The overview's filters as the URL holds them; empty means the server's default (the last 30 days, every currency). */
export interface StatsFilters {
  from: string;
  to: string;
  currency: string;
}

function queryOf(filters: StatsFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const key of ['from', 'to', 'currency'] as const) if (filters[key]) params.set(key, filters[key]);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const statsKey = (filters: StatsFilters) => [...operatorKeys.area('stats'), filters] as const;

/** GET /api/operator/stats */
export function getStats(filters: StatsFilters, signal?: AbortSignal): Promise<Stats> {
  return apiFetch(`${OPERATOR_API_PATHS.stats}${queryOf(filters)}`, { schema: StatsSchema, ...(signal ? { signal } : {}) });
}

export const statsQueryOptions = (filters: StatsFilters) =>
  queryOptions({ queryKey: statsKey(filters), queryFn: ({ signal }) => getStats(filters, signal) });

/** The figures for the filters; the last ones stay on screen (dimmed) while new filters load. */
export const useStats = (filters: StatsFilters) => useQuery({ ...statsQueryOptions(filters), placeholderData: keepPreviousData });

/** GET /api/operator/stats/export: the address of one chart's CSV. */
export function statsExportPath(chart: StatsChart, filters: StatsFilters): string {
  return `${OPERATOR_API_PATHS.statsExport}${queryOf(filters, { chart })}`;
}
