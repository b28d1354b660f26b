import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { BRAND } from '@trg/contract/brand';
import { METRICS_PATH } from './plugins/metrics.ts';

/** The service's name in the traces, unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) names another. */
export const SERVICE_NAME = 'the-real-grape';

export interface Tracing {
  /** Sends the spans still held and stops: call it last on shutdown. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing, sent by OTLP over HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT, with the standard OTEL_*
 * variables for the rest (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_*): a span
 * for each request (Node's http), its Fastify hooks and handler (@fastify/otel, with the route pattern) and each
 * PostgreSQL query made within a request (node-postgres; embedded PGlite is not instrumented). Instrumentation
 * patches http, fastify and pg as they are first loaded, so this must run before anything imports them: server.ts
 * imports this module first, and the app after, only when tracing is asked for (nothing OpenTelemetry loads
 * otherwise). Their ESM wrappers load the CommonJS builds, which is what is patched, so no loader hook is needed.
 */
export function startTracing(): Tracing {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': SERVICE_NAME, 'service.namespace': BRAND.name }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Prometheus's scrapes would be most of the traces and tell nothing.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => request.url?.split('?')[0] === METRICS_PATH }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: METRICS_PATH }),
      // Within a request only: the job queue polls every few seconds, which would be traces of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  return {
    shutdown: async () => {
      await provider.shutdown();
      contextManager.disable();
    },
  };
}
