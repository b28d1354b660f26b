import { API_PATHS } from '@trg/contract/api-paths';
import { SERVED_BY } from './haproxy.ts';

/** One request as the client sent it and what came back: a status, or the connection error instead. */
export interface Attempt {
  method: string;
  path: string;
  at: number;
  status?: number;
  error?: string;
  /** The server process that answered, as the load balancer names it. */
  servedBy?: string;
}

/** A failed attempt, as a person's browser would see one: a 5xx answer or no answer at all. */
export const failed = (attempt: Attempt) => attempt.error !== undefined || (attempt.status ?? 0) >= 500;

/** What the load balancer says while a process is down or just gone: worth sending again. */
const RETRYABLE = new Set([502, 503, 504]);

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface ClientOptions {
  /** How long a request keeps being sent again before the client gives up. */
  giveUpAfterMs?: number;
  pauseMs?: number;
}

/**
 * An HTTP client of the site as a browser's script is: it keeps its csrftoken cookie and its session token, and
 * sends a request again after a connection error or a 502/503/504 (a process killed or restarting behind the load
 * balancer), a short pause apart. Every attempt goes into `attempts`, shared by all clients of a test.
 */
export function retryingClient(baseUrl: string, attempts: Attempt[], options: ClientOptions = {}) {
  const giveUpAfterMs = options.giveUpAfterMs ?? 30_000;
  const pauseMs = options.pauseMs ?? 150;
  let cookie = '';
  let token: string | null = null;

  /** One attempt: the answer, or null when the connection failed. */
  async function once(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer | null> {
    const attempt: Attempt = { method, path, at: Date.now() };
    attempts.push(attempt);
    const sent: Record<string, string> = { ...headers };
    if (cookie) sent.cookie = cookie;
    if (token) sent.authorization = `Token ${token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    try {
      const response = await fetch(`${baseUrl}${path}`, { method, headers: sent, body: payload });
      const text = await response.text();
      attempt.status = response.status;
      attempt.servedBy = response.headers.get(SERVED_BY) ?? undefined;
      const csrf = response.headers.getSetCookie().find((value) => value.startsWith('csrftoken='));
      if (csrf) cookie = csrf.split(';')[0] ?? '';
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { text };
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      attempt.error = cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : String(cause);
      return null;
    }
  }

  /**
   * Sends the request until it gets an answer that is not a load balancer's failure. `beforeRetry` runs before
   * each new attempt and may settle the matter instead (a request that is not safe to send twice checks first
   * whether the last attempt went through).
   */
  async function send(
    method: string,
    path: string,
    body?: unknown,
    beforeRetry?: () => Promise<Answer | null>,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    const deadline = Date.now() + giveUpAfterMs;
    for (let tries = 0; ; tries++) {
      if (tries > 0 && beforeRetry) {
        const settled = await beforeRetry();
        if (settled) return settled;
      }
      const answer = await once(method, path, body, headers);
      if (answer && !RETRYABLE.has(answer.status)) return answer;
      if (Date.now() > deadline) {
        throw new Error(`${method} ${path}: still failing after ${giveUpAfterMs} ms (${answer ? answer.status : 'no connection'})`);
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  return {
    send,
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown, beforeRetry?: () => Promise<Answer | null>) => send('POST', path, body, beforeRetry),
    /** A csrftoken cookie for the forms that need one, sent back in X-CSRFToken as the spec's client does. */
    async csrfHeaders(): Promise<Record<string, string>> {
      if (!cookie) await send('GET', API_PATHS.csrf);
      return { 'x-csrftoken': decodeURIComponent(cookie.replace(/^csrftoken=/, '')) };
    },
    signIn(sessionToken: string) {
      token = sessionToken;
    },
  };
}

export type RetryingClient = ReturnType<typeof retryingClient>;
