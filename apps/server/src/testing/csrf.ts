import { API_PATHS } from '@trg/contract/api-paths';
import type { App } from '../app.ts';

/**
 * A csrftoken cookie the app under test issued and the X-CSRFToken header the spec's client sends with it
 * (the cookie's value), for `app.inject`.
 */
export async function withCsrf(app: App, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: API_PATHS.csrf });
  const cookie = response.cookies.find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error(`GET ${API_PATHS.csrf} set no csrftoken cookie`);
  return { cookies: { csrftoken: cookie.value }, headers: { ...headers, 'x-csrftoken': cookie.value } };
}
