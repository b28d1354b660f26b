import type { z } from 'zod';
import type { ApiError } from '@trg/contract/errors';
// The site's paths alone: this module is in every page's core chunk, which takes its imports' imports along.
import { csrf as CSRF_PATH } from '@trg/contract/api-paths/site';

export const TOKEN_STORAGE_KEY = 'token';

/**
 * The error shape of the contract (ApiErrorSchema), checked by hand: this file is in every page's first script,
 * and the schema would bring zod with it.
 */
function isApiError(data: unknown): data is ApiError {
  if (typeof data !== 'object' || data === null) return false;
  const error = (data as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  const fieldsOk =
    fields === undefined ||
    (typeof fields === 'object' && fields !== null && Object.values(fields).every((value) => typeof value === 'string'));
  return typeof code === 'string' && typeof message === 'string' && fieldsOk;
}

/** A failed API call, carrying the server's message (and per-field messages) for the person to act on. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the anti-forgery header read from the csrftoken cookie, as the spec's forms do. */
  csrf?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /** Send neither the token nor cookies: for calls that must not identify the person. */
  anonymous?: boolean;
  /** Let the request finish after the page is left. */
  keepalive?: boolean;
}

/** How requests reach the API: the browser's fetch, or, when the server renders a page, a call into itself. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's renderer routes the pages' API reads to the API in the same process. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

async function ensureCsrfCookie(): Promise<string | undefined> {
  const existing = readCookie('csrftoken');
  if (existing) return existing;
  await transport(CSRF_PATH, { credentials: 'include' });
  return readCookie('csrftoken');
}

/**
 * Calls the API with the token header when there is one; rejects with ApiRequestError on any failure.
 * With a schema, the answer is parsed with it, so a page never works on a shape it did not expect.
 */
export async function apiFetch<S extends z.ZodType>(path: string, options: RequestOptions & { schema: S }): Promise<z.output<S>>;
export async function apiFetch(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiFetch(path: string, options: RequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? null : readToken();
  if (token) headers.Authorization = `Token ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const send = async (csrf: string | undefined): Promise<Response> => {
    try {
      return await transport(path, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: csrf ? { ...headers, 'X-CSRFToken': csrf } : headers,
        body,
        credentials: options.anonymous ? 'omit' : 'include',
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(0, 'network_error', 'We could not reach the server. Check your connection and try again.');
    }
  };
  const csrf = options.csrf ? await ensureCsrfCookie() : undefined;
  let response = await send(csrf);
  // A csrftoken cookie the server did not issue (one from before a new key, say) is refused with a fresh cookie:
  // one more try with it spares the person a reload.
  if (options.csrf && response.status === 403) {
    const renewed = readCookie('csrftoken');
    if (renewed && renewed !== csrf) response = await send(renewed);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    if (isApiError(data)) {
      const { code, message, fields } = data.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, 'http_error', `The server answered ${response.status}. Please try again.`);
  }
  if (!options.schema) return data;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(
      response.status,
      'unexpected_response',
      'The server sent an answer we could not read. Please reload the page.',
    );
  }
  return parsed.data;
}
