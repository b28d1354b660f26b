/**
 * The site's service worker. The build writes it to /sw.js with the list of files to precache and a version
 * that changes with every deploy (vite-plugins/service-worker.ts). It precaches the app shell and static
 * files, answers page loads from the network and with the offline page when there is none, never touches
 * /api, and on update takes over at once and deletes the caches of the version before.
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

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: CACHE });
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
    event.respondWith(pageOrOffline(request));
    return;
  }
  if (isStatic(url) || __PRECACHE__.includes(url.pathname)) event.respondWith(cacheFirst(request, url));
});
