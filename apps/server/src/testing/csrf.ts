import { randomBytes } from 'node:crypto';

/** The csrftoken cookie and the matching X-CSRFToken header, as the web client sends them, for `app.inject`. */
export function withCsrf(headers: Record<string, string> = {}) {
  const token = randomBytes(32).toString('base64url');
  return { cookies: { csrftoken: token }, headers: { ...headers, 'x-csrftoken': token } };
}
