import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

type Responder = (request: RecordedRequest) => unknown;

/**
 * A stand-in for api.stripe.com on a local port: it records each request the SDK sends (method, path, form body,
 * idempotency key) and answers the recorded response the test registered for it, so the adapter runs without the
 * network against what Stripe sends back.
 */
export async function startStripeRecorder() {
  const requests: RecordedRequest[] = [];
  const responders = new Map<string, Responder>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://recorder.invalid');
      const key = request.headers['idempotency-key'];
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(request.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8')),
        idempotencyKey: typeof key === 'string' ? key : undefined,
      };
      requests.push(recorded);
      const responder = responders.get(`${recorded.method} ${recorded.path}`);
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_recorded_${requests.length}`);
      if (!responder) {
        response.statusCode = 404;
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: `No recorded response for ${recorded.method} ${recorded.path}` },
          }),
        );
        return;
      }
      response.end(JSON.stringify(responder(recorded)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    /** Answers `METHOD /v1/path` with what the responder builds from the request. */
    on: (route: string, responder: Responder) => responders.set(route, responder),
    client: new Stripe('sk_test_recorder', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
