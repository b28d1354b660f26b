import { z } from 'zod';
import type { Endpoint, EndpointName } from './endpoints.ts';
import type { RunningServer } from './server.ts';

/** How long the statement log must stay quiet after an answer before its request's count is taken. */
const SETTLE_MS = 200;

const StatementLineSchema = z.object({ sql: z.string() });

/** The statement of a LOG_SQL line (`{"msg":"sql statement","sql":"..."}`), or null for any other line. */
export function statementOf(line: string): string | null {
  if (!line.startsWith('{')) return null;
  try {
    const entry = StatementLineSchema.safeParse(JSON.parse(line));
    return entry.success ? entry.data.sql : null;
  } catch {
    return null; // not JSON
  }
}

export interface StatementCount {
  endpoint: EndpointName;
  count: number;
  statements: string[];
}

/**
 * Statements per request on a server started with LOG_SQL=true and housekeeping off: each endpoint's request is
 * sent once to warm up (the floor captures its bytes, caches fill), then once more, alone; the statements logged
 * from sending it until the log has been quiet for SETTLE_MS after its answer are its own (work a request leaves
 * running after it answers included). The server writes each line before it answers, so none arrives late.
 */
export async function countStatements(server: RunningServer, endpoints: readonly Endpoint[]): Promise<StatementCount[]> {
  const logged: string[] = [];
  let lastAt = Date.now();
  server.onLine((line) => {
    const statement = statementOf(line);
    if (statement === null) return;
    logged.push(statement);
    lastAt = Date.now();
  });
  const sendOnce = async (endpoint: Endpoint) => {
    const response = await fetch(`${server.base}${endpoint.path}`, {
      method: endpoint.method,
      headers: endpoint.headers,
      body: endpoint.body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${endpoint.name} answered ${response.status} while counting statements`);
    await settled(() => lastAt);
  };

  const counts: StatementCount[] = [];
  for (const endpoint of endpoints) {
    await sendOnce(endpoint);
    const from = logged.length;
    await sendOnce(endpoint);
    const statements = logged.slice(from);
    counts.push({ endpoint: endpoint.name, count: statements.length, statements });
  }
  return counts;
}

/** Resolves once SETTLE_MS have passed without a statement. */
async function settled(lastStatementAt: () => number): Promise<void> {
  const start = Date.now();
  while (Date.now() - Math.max(start, lastStatementAt()) < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
