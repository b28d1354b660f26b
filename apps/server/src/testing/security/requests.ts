import type { InjectOptions } from 'fastify';
import { ApiErrorSchema } from '@trg/contract/errors';
import type { RegisteredRoute } from '../route-collector.ts';
import { testPng, type Actor, type World } from '../security-world.ts';
import { multipartFile } from '../multipart.ts';
import { withCsrf } from '../csrf.ts';
import type { ExampleRequest } from './route-table.ts';

/** A request body as sent on the wire: JSON text, or a multipart upload. */
export type WireBody = { json: string } | { upload: string } | undefined;

/** Percent-encodes every byte of the UTF-8 form that is not unreserved (lone surrogates become U+FFFD). */
export function encodeComponent(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The route's URL with its `:name` parameters filled and the query appended. A value is either text (encoded
 * here) or `{ raw }`, put in the URL as it is (for malformed percent-escapes).
 */
export function fillUrl(
  url: string,
  params: Record<string, string | number | { raw: string }> = {},
  query: Record<string, string | string[] | { raw: string } | undefined> = {},
): string {
  const encode = (value: string | number | { raw: string }) => (typeof value === 'object' ? value.raw : encodeComponent(String(value)));
  const path = url.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url} needs :${name}`);
    return encode(value);
  });
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((one) => `${encodeComponent(key)}=${encode(one)}`),
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The example's body on the wire. */
export function exampleBody(example: ExampleRequest): WireBody {
  if (example.upload) return { upload: example.upload };
  if (example.body !== undefined) return { json: JSON.stringify(example.body) };
  return undefined;
}

/** The inject options for one caller: their token, the CSRF pair when the route asks for it, and the body. */
export async function injectOptions(
  world: World,
  route: RegisteredRoute,
  actor: Actor,
  url: string,
  body: WireBody,
): Promise<InjectOptions> {
  const csrf = route.csrf ? await withCsrf(world.app) : { headers: {}, cookies: {} };
  const headers: Record<string, string> = { ...world.headers[actor], ...csrf.headers };
  let payload: string | Buffer | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = body.json;
  } else if (body && 'upload' in body) {
    const file = multipartFile(body.upload, 'label.png', 'image/png', await testPng());
    Object.assign(headers, file.headers);
    payload = file.payload;
  }
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    cookies: csrf.cookies,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Whether a failure answers in the one error shape of the contract. */
export function isApiError(response: { body: string; headers: Record<string, unknown> }): boolean {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return false;
  try {
    return ApiErrorSchema.safeParse(JSON.parse(response.body)).success;
  } catch {
    return false;
  }
}
