/**
 * The site's service worker. The build writes it to /sw.js with the list of files to precache and a version
 * that changes with every deploy (vite-plugins/service-worker.ts). It precaches the app shell and static
 * files, answers page loads from the network and with the offline page when there is none, never touches
 * /api, and on update takes over at once and deletes the caches of the version before. The host's check-in page
 * (the door, where a venue may have no signal) is kept as it was last loaded, and opens from the cache offline.
 */

// A module to the type checker, so that `self` can be typed as the service worker's global scope; the build
// strips this line, since the worker runs as a classic script.
export {};
declare let self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const CACHE_PREFIX = 'trg-static-';
const CACHE = `${CACHE_PREFIX}${__VERSION__}`;
const OFFLINE_URL = '/offline.html';
/** The message of a check-in page that asks to be kept for offline use (features/catalog/door-store.ts). */
const KEEP_DOOR_PAGE = 'keep-door-page';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Straight from the server, not from the HTTP cache, so a deploy never precaches an older file.
      await cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');
/** Files whose names change when their content does, or that are part of the site's artwork. */
const isStatic = (url: URL) => url.pathname.startsWith('/assets/') || /^\/journal\/[\w-]+\.svg$/.test(url.pathname);

/** The check-in pages: the same shell for every visitor (the page reads its guest list from the phone's storage). */
const isDoorPage = (url: URL) => /^\/Mydashboard\/(events|experiences)\/\d+\/check-in\/?$/.test(url.pathname);

async function pageOrOffline(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isDoorPage(url) && response.ok) await (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch {
    const kept = isDoorPage(url) ? await caches.match(request, { cacheName: CACHE, ignoreVary: true }) : undefined;
    const offline = kept ?? (await caches.match(OFFLINE_URL, { cacheName: CACHE }));
    return offline ?? Response.error();
  }
}

async function cacheFirst(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && isStatic(url)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other sites, the API (never cached) and ranged media requests go straight to the network.
  if (url.origin !== self.location.origin || isApi(url) || request.headers.has('range')) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(request, url));
    return;
  }
  if (isStatic(url) || __PRECACHE__.includes(url.pathname)) event.respondWith(cacheFirst(request, url));
});

// The check-in page asks to be kept when it opens, however it was reached (a link inside the app loads no page).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || Reflect.get(data, 'type') !== KEEP_DOOR_PAGE) return;
  const href: unknown = Reflect.get(data, 'url');
  if (typeof href !== 'string') return;
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isDoorPage(url)) return;
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
        if (response.ok) await (await caches.open(CACHE)).put(url.href, response);
      } catch {
        // Offline already: the page is kept the next time it opens with a network.
      }
    })(),
  );
});
