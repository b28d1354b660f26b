import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.ts';

export interface LoadFigures {
  requests: number;
  /** Mean requests a second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx plus connection errors and timeouts. */
  errors: number;
}

/** `connections` clients sending the endpoint's request back to back for `seconds`. */
export async function runLoad(
  base: string,
  endpoint: Endpoint,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${base}${endpoint.path}`,
    method: endpoint.method,
    headers: endpoint.headers,
    body: endpoint.body,
    ...(endpoint.cycle
      ? { requests: endpoint.cycle.map((body) => ({ method: endpoint.method, path: endpoint.path, headers: endpoint.headers, body })) }
      : {}),
    connections,
    duration: seconds,
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}
