// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch, ApiRequestError } from './api-client.ts';

const FORBIDDEN = {
  error: { code: 'forbidden', message: 'This form has expired or came from another site. Reload the page and try again.' },
};

const setCookie = (value: string) => {
  document.cookie = `csrftoken=${value}; path=/`;
};

/** A server that accepts only the cookie it issued, and answers anything else with 403 and a fresh cookie. */
function stubServer(issued: string) {
  const posts: (string | null)[] = [];
  const fetchStub = vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === API_PATHS.csrf) {
      setCookie(issued);
      return Response.json({ csrftoken: 'masked' });
    }
    const header = new Headers(init.headers).get('X-CSRFToken');
    posts.push(header);
    if (header === issued) return Response.json({ status: 'received' }, { status: 201 });
    setCookie(issued);
    return Response.json(FORBIDDEN, { status: 403 });
  });
  return { fetchStub, posts };
}

describe('the anti-forgery header', () => {
  beforeEach(() => setCookie('; max-age=0'));
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the cookie when there is none and sends its value', async () => {
    const server = stubServer('issued-by-the-server');
    vi.stubGlobal('fetch', server.fetchStub);
    await expect(apiFetch(API_PATHS.requestInfo, { body: {}, csrf: true })).resolves.toEqual({ status: 'received' });
    expect(server.posts).toEqual(['issued-by-the-server']);
  });

  it('tries once more with the fresh cookie when the server refuses one it did not issue', async () => {
    setCookie('left-over-from-an-old-key');
    const server = stubServer('issued-by-the-server');
    vi.stubGlobal('fetch', server.fetchStub);
    await expect(apiFetch(API_PATHS.requestInfo, { body: {}, csrf: true })).resolves.toEqual({ status: 'received' });
    expect(server.posts).toEqual(['left-over-from-an-old-key', 'issued-by-the-server']);
  });

  it('does not retry a refusal that left the cookie as it was', async () => {
    setCookie('issued-by-the-server');
    const fetchStub = vi.fn(async () => Response.json(FORBIDDEN, { status: 403 }));
    vi.stubGlobal('fetch', fetchStub);
    const failure = apiFetch(API_PATHS.requestInfo, { body: {}, csrf: true });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: FORBIDDEN.error.message });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
