import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exitOf, freePort, spawnServer, untilHealthy } from './processes.ts';

/** One span as an OTLP/HTTP JSON export carries it, flattened with its scope and its resource's attributes. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<ReceivedSpan, 'attributes' | 'scope' | 'resource'> & { attributes?: KeyValue[] })[];
    }[];
  }[];
}

/** OTLP's typed values ({ stringValue }, { intValue }, ...) as plain ones. */
const plain = (attributes: KeyValue[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

/**
 * A stand-in for an OpenTelemetry collector on a free port of this machine: takes OTLP/HTTP JSON exports at
 * /v1/traces and keeps their spans.
 */
async function startOtlpReceiver(): Promise<{
  endpoint: string;
  spans: ReceivedSpan[];
  contentTypes: string[];
  close(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      contentTypes.push(request.headers['content-type'] ?? '');
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as ExportRequest;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const resource = plain(resourceSpans.resource?.attributes);
          for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
            for (const span of scopeSpans.spans ?? []) {
              spans.push({ ...span, scope: scopeSpans.scope?.name ?? '', attributes: plain(span.attributes), resource });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The real server with OTEL_EXPORTER_OTLP_ENDPOINT at a receiver standing in for a collector, `env` on top; what
 * it started is undone by `cleanups`.
 */
export async function tracedServer(cleanups: (() => Promise<void> | void)[], env: Record<string, string> = {}) {
  const receiver = await startOtlpReceiver();
  cleanups.push(() => receiver.close());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-tracing-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = spawnServer({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    REDIS_URL: '',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    // Sent within a fifth of a second, not the default 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '200',
    ...env,
  });
  cleanups.push(async () => {
    const exited = exitOf(server.child);
    server.child.kill('SIGKILL');
    await exited;
  });
  await untilHealthy(`${url}/api/health`, server);
  /** Waits for a span that `matches`, failing with what did arrive. */
  const spanWhere = async (what: string, matches: (span: ReceivedSpan) => boolean) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = receiver.spans.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${what} among ${receiver.spans.map((span) => span.name).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { url, server, receiver, spanWhere };
}
